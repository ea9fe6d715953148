import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { excessByPlace } from './excess-reading';
import { gridPage, placedPage } from './grid-page.test-helper';
import { prepareText } from './text-values';

const page = (...rows: string[][]) => prepareText(rows.map((r) => r.join('   ')).join('\n'), true, gridPage(...rows));
const analyzeWords = (...rows: string[][]) =>
  analyzeText({ fileName: 'p.pdf', text: rows.map((r) => r.join('   ')).join('\n'), words: gridPage(...rows), today: '2026-01-01' });

describe('an excess by its place (decision 042)', () => {
  it('in the cell that names it, the sum nearest its word, after or before it', () => {
    expect(excessByPlace(page(['Vollkasko', 'Selbstbeteiligung pro Fall 500 €', '312,00 €']))).toBe(500);
    expect(excessByPlace(page(['Teilkasko (SB 150 €)', '98,40']))).toBe(150);
    expect(excessByPlace(page(['Teilkasko mit 300 DM Selbstbeteiligung', '120,10 DM']))).toBe(300);
  });

  it('judges an excess in a currency of small units by its worth: 150.000 forint or 100.000 Belgian francs are plausible', () => {
    expect(excessByPlace(page(['Casco', 'Selbstbeteiligung 150.000 Ft', '48.200 Ft']))).toBe(150_000);
    expect(excessByPlace(page(['Omnium', 'Franchise 100.000 BF', '21.400 BF']))).toBe(100_000);
    expect(excessByPlace(page(['Vollkasko', 'Selbstbeteiligung 150.000 €', '480 €']))).toBeNull();
  });

  it('"SB" alone is a plate code, never an excess', () => {
    expect(excessByPlace(page(['Kennzeichen', 'SB-K 412'], ['Beitrag', '210,00 €']))).toBeNull();
  });

  it('down the column a heading names, across the rows of its table', () => {
    expect(
      excessByPlace(
        page(
          ['SECTION', 'LIMIT', 'DEDUCTIBLE', 'PREMIUM'],
          ['Liability', '$50,000', '', '$80.00'],
          ['Towing', '$200', '', '$9.00'],
          ['Other than collision', '$20,000', '$500', '$120.00'],
        ),
      ),
    ).toBe(500);
  });

  it('under a heading line, the largest of its table (compulsory and voluntary make the total)', () => {
    expect(excessByPlace(page(['Excesses'], ['Own damage', '£75', '£125', '£200'], ['Glass', '£0', '£0', '£0']))).toBe(200);
  });

  it('is read on a policy whose excess has no label of its own', () => {
    const r = analyzeWords(
      ['Versicherungsschein'],
      ['Vertragsnummer', 'KV-2231-7'],
      ['Versicherungsbeginn', '01.04.2024'],
      ['Haftpflicht', 'pauschal 100 Mio. €', '120,00 €'],
      ['Teilkasko', 'Selbstbeteiligung je Schaden 150 €', '60,00 €'],
      ['Jahresbeitrag', '214,20 €'],
    );
    expect(r.documentType).toBe('insurance');
    expect(r.deductible).toBe(150);
    expect(r.coverageType).toBe('Teilkasko');
  });
});

describe('an excess and a cover under a section’s heading', () => {
  const policy = (...lines: string[]) => analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text: lines.join('\n'), today: '2026-01-01' });

  it('takes the sums beside the excesses’ labels over an excess a remark mentions', () => {
    const r = policy(
      'Motor Schedule',
      'Policy number   MS/1182/4',
      'Cover',
      'Type of cover   Third party, fire and theft',
      'Glass   Included (£50 excess)',
      'Excesses',
      'Compulsory excess   £150.00',
      'Voluntary excess   £100.00',
      'Total excess   £250.00',
    );
    expect(r.deductible).toBe(250);
    expect(r.coverageType).toBe('Third party, fire and theft');
  });
});

describe('a cover table whose heading row counts its term', () => {
  it('reads "6-MONTH PREMIUM" as a caption: the heading row stands over the covers', () => {
    const rows = [
      ['AUTO POLICY DECLARATIONS'],
      ['COVERAGE', 'LIMITS', '6-MONTH PREMIUM'],
      ['Bodily Injury Liability', '$50,000 each person', '$120.00'],
      ['Comprehensive', '$500 deductible', '$88.10'],
      ['TOTAL 6-MONTH POLICY PREMIUM', '', '$208.10'],
    ];
    const text = rows.map((r) => r.filter(Boolean).join('   ')).join('\n');
    const r = analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text, words: gridPage(...rows), today: '2026-01-01' });
    expect(r.coverageType).toBe('Comprehensive');
    expect(r.premium).toBe(208.1);
  });
});

describe('an excess under a heading of its own, and its short form', () => {
  it('reads the table under "Excesses" up to the next heading, not the premium below it', () => {
    const schedule = page(
      ['Excesses'],
      ['Compulsory excess', '£100'],
      ['Total own damage excess', '£200'],
      ['ENDORSEMENTS APPLYING'],
      ['Premium'],
      ['Total premium payable', '£231.62'],
    );
    expect(excessByPlace(schedule)).toBe(200);
    expect(excessByPlace(page(['Excesses'], ['Section', 'Compulsory', 'Voluntary', 'Total'], ['Accidental damage', '£50', '£100', '£150']))).toBe(150);
  });

  it('reads "XS" beside its sum as the excess', () => {
    expect(excessByPlace(page(['XS', '£250 own damage · £350 theft']))).toBe(250);
    expect(excessByPlace(page(['XS £250']))).toBe(250);
  });
});

describe('captions a page prints over each other', () => {
  it('are each their own column: the excess under its heading though the cover’s heading runs into it', () => {
    // "Limit of indemnity" set from the left, "Excess" right-aligned over its sums and begun inside it.
    const words = placedPage(
      [
        ['Section', 50],
        ['Limit of indemnity', 250],
        ['Excess', 330, 'right'],
        ['Premium', 450, 'right'],
      ],
      [
        ['Third party', 50],
        ['£1,000,000', 250],
        ['nil', 330, 'right'],
        ['£88.00', 450, 'right'],
      ],
      [
        ['Own damage', 50],
        ['£24,000', 250],
        ['£350', 330, 'right'],
        ['£141.00', 450, 'right'],
      ],
    );
    const doc = prepareText(words.map((w) => w.text).join(' '), false, words);
    expect(doc.lines[0]).toBe('Section   Limit of indemnity   Excess   Premium');
    expect(excessByPlace(doc)).toBe(350);
  });
});
