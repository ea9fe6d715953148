import { describe, expect, it } from 'vitest';
import { leadInList } from './lead-in-list';

describe('jobs printed as lines that share a lead-in', () => {
  it('reads a run of unpriced lines with one lead-in and its colon, as printed', () => {
    const lines = [
      'To: Mr A. Small   3rd May 1982',
      'Invoice No. 12',
      '',
      'To: Decoke engine',
      'To: 3,000 mile service',
      'Supplying and fitting:',
      'Gasket set   £4.10',
    ];
    expect(leadInList(lines)).toEqual(['To: Decoke engine', 'To: 3,000 mile service']);
  });

  it('finds none in a single line, priced lines, or contact lines', () => {
    expect(leadInList(['To: Decoke engine', 'Gasket set   £4.10'])).toBeNull();
    expect(leadInList(['To: Decoke engine   £12.00', 'To: Tune carburettor   £8.00'])).toBeNull();
    expect(leadInList(['Tel: 0161 839 2283', 'Tel: 0161 839 2284'])).toBeNull();
  });
});
