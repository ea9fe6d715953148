import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { DossierStage } from '../../../shared/dossier/dossier-api';
import { appendAttachments } from './pdf/attachments';
import { PdfWriter } from './pdf/write-pdf';
import { renderDossier, type DossierContent, type DossierPdf } from './pdf/dossier-pdf';

export type Progress = (stage: DossierStage, done: number, total: number) => Promise<void>;

/**
 * Writes the dossier into a temporary file: pdf-lib sets the pages in memory while each
 * reproduction's image goes to the file as soon as it is made, then the pages follow, and the
 * documents' files are streamed after them one by one as embedded files. Memory holds the pages
 * and one document at a time, never all the files nor all the reproductions.
 */
export async function writeDossierFile(content: DossierContent, progress: Progress, dir = os.tmpdir()): Promise<{ path: string; size: number; pages: number }> {
  const docs = content.sections.includes('documents') ? content.documents.length : 0;
  const total = 1 + 2 * docs;
  await progress('pages', 1, total);
  const file = path.join(dir, `patina-dossier-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  const out = fs.createWriteStream(file);
  try {
    const writer = new PdfWriter(out);
    const rendered: { doc: DossierPdf['doc'] | null } & Omit<DossierPdf, 'doc'> = await renderDossier(
      content,
      (n) => progress('documents', 1 + n, total),
      (doc, refs) => writer.spill(doc, refs),
    );
    const written = await writer.finish(rendered.doc!);
    rendered.doc = null; // the pages go before the files stream
    const base = { ...written, trailer: rendered.trailer };
    await progress('attach', 1 + docs, total);
    const size =
      rendered.plan.attachments.length > 0 ? await appendAttachments(out, rendered.plan, base, (i) => progress('attach', 2 + docs + i, total)) : base.length;
    out.end();
    await once(out, 'finish');
    return { path: file, size, pages: rendered.pageCount };
  } catch (error) {
    out.destroy();
    await fsp.rm(file, { force: true });
    throw error;
  }
}
