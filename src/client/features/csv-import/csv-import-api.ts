import type { ColumnMapping, CsvFormat } from '@shared/csv-import/column-mapping';
import type { CsvImportResult, CsvPreview } from '@shared/csv-import/csv-import-api';
import type { RecordKind } from '@shared/csv-import/record-kinds';
import { api } from '@/lib/api';

export interface CsvImportRequest {
  file: File;
  format: CsvFormat;
  defaultKind: RecordKind;
  /** Absent: the server guesses it from the headers. */
  mapping?: ColumnMapping;
}

const url = (vehicleId: string, path = '') => `/api/vehicles/${encodeURIComponent(vehicleId)}/csv-import${path}`;

// The option fields come before the file: the server reads the file as it arrives.
function form({ file, format, defaultKind, mapping }: CsvImportRequest) {
  const body = new FormData();
  body.append('format', format);
  body.append('defaultKind', defaultKind);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  body.append('file', file);
  return body;
}

/** Every row as it would be imported, with its errors; nothing is written. */
export const previewCsvImport = (vehicleId: string, request: CsvImportRequest) =>
  api<CsvPreview>(url(vehicleId, '/preview'), { method: 'POST', body: form(request) });

/** The same file and choices again: all rows are written, or none. */
export const importCsvRecords = (vehicleId: string, request: CsvImportRequest) => api<CsvImportResult>(url(vehicleId), { method: 'POST', body: form(request) });
