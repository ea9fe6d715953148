import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { prepareText } from './text-values';
import { addendsOfTotal, identifierByLabelShape, latestUnclaimedDate, plateByFormat, totalByArithmetic, yearLongPeriod } from './unlabelled-fields';

const doc = (...lines: string[]) => prepareText(lines.join('\n'), true);

describe('fields without a label of their own list', () => {
  it('an identifier under any label shaped like one, never a customer number, a date or a VIN', () => {
    expect(identifierByLabelShape(doc('Kundennummer: 778812', 'Zertifikatsnummer: QX-2231-77'), /kunde/i)).toBe('QX-2231-77');
    expect(identifierByLabelShape(doc('Widget ID   4711-A'), /kunde/i)).toBe('4711-A');
    expect(identifierByLabelShape(doc('Entry no.: 12.03.2024'), /kunde/i)).toBeNull();
    expect(identifierByLabelShape(doc('Unit ID   1HGCM82633A004352'), /kunde/i)).toBeNull();
  });

  it('reads an identifier column under a heading row', () => {
    expect(identifierByLabelShape(doc('PLATE NO   YR   FILE NO   DUE', 'ABC123   87   77-12345   04/26/2027'), /plate/i)).toBe('77-12345');
  });

  it('knows German and current British plates by their format only', () => {
    expect(plateByFormat(doc('Something   K-C 522', 'x'))).toBe('K-C 522');
    expect(plateByFormat(doc('Mark   MD11 BDC'))).toBe('MD11 BDC');
    expect(plateByFormat(doc('Order   2024-77'))).toBeNull();
  });

  it('a total that the two amounts above it add up to', () => {
    expect(totalByArithmetic(doc('Before anything   469.80', 'Levy   56.38', 'Whatever   £ 526.18', 'Monthly   £ 43.85'))).toBe(526.18);
    expect(totalByArithmetic(doc('A   10.00', 'B   20.00', 'C   35.00'))).toBeNull();
  });

  it('two dates one year apart (less a day) are a period', () => {
    expect(yearLongPeriod(doc('Issued 01.02.2024', 'Begins 03.03.2016   Stops 02.03.2017'))).toEqual({ start: '2016-03-03', end: '2017-03-02' });
    expect(yearLongPeriod(doc('03.03.2016   05.09.2016'))).toBeNull();
  });

  it('an expiry is the latest date no label claims, with another date before it', () => {
    expect(latestUnclaimedDate(doc('Made 12.05.1971', 'Checked until 31.03.2026'), new Set(['1971-05-12']))).toBe('2026-03-31');
    expect(latestUnclaimedDate(doc('Made 12.05.1971', 'Issued 31.03.2026'), new Set(['2026-03-31']))).toBeNull();
    expect(latestUnclaimedDate(doc('Only 31.03.2026'), new Set())).toBeNull();
  });
});

describe('a contract without the usual labels', () => {
  const contract = [
    'Some Agreement',
    'Made in   1968',
    'First on the road   09.11.1968',
    'Changed hands   11.06.2007',
    'Agreed   € 11.500,00',
    'A deposit of € 1.150,00 has been paid.',
    '________________      ________________',
  ].join('\n');
  it('its price is its largest sum and its sale date its latest unclaimed date', () => {
    const result = analyzeText({ text: contract, fileName: 'x.pdf', documentType: 'purchase', today: '2026-01-01' });
    expect(result.purchasePrice).toBe(11500);
    expect(result.saleDate).toBe('2007-06-11');
  });
});

describe('subtotals by arithmetic', () => {
  it('two amounts adding up to the next line, with a larger gross after it, are a split of the net', () => {
    expect(addendsOfTotal(doc('Hours   208.80', 'Stuff   68.34', 'Before   277.14', 'Levy 7%   19.40', 'Pay   $296.54'))).toEqual([208.8, 68.34]);
    // Net and tax over the gross are no split.
    expect(addendsOfTotal(doc('Net   277.14', 'Levy 7%   19.40', 'Pay   $296.54'))).toBeNull();
  });
});
