import type { ImportSummary } from '@shared/export/export-api';
import { api } from '@/lib/api';

/** The whole garage as one ZIP: a plain link, so the browser streams the download to disk. */
export const exportUrl = '/api/export';

export function importArchive(file: File): Promise<ImportSummary> {
  const body = new FormData();
  body.append('archive', file, file.name);
  return api<ImportSummary>('/api/import', { method: 'POST', body });
}
