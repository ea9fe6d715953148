import type { TimelineEvent } from '../../../../shared/history/history-api';
import { documentTypes } from '../../../../shared/documents/document-types';
import { fillDossierText as fill, type DossierTexts } from '../../../../shared/dossier/dossier-texts';

/**
 * A timeline event's title in the dossier's language. Events name a translation key of the
 * feature that provides them (client locale files, which the server does not read); the dossier
 * words the history module's own keys and falls back to the owner's title for any other source.
 */
export function timelineLabel(e: TimelineEvent, t: DossierTexts): string {
  const key = e.labelKey;
  const docType = /^history\.events\.document\.(\w+)$/.exec(key)?.[1];
  if (docType && (documentTypes as readonly string[]).includes(docType)) return t.type[docType as keyof DossierTexts['type']];
  if (key === 'history.events.purchase') return t.timeline.purchase;
  if (key === 'history.events.sale') return t.timeline.sale;
  if (key === 'history.events.photos') return fill(t.timeline.photos, e.labelVars);
  if (key.startsWith('history.events.grading.')) return fill(t.timeline.grading, e.labelVars);
  const value = /^history\.events\.value\.(\w+)$/.exec(key)?.[1];
  if (value && value in t.valueKind) return t.valueKind[value as keyof DossierTexts['valueKind']];
  return e.title ?? e.kind;
}
