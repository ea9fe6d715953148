import { describe, expect, it } from 'vitest';
import { CsvReader, CsvSyntaxError, detectDelimiter, maxFieldLength, readCsv } from './read-csv';

describe('readCsv', () => {
  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', () => {
    expect(readCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('drops a byte order mark, blank lines and takes LF, CRLF and CR alike', () => {
    expect(readCsv('\uFEFFa;b\n\n1;2\r3;4\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps empty fields and a last line without a line break', () => {
    expect(readCsv('a,,c\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(readCsv('a,b\n12" wheels,x\n')).toEqual([
      ['a', 'b'],
      ['12" wheels', 'x'],
    ]);
  });

  it('refuses a quote never closed, naming the row it opened in', () => {
    const error = (() => {
      try {
        readCsv('a,b\n1,2\n"open,3\n4,5\n');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ reason: 'unclosed_quote', row: 3 });
    expect((error as Error).message).toBe('Row 3: a quoted field is never closed.');
  });

  it('refuses text after a closing quote, naming the row', () => {
    expect(() => readCsv('a,b\n"x"y,2\n')).toThrow(expect.objectContaining({ reason: 'text_after_quote', row: 2 }));
  });

  it('stops an unclosed quote at the field limit instead of swallowing the file', () => {
    const reader = new CsvReader(',', () => undefined);
    reader.push('a\n"');
    expect(() => reader.push('x'.repeat(maxFieldLength + 1))).toThrow(expect.objectContaining({ reason: 'unclosed_quote', row: 2 }));
  });

  it('reads the same records fed in pieces, split anywhere', () => {
    const text = 'd,"q ""x""\r\ny"\r\n1,2\r\n';
    const whole = readCsv(text, ',');
    for (let cut = 1; cut < text.length; cut++) {
      const got: string[][] = [];
      const reader = new CsvReader(',', (f) => got.push(f));
      reader.push(text.slice(0, cut));
      reader.push(text.slice(cut));
      reader.end();
      expect(got).toEqual(whole);
    }
  });
});

describe('detectDelimiter', () => {
  it('takes the most frequent of comma, semicolon and tab in the first line, outside quotes', () => {
    expect(detectDelimiter('Datum;Kilometerstand;Beschreibung;Kosten\n1,2;3')).toBe(';');
    expect(detectDelimiter('date\todometer\tcost')).toBe('\t');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('\uFEFFdate')).toBe(',');
  });
});
