import { FIRST_YEAR } from '../vehicles/vehicle-schema';
import { guessMapping, isLubeLoggerFuel, type ColumnMapping, type CsvField } from './column-mapping';
import type { CsvImportOptions, CsvPreview, ImportedRecord, PreviewRow, RowErrorCode } from './csv-import-api';
import { detectNumberStyle, detectSlashOrder, parseCsvDate, parseCsvInteger, parseCsvMoney } from './csv-values';
import type { CsvDelimiter } from './read-csv';
import { parseKind, type RecordKind } from './record-kinds';

export const maxDescriptionLength = 500;
export const maxNotesLength = 4_000;

export interface PreviewInput {
  /** The header row first, then the data rows (as read, at most the row limit). */
  records: string[][];
  delimiter: CsvDelimiter;
  options: CsvImportOptions;
  /** The vehicle's currency: every amount of the file is taken to be in it. */
  currency: string;
  /** Today (YYYY-MM-DD) in UTC: no record may lie after tomorrow. */
  today: string;
}

const tomorrow = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Every row of the file as the record it would become, or why it cannot: nothing is written, so
 * the owner sees every error at once. A LubeLogger fuel export becomes fuel records whatever
 * default kind was chosen.
 */
export function previewCsv({
  records,
  delimiter,
  options,
  currency,
  today,
}: PreviewInput): Omit<CsvPreview, 'counts'> & { counts: Omit<CsvPreview['counts'], 'duplicates'> } {
  const [headers = [], ...rows] = records;
  const mapping: ColumnMapping = options.mapping ?? guessMapping(headers, options.format);
  const defaultKind: RecordKind = options.format === 'lubelogger' && isLubeLoggerFuel(headers) ? 'fuel' : options.defaultKind;
  const column = (field: CsvField) => (mapping[field] === undefined ? [] : rows.map((r) => r[mapping[field]!] ?? ''));
  const numberStyle = detectNumberStyle([...column('cost'), ...column('odometer')], delimiter);
  const slashOrder = detectSlashOrder(column('date'));
  const latest = tomorrow(today);

  const previewRows: PreviewRow[] = rows.map((cells, i) => {
    const errors: PreviewRow['errors'] = [];
    const fail = (field: CsvField, code: RowErrorCode) => errors.push({ field, code });
    const cell = (field: CsvField) => (mapping[field] === undefined ? '' : (cells[mapping[field]!] ?? '').trim());

    const dateText = cell('date');
    const date = dateText === '' ? null : parseCsvDate(dateText, slashOrder);
    if (dateText === '') fail('date', 'date_missing');
    else if (date === null) fail('date', 'date_invalid');
    else if (date < `${FIRST_YEAR}-01-01` || date > latest) fail('date', 'date_out_of_range');

    // LubeLogger writes 0 for a record without a reading: no reading, not a reset odometer.
    const odometer = parseCsvInteger(cell('odometer'), numberStyle);
    if (odometer !== null && (Number.isNaN(odometer) || odometer > 10_000_000)) fail('odometer', 'odometer_invalid');

    const cost = parseCsvMoney(cell('cost'), numberStyle, currency);
    if (cost !== null && (Number.isNaN(cost) || Math.abs(cost) > 1e12)) fail('cost', 'cost_invalid');
    else if (cost !== null && cost < 0) fail('cost', 'cost_negative');

    const kindText = cell('kind');
    const kind = kindText === '' ? defaultKind : parseKind(kindText);
    if (kind === null) fail('kind', 'kind_invalid');

    const description = cell('description');
    if (description === '' && kind !== 'fuel') fail('description', 'description_missing');
    if (description.length > maxDescriptionLength) fail('description', 'too_long');
    const notes = cell('notes');
    if (notes.length > maxNotesLength) fail('notes', 'too_long');

    const record: ImportedRecord | null =
      errors.length === 0
        ? {
            kind: kind!,
            date: date!,
            odometer: odometer === 0 ? null : odometer,
            description: description || null,
            cost,
            currency,
            notes: notes || null,
          }
        : null;
    return { row: i + 2, cells, record, errors, isDuplicate: false };
  });

  const invalid = previewRows.filter((r) => r.errors.length > 0).length;
  return {
    format: options.format,
    delimiter,
    numberStyle,
    headers,
    mapping,
    defaultKind,
    rows: previewRows,
    counts: { rows: previewRows.length, valid: previewRows.length - invalid, invalid },
  };
}

/** The key two records share when they are the same entry (an export imported twice). */
export const recordKey = (r: Pick<ImportedRecord, 'kind' | 'date' | 'odometer' | 'description' | 'cost'>) =>
  JSON.stringify([r.kind, r.date, r.odometer, r.description, r.cost]);
