import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, toJson, toList, type FeedbackExportRow } from './feedback-export';

const row: FeedbackExportRow = {
  id: 'f1',
  createdAt: '2026-11-23T10:00:00.000Z',
  userEmail: 'ann@example.org',
  category: 'problem',
  rating: 2,
  pagePath: '/garage',
  hasScreenshot: true,
  message: 'The "Save" button, then\nnothing',
};

describe('feedback export', () => {
  it('writes CSV with a header and RFC 4180 quoting', () => {
    expect(toCsv([row])).toBe(
      'id,createdAt,userEmail,category,rating,pagePath,hasScreenshot,message\r\nf1,2026-11-23T10:00:00.000Z,ann@example.org,problem,2,/garage,true,"The ""Save"" button, then\nnothing"\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvCell(null)).toBe('');
  });

  it('writes JSON that reads back the same', () => {
    expect(JSON.parse(toJson([row]))).toEqual([row]);
  });

  it('lists readable blocks', () => {
    expect(toList([row])).toContain('problem  ★★☆☆☆  ann@example.org  /garage  [screenshot]\n  The "Save" button, then\n  nothing');
    expect(toList([])).toBe('No feedback yet.\n');
  });
});
