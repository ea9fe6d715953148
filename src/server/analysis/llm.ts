import { z } from 'zod';
import { analysisResultSchema, ISSUE_KEY, type AnalysisResult } from '../../shared/analysis/analysis-result';
import { buildRows, type Word } from '../../shared/analysis/layout';

/**
 * The optional second opinion: an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama,
 * vLLM, llama.cpp server) asked for the same JSON. The local result stays the answer; the model
 * fills what the parsers missed, and where both found a value and they differ, the user is told.
 */
export interface LlmOptions {
  url: string;
  model?: string;
  apiKey?: string;
  timeoutMs?: number;
}

const FIELDS = [
  'laborCost',
  'partsCost',
  'totalCost',
  'serviceMileage',
  'shopName',
  'policyNumber',
  'coverageType',
  'premium',
  'effectiveStart',
  'effectiveEnd',
  'deductible',
  'purchasePrice',
  'sellerName',
  'saleDate',
  'appraisedValue',
  'appraiserName',
  'appraisalDate',
  'conditionNotes',
  'registrationNumber',
  'expiryDate',
  'plateNumber',
  'serviceDate',
] as const satisfies readonly (keyof AnalysisResult)[];
type Field = (typeof FIELDS)[number];

const remoteSchema = analysisResultSchema.partial();
export type LlmAnswer = Partial<AnalysisResult>;

function endpoint(url: string): string {
  return /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/$/, '')}/chat/completions`;
}

const jsonSchema = z.toJSONSchema(
  remoteSchema.pick(Object.fromEntries(FIELDS.map((f) => [f, true])) as Record<Field, true>).extend({
    workPerformed: z.array(z.string()),
    partsUsed: z.array(z.string()),
  }),
  { target: 'draft-7' },
);

/**
 * The page's layout for the model: each row with its cells' positions (left edge and top, in
 * the page's units), so that it can tell a label's value below it or in another column.
 */
export function layoutText(words: Word[]): string {
  return buildRows(words)
    .map((row) => `y=${Math.round(row.y0)}: ${row.cells.map((c) => `[x=${Math.round(c.x0)}] ${c.text}`).join('  ')}`)
    .join('\n');
}

export async function askLlm(opts: LlmOptions, doc: { text: string; words?: Word[]; fileName: string; documentType: string }): Promise<LlmAnswer> {
  const page = doc.words?.length ? `Rows of the page with each cell's position:\n${layoutText(doc.words)}` : doc.text;
  const res = await fetch(endpoint(opts.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(opts.apiKey && { authorization: `Bearer ${opts.apiKey}` }) },
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    body: JSON.stringify({
      model: opts.model ?? 'default',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'vehicle_document', schema: jsonSchema } },
      messages: [
        {
          role: 'system',
          content:
            'You read vehicle paperwork (service invoices, titles, registrations, insurance, bills of sale, appraisals, receipts) in English or German. ' +
            'Answer only with JSON of the given schema: amounts as numbers in the document currency (major units), dates as YYYY-MM-DD, mileage as the printed integer, null for what the page does not say. totalCost includes tax.',
        },
        { role: 'user', content: `File: ${doc.fileName}\nType: ${doc.documentType}\n\n${page.slice(0, 40_000)}` },
      ],
    }),
  });
  if (!res.ok) throw new Error(`LLM endpoint answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (!content) throw new Error('LLM answer has no content');
  const raw = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as Record<string, unknown>;
  // Keep each field that is valid on its own: one bad value must not discard the rest.
  const answer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = (remoteSchema.shape as Record<string, z.ZodType>)[key];
    if (field && field.safeParse(value).success) answer[key] = value;
  }
  return answer as LlmAnswer;
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 0.01;
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');
  return a === b;
}

const DISAGREEMENT = {
  en: (field: string, theirs: string, mine: string) => `The language model read ${field} as ${theirs}, the document reader as ${mine}.`,
  de: (field: string, theirs: string, mine: string) => `Das Sprachmodell las ${field} als ${theirs}, die Dokumentanalyse als ${mine}.`,
};

/** The local reading stays the answer: the model only fills gaps, and every disagreement becomes an issue. */
export function mergeWithLlm(local: AnalysisResult, remote: LlmAnswer, language: 'en' | 'de' = 'en'): AnalysisResult {
  const merged: AnalysisResult = { ...local, extractedData: [...local.extractedData] };
  let disagreements = 0;
  for (const field of FIELDS) {
    const mine = local[field];
    const theirs = remote[field];
    if (theirs === undefined || theirs === null) continue;
    if (mine === null) (merged as Record<Field, unknown>)[field] = theirs;
    else if (!same(mine, theirs)) {
      disagreements++;
      merged.extractedData.push({ key: ISSUE_KEY, value: DISAGREEMENT[language](field, String(theirs), String(mine)) });
    }
  }
  if (!local.workPerformed.length && remote.workPerformed?.length) merged.workPerformed = remote.workPerformed;
  if (!local.partsUsed.length && remote.partsUsed?.length) merged.partsUsed = remote.partsUsed;
  if (disagreements && merged.confidence === 'High') merged.confidence = 'Medium';
  if (disagreements >= 2) merged.confidence = 'Low';
  return merged;
}
