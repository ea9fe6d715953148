/**
 * An RFC 4180 reader fed in chunks, so that the server can count records while the upload is
 * still arriving and refuse a file with too many rows without holding it all. Quoted fields may
 * hold delimiters, doubled quotes and line breaks; CRLF, LF and a lone CR end a record.
 */
export const csvDelimiters = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

/** Why a file cannot be read; `row` counts records from 1 (the header), as a spreadsheet shows them. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly reason: 'unclosed_quote' | 'text_after_quote' | 'field_too_long',
    readonly row: number,
  ) {
    super(
      reason === 'unclosed_quote'
        ? `Row ${row}: a quoted field is never closed.`
        : reason === 'text_after_quote'
          ? `Row ${row}: text follows a closing quote (a quote inside a field must be doubled).`
          : `Row ${row}: a field is longer than the limit (often a quote that is never closed).`,
    );
    this.name = 'CsvSyntaxError';
  }
}

/** The longest field kept: a quote never closed would otherwise swallow the rest of the file. */
export const maxFieldLength = 10_000;

/**
 * The delimiter of a file, judged by its first line (outside quotes): the candidate that occurs
 * most; a tie or none means a comma.
 */
export function detectDelimiter(start: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(csvDelimiters.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of start.replace(/^\uFEFF/, '')) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch as CsvDelimiter)) counts.set(ch as CsvDelimiter, counts.get(ch as CsvDelimiter)! + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of csvDelimiters) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

type State = 'start' | 'unquoted' | 'quoted' | 'quote_in_quoted' | 'after_cr';

export class CsvReader {
  private state: State = 'start';
  private field = '';
  private record: string[] = [];
  private isFirstChunk = true;
  /** Records completed so far (blank lines are not records). */
  row = 0;

  constructor(
    readonly delimiter: CsvDelimiter,
    private readonly onRecord: (fields: string[], row: number) => void,
  ) {}

  push(chunk: string) {
    if (this.isFirstChunk) {
      chunk = chunk.replace(/^\uFEFF/, '');
      this.isFirstChunk = false;
    }
    for (const ch of chunk) this.take(ch);
  }

  /** The end of the file: a quote still open is an error naming the row it opened in. */
  end() {
    if (this.state === 'quoted') throw new CsvSyntaxError('unclosed_quote', this.row + 1);
    if (this.state !== 'after_cr') this.finishRecord();
  }

  private take(ch: string) {
    const d = this.delimiter;
    if (this.state === 'after_cr') {
      this.state = 'start';
      if (ch === '\n') return;
    }
    switch (this.state) {
      case 'quoted':
        if (ch === '"') this.state = 'quote_in_quoted';
        else this.append(ch);
        return;
      case 'quote_in_quoted':
        if (ch === '"') {
          this.append('"');
          this.state = 'quoted';
          return;
        }
        if (ch !== d && ch !== '\n' && ch !== '\r') throw new CsvSyntaxError('text_after_quote', this.row + 1);
        break;
      case 'start':
        if (ch === '"' && this.field === '') {
          this.state = 'quoted';
          return;
        }
        break;
    }
    if (ch === d) {
      this.record.push(this.field);
      this.field = '';
      this.state = 'start';
    } else if (ch === '\n' || ch === '\r') {
      this.finishRecord();
      this.state = ch === '\r' ? 'after_cr' : 'start';
    } else {
      // A quote inside an unquoted field is kept as it is, as spreadsheets write and read it.
      this.append(ch);
      this.state = 'unquoted';
    }
  }

  private append(ch: string) {
    if (this.field.length >= maxFieldLength) throw new CsvSyntaxError(this.state === 'quoted' ? 'unclosed_quote' : 'field_too_long', this.row + 1);
    this.field += ch;
  }

  private finishRecord() {
    this.record.push(this.field);
    const fields = this.record;
    this.record = [];
    this.field = '';
    // A blank line (one empty field) is no record.
    if (fields.length === 1 && fields[0] === '') return;
    this.row += 1;
    this.onRecord(fields, this.row);
  }
}

/** A whole text at once: the records in order (for tests and the browser). */
export function readCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): string[][] {
  const records: string[][] = [];
  const reader = new CsvReader(delimiter, (fields) => records.push(fields));
  reader.push(text);
  reader.end();
  return records;
}
