import { csvImportLimits } from '../../../shared/csv-import/csv-import-api';
import { AppError, type AppErrorIssue } from '../../http/app-error';

/** The CSV import's refusals: stable codes the client words in en and de; nothing is written for any of them. */
export type CsvErrorCode = 'csv_too_large' | 'csv_too_many_rows' | 'csv_broken_quoting' | 'csv_not_text' | 'csv_empty' | 'csv_rows_invalid';

const limitMb = csvImportLimits.maxBytes / 1024 / 1024;
const rows = csvImportLimits.maxRows.toLocaleString('en');

export function csvError(code: CsvErrorCode, vars: { row?: number; detail?: string; count?: number; issues?: AppErrorIssue[] } = {}): AppError {
  switch (code) {
    case 'csv_too_large':
      return new AppError(code, { status: 413, message: `The CSV file is larger than ${limitMb} MB. Split it and import the parts. Nothing was saved.` });
    case 'csv_too_many_rows':
      return new AppError(code, { status: 413, message: `The CSV file has more than ${rows} rows. Split it and import the parts. Nothing was saved.` });
    case 'csv_broken_quoting':
      return new AppError(code, {
        status: 400,
        message: `${vars.detail ?? `Row ${vars.row}: broken quoting.`} Nothing was saved.`,
        issues: [{ path: `row.${vars.row}`, message: 'broken quoting' }],
      });
    case 'csv_not_text':
      return new AppError(code, { status: 400, message: 'This file is not a CSV text file. Nothing was saved.' });
    case 'csv_empty':
      return new AppError(code, { status: 400, message: 'The CSV file has no rows to import. Nothing was saved.' });
    case 'csv_rows_invalid':
      return new AppError(code, {
        status: 400,
        message: `${vars.count} rows have errors: correct them and import again. Nothing was saved.`,
        issues: vars.issues,
      });
  }
}
