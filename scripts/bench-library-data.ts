// A realistic library for the database benchmarks: one user's garage where every vehicle holds
// every document type, dates spread over six decades, and texts in German and English made by the
// test documents' generator (tests/generator) — real shop names, labour and parts lines, dates and
// amounts — so that words are as frequent as in real paperwork, not one word in every document.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { documentTypes, categoryOfType } from '../src/shared/documents/document-types';
import type { Db } from '../src/server/db/client';
import { generateSet } from '../tests/generator/families';
import { Random } from '../tests/generator/random';
import { PARTS, WORK } from '../tests/generator/vocabulary';

interface Sample {
  type: string;
  title: string;
  text: string;
  summary: string;
  shop: string | null;
  work: string[];
}

/** Several hundred generated documents (three seeds of the dev set), texts as a reader takes them. */
function samples(): Sample[] {
  const out: Sample[] = [];
  for (const seed of [1, 2, 3]) {
    for (const doc of generateSet('dev', new Random(seed))) {
      const lines = doc.items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
      const t = doc.truth as Record<string, unknown>;
      const shop = typeof t.shopName === 'string' ? t.shopName : null;
      const work = Array.isArray(t.workPerformed) ? (t.workPerformed as string[]) : [];
      out.push({
        type: doc.truth.documentType,
        title: lines[0]?.slice(0, 80) ?? doc.truth.documentType,
        text: lines.join('\n'),
        summary: lines.slice(0, 3).join(' · '),
        shop,
        work,
      });
    }
  }
  return out;
}

/** Words a collector searches for: German and English, frequent and rare. */
export const SEARCH_WORDS = [
  ...WORK.de.map(([w]) => w.split(' ')[0]),
  ...WORK.en.map(([w]) => w.split(' ').at(-1)!),
  ...PARTS.de.map(([w]) => w.split(' ')[0]),
  ...PARTS.en.map(([w]) => w.split(' ')[0]),
  'Rechnung',
  'invoice',
  'Versicherung',
  'insurance',
  'Gutachten',
  'appraisal',
  'Kaufvertrag',
  'Fahrzeugbrief',
].filter((w, i, all) => w.length > 3 && all.indexOf(w) === i);

/**
 * Adds documents to `userId`'s library until it holds `total`, spread over `vehicleIds`: each
 * vehicle gets each of the eight types in turn, dated 1960–2025.
 */
export async function growLibrary(db: Db, userId: string, vehicleIds: string[], from: number, total: number) {
  const pool = samples();
  const byType = new Map<string, Sample[]>();
  for (const s of pool) byType.set(s.type, [...(byType.get(s.type) ?? []), s]);
  const rng = new Random(from + 7);
  for (let start = from; start < total; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + 500); i++) {
      const type = documentTypes[Math.floor(i / vehicleIds.length) % documentTypes.length];
      const candidates = byType.get(type) ?? pool;
      const s = rng.pick(candidates);
      const day = `${rng.int(1960, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      const id = crypto.randomUUID();
      const cost = type === 'service' || type === 'receipt' ? String(rng.int(2000, 900000)) : null;
      rows.push(sql`(${id}, ${vehicleIds[i % vehicleIds.length]}, ${userId}, ${`${s.title} ${i}`}, ${type}, ${categoryOfType[type as keyof typeof categoryOfType]}, ${day},
        ${`doc-${i}.pdf`}, ${`${userId}/${id}.pdf`}, ${rng.int(40_000, 4_000_000)}, ${crypto.randomBytes(32).toString('hex')}, ${s.summary},
        'High', 'High', ${cost}, ${type === 'service' ? rng.int(1000, 300000) : null}, ${s.shop},
        ${sql.raw(`ARRAY[${s.work.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`)}, ${s.text}, 'read')`);
    }
    await db.execute(sql`insert into vehicle_documents_content
      (id, vehicle_id, user_id, title, document_type, document_category, date_created, file_name, file_url, file_size, file_hash, ai_summary,
       ai_confidence, extraction_quality, total_cost, service_mileage, shop_name, work_performed, content_text, text_status)
      values ${sql.join(rows, sql`, `)}`);
  }
  // Measured as a library autovacuum has seen (it visits a table after this many inserts within
  // a minute): its visibility map set, so the date index alone answers what it covers, as it
  // would on a running server — not in the minute right after a bulk insert.
  await db.execute(sql`vacuum analyze vehicle_documents_content`);
}
