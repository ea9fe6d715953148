import { describe, expect, it } from 'vitest';
import { extractLineItems } from './line-items';

describe('lists of work and parts whose headings no list knows', () => {
  it('takes a heading between two priced lists as the start of the other list, and ends at their subtotal', () => {
    const lines = [
      'Labour',
      '- Rebuild dynamo   2.00 hour   136.00',
      'Overhaul twin carburettors   3.5 h   238.00',
      'Bits we fitted',
      '• Ignition leads set   5   156.10',
      '- Timing chain kit   1   148.10',
      '',
      'All of it   678.20',
      'Tax 20%   135.64',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [
        { text: 'Rebuild dynamo', amount: 136 },
        { text: 'Overhaul twin carburettors', amount: 238 },
      ],
      parts: [
        { text: 'Ignition leads set', amount: 156.1 },
        { text: 'Timing chain kit', amount: 148.1 },
      ],
    });
  });

  it('ends a list at a row of what its items add up to, whatever its label', () => {
    const lines = ['Ersatzteile', '- Ölfilter   12,50', '- Zündkerzen   20,00', '', 'EUR 32,50', 'Bruttosumme'];
    expect(extractLineItems(lines).parts).toEqual([
      { text: 'Ölfilter', amount: 12.5 },
      { text: 'Zündkerzen', amount: 20 },
    ]);
  });

  it('reads a table heading whose description column is titled by the section', () => {
    const lines = [
      'Line   Code   Work carried out   Qty   Each   Sum',
      '1   L547   Renew brake shoes   1.60   112.00   179.20',
      '',
      'Line   Code   Parts   Qty   Each   Sum',
      '2   43-6340-A   Oil filter   1   20.56   20.56',
    ];
    expect(extractLineItems(lines)).toEqual({ work: [{ text: 'Renew brake shoes', amount: 179.2 }], parts: [{ text: 'Oil filter', amount: 20.56 }] });
  });
});
