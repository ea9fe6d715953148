import { MESSAGES } from '@shared/documents/upload-rules';
import { QUEUE_TEXT, rowLine, type QueueItem, type QueueState, type QueueStats } from '@shared/bulk-upload/queue-state';
import type { TranslateVars } from '@/lib/i18n';

type T = (key: string, vars?: TranslateVars) => string;

/** SPEC's English texts (kept as such in the queue) and the locale keys that show them. */
const KEYS: Record<string, string> = {
  [QUEUE_TEXT.converting]: 'bulkUpload.text.converting',
  [QUEUE_TEXT.analyzing]: 'bulkUpload.text.analyzing',
  [QUEUE_TEXT.ready]: 'bulkUpload.text.ready',
  [QUEUE_TEXT.duplicate]: 'bulkUpload.text.duplicate',
  [QUEUE_TEXT.saving]: 'bulkUpload.text.saving',
  [QUEUE_TEXT.saved]: 'bulkUpload.text.saved',
  [QUEUE_TEXT.processFailed]: 'bulkUpload.text.processFailed',
  [QUEUE_TEXT.saveFailed]: 'bulkUpload.text.saveFailed',
  'Already exists': 'bulkUpload.text.alreadyExists',
  [MESSAGES.invalidType]: 'bulkUpload.rules.invalidType',
  [MESSAGES.forbidden]: 'bulkUpload.rules.forbidden',
  'Failed to upload document file': 'bulkUpload.text.uploadFailed',
  'Failed to save document information': 'bulkUpload.text.insertFailed',
  Queued: 'bulkUpload.status.queued',
  Processing: 'bulkUpload.status.processing',
  Analyzing: 'bulkUpload.status.analyzing',
  Ready: 'bulkUpload.status.ready',
  Saving: 'bulkUpload.status.saving',
  Complete: 'bulkUpload.status.complete',
  Error: 'bulkUpload.status.error',
};

/** A known text in the user's language; anything else (a server's own message) as it came. */
export function translateQueueText(t: T, text: string): string {
  const key = KEYS[text];
  if (key) return t(key);
  const tooLarge = /^File size exceeds (\d+)MB limit\.$/.exec(text);
  if (tooLarge) return t('bulkUpload.rules.tooLarge', { mb: tooLarge[1] });
  return text;
}

export const rowLineText = (t: T, item: Pick<QueueItem, 'status' | 'error' | 'progress'>) => translateQueueText(t, rowLine(item));

/** SPEC §2's progress text, translated. */
export function progressLine(t: T, state: Pick<QueueState<unknown>, 'isProcessing' | 'isSaving'>, stats: Pick<QueueStats, 'progress'>) {
  if (state.isProcessing) return t('bulkUpload.progress.processing');
  if (state.isSaving) return t('bulkUpload.progress.saving');
  return t('bulkUpload.progress.percent', { percent: stats.progress });
}
