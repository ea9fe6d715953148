import { z } from 'zod';
import { documentTypes } from '../documents/document-types';

/**
 * The provenance dossier's requests and answers. The cover is always there (it names the
 * vehicle); every other section and every document type is the owner's choice.
 */
export const dossierSections = ['facts', 'ownership', 'timeline', 'value', 'flags', 'stories', 'documents'] as const;
export type DossierSection = (typeof dossierSections)[number];

export const dossierLanguages = ['en', 'de'] as const;
export type DossierLanguage = (typeof dossierLanguages)[number];

export const dossierStatuses = ['queued', 'running', 'ready', 'failed'] as const;
export type DossierStatus = (typeof dossierStatuses)[number];

/** What the job is doing; the client words each stage. */
export const dossierStages = ['collect', 'pages', 'documents', 'attach', 'store'] as const;
export type DossierStage = (typeof dossierStages)[number];

export const dossierMessages = {
  sections: 'must name known sections',
  documentTypes: 'must name known document types',
  language: 'must be en or de',
  nothing: 'must choose at least one section',
} as const;

export const dossierOptionsSchema = z
  .object({
    sections: z.array(z.enum(dossierSections, { error: dossierMessages.sections })).max(dossierSections.length, dossierMessages.sections),
    documentTypes: z.array(z.enum(documentTypes, { error: dossierMessages.documentTypes })).max(documentTypes.length, dossierMessages.documentTypes),
    language: z.enum(dossierLanguages, { error: dossierMessages.language }),
  })
  // Sorted and unique, so that the stored options read the same however they were sent.
  .transform((o) => ({
    sections: dossierSections.filter((s) => o.sections.includes(s)),
    documentTypes: documentTypes.filter((t) => o.documentTypes.includes(t)),
    language: o.language,
  }));
export type DossierOptionsInput = z.input<typeof dossierOptionsSchema>;
export type DossierOptions = z.output<typeof dossierOptionsSchema>;

export const dossierSchema = z.object({
  id: z.string(),
  status: z.enum(dossierStatuses),
  stage: z.enum(dossierStages).nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  options: z.object({ sections: z.array(z.enum(dossierSections)), documentTypes: z.array(z.enum(documentTypes)), language: z.enum(dossierLanguages) }),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  /** Where the finished PDF downloads from; null until it is ready. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Dossier = z.infer<typeof dossierSchema>;

/** The vehicle's dossier answer: the newest one (in work or ready), or none yet. */
export const currentDossierSchema = z.object({ dossier: dossierSchema.nullable() });
export type CurrentDossier = z.infer<typeof currentDossierSchema>;

/** Percent done for a progress bar: the stages before the documents count as the first tenth. */
export function dossierPercent(d: Pick<Dossier, 'status' | 'progress'>): number {
  if (d.status === 'ready') return 100;
  if (d.progress.total <= 0) return d.status === 'running' ? 5 : 0;
  return Math.min(99, Math.round(10 + (90 * d.progress.done) / d.progress.total));
}

/** The PDF's file name: the vehicle in plain ASCII (a buyer's mail client may mangle the rest) and the day. */
export function dossierFileName(v: { year: number; make: string; model: string }, day: string, language: DossierLanguage): string {
  const plain = `${v.year} ${v.make} ${v.model}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${plain || 'vehicle'}-${language === 'de' ? 'Dossier' : 'dossier'}-${day}.pdf`;
}
