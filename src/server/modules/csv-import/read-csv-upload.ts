import type { FastifyRequest } from 'fastify';
import { csvImportLimits, csvImportOptionsSchema, type CsvImportOptions } from '../../../shared/csv-import/csv-import-api';
import { CsvReader, CsvSyntaxError, detectDelimiter, type CsvDelimiter } from '../../../shared/csv-import/read-csv';
import { AppError } from '../../http/app-error';
import { fieldValue, multipartParts } from '../../intake/read-multipart';
import { csvError } from './csv-errors';

export interface CsvUpload {
  records: string[][];
  delimiter: CsvDelimiter;
  options: CsvImportOptions;
}

// One byte over the limit is enough to know the file is too large: the parser stops there.
const partsOptions = {
  throwFileSizeLimit: false,
  limits: { fileSize: csvImportLimits.maxBytes + 1, files: 1, fields: 10, fieldSize: 64 * 1024 },
} as Parameters<FastifyRequest['parts']>[0];

/**
 * Reads the form of both CSV routes: the option fields, then the file, read as it arrives. The
 * records are counted on the way, so a file with a million short rows is refused at row 10,001,
 * and a large one at 5 MB, without either being held whole. Files Excel saved in Windows-1252
 * (German umlauts) are read as such when they are no valid UTF-8.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', { status: 415, message: 'Send the CSV file as multipart/form-data in the field "file".' });
  const fields: Record<string, string> = {};
  let upload: Omit<CsvUpload, 'options'> | undefined;
  for await (const part of multipartParts(request, partsOptions)) {
    if (part.type === 'field') {
      fields[part.fieldname] = fieldValue(part.value, `body.${part.fieldname}`);
    } else if (part.fieldname === 'file' && !upload) {
      upload = await readFile(part.file);
    } else {
      part.file.resume();
    }
  }
  if (!upload) throw AppError.badRequest('Choose a CSV file.', [{ path: 'file', message: 'is required' }]);
  return { ...upload, options: readOptions(fields) };
}

function readOptions(fields: Record<string, string>): CsvImportOptions {
  let mapping: unknown;
  try {
    mapping = fields.mapping ? JSON.parse(fields.mapping) : undefined;
  } catch {
    throw AppError.badRequest('The column mapping is not valid JSON.', [{ path: 'mapping', message: 'must be JSON' }]);
  }
  const parsed = csvImportOptionsSchema.safeParse({ format: fields.format, defaultKind: fields.defaultKind || undefined, mapping });
  if (!parsed.success)
    throw new AppError('validation_failed', {
      status: 400,
      message: 'The import options are not valid.',
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  return parsed.data;
}

async function readFile(stream: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<Omit<CsvUpload, 'options'>> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let encoding: 'utf-8' | 'windows-1252' = 'utf-8';
  let decoder = new TextDecoder(encoding, { fatal: true });
  let reader: CsvReader | undefined;
  let records: string[][] = [];
  const onRecord = (fields: string[], row: number) => {
    if (row > csvImportLimits.maxRows + 1) throw csvError('csv_too_many_rows');
    records.push(fields);
  };
  const feed = (text: string) => {
    if (text.includes('\0')) throw csvError('csv_not_text');
    reader ??= new CsvReader(detectDelimiter(text), onRecord);
    reader.push(text);
  };
  const decode = (chunk: Buffer, isLast: boolean) => {
    try {
      feed(decoder.decode(chunk, { stream: !isLast }));
    } catch (error) {
      if (!(error instanceof TypeError) || encoding !== 'utf-8') throw error;
      // Not UTF-8: read everything so far again as Windows-1252 (which decodes any byte).
      encoding = 'windows-1252';
      decoder = new TextDecoder(encoding);
      reader = undefined;
      records = [];
      for (const c of chunks) feed(decoder.decode(c, { stream: true }));
    }
  };
  try {
    for await (const chunk of stream) {
      bytes += chunk.length;
      if (bytes > csvImportLimits.maxBytes) throw csvError('csv_too_large');
      chunks.push(chunk);
      decode(chunk, false);
    }
    if (stream.truncated) throw csvError('csv_too_large');
    decode(Buffer.alloc(0), true);
    reader?.end();
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw csvError('csv_broken_quoting', { row: error.row, detail: error.message });
    throw error;
  }
  if (!reader || records.length === 0) throw csvError('csv_empty');
  return { records, delimiter: reader.delimiter };
}
