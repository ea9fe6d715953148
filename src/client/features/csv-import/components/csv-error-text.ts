import { ApiError } from '@/lib/api';
import type { useTranslation } from '@/lib/i18n';

type T = ReturnType<typeof useTranslation>['t'];

const known = new Set(['csv_too_large', 'csv_too_many_rows', 'csv_not_text', 'csv_empty', 'csv_rows_invalid']);

/** The server's refusal in the reader's language; a broken quote names its row (from the issue's path `row.N`). */
export function csvErrorText(error: unknown, t: T): string {
  if (!(error instanceof ApiError)) return t('csvImport.errors.unknown');
  if (error.code === 'csv_broken_quoting') {
    const row = /^row\.(\d+)/.exec(error.issues?.[0]?.path ?? '')?.[1] ?? '?';
    return t('csvImport.errors.csv_broken_quoting', { row });
  }
  if (error.code === 'csv_rows_invalid') return t('csvImport.errors.csv_rows_invalid', { count: new Set(error.issues?.map((i) => i.path.split('.')[1])).size });
  if (known.has(error.code)) return t(`csvImport.errors.${error.code}`);
  return error.status === 404 ? t('csvImport.errors.notFound') : t('csvImport.errors.unknown');
}
