import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { placedPage, type Placed } from './grid-page.test-helper';
import { extractLineItems } from './line-items';
import { itemsAcrossRegions, pageRegions } from './page-regions';
import { prepareText } from './text-values';

const analyse = (...rows: (Placed[] | null)[]) => {
  const words = placedPage(...rows);
  const doc = prepareText('', true, words);
  return analyzeText({ text: doc.text, words, fileName: 'probe.pdf', today: '2026-01-01' });
};

describe('a page cut into regions by position', () => {
  // Fields left (label and value), the list right, their rows spaced apart differently.
  const fieldsBesideList: (Placed[] | null)[] = [
    [['Hartmann Motors', 40]],
    null,
    [
      ['Invoice', 40],
      ['7731', 100],
      ['Brake fluid change', 260],
      ['44.10', 555, 'right'],
    ],
    [
      ['Date', 40],
      ['12/03/81', 100],
      ['Adjust handbrake', 260],
      ['18.20', 555, 'right'],
    ],
    [
      ['Customer', 40],
      ['Alan Parfitt', 100],
      ['Labour', 260],
      ['62.30', 555, 'right'],
    ],
    [
      ['Reg.', 40],
      ['OWX 512P', 100],
      ['Brake pads front', 260],
      ['21.75', 555, 'right'],
    ],
    [
      ['Miles', 40],
      ['61,220', 100],
      ['Handbrake cable', 260],
      ['12.40', 555, 'right'],
    ],
    [
      ['Parts', 260],
      ['34.15', 555, 'right'],
    ],
    [
      ['Total', 260],
      ['£96.45', 555, 'right'],
    ],
  ];

  it('reads a field block beside a list region by region, and knows a line reader’s items read from lines across both', () => {
    const doc = prepareText('', true, placedPage(...fieldsBesideList));
    const regions = pageRegions(doc)!;
    expect(regions).not.toBeNull();
    expect(regions.doc.lines.filter(Boolean)).toEqual([
      'Hartmann Motors',
      'Invoice   7731',
      'Date   12/03/81',
      'Customer   Alan Parfitt',
      'Reg.   OWX 512P',
      'Miles   61,220',
      'Brake fluid change   44.10',
      'Adjust handbrake   18.20',
      'Labour   62.30',
      'Brake pads front   21.75',
      'Handbrake cable   12.40',
      'Parts   34.15',
      'Total   £96.45',
    ]);
    const across = { work: [{ text: 'Alan Parfitt', amount: 62.3 }], parts: [{ text: 'Brake pads front', amount: 21.75 }] };
    expect(itemsAcrossRegions(across, regions)).toBe(2);
    const read = extractLineItems(regions.doc.lines);
    expect(read.work.map((i) => i.text)).toEqual(['Brake fluid change', 'Adjust handbrake']);
  });

  it('finds no regions in an item table, a type column or a quantity left of the description', () => {
    const table = prepareText(
      '',
      true,
      placedPage(
        [
          ['Type', 40],
          ['Description', 100],
          ['Amount', 555, 'right'],
        ],
        [
          ['Labor', 40],
          ['R&R water pump', 100],
          ['88.00', 555, 'right'],
        ],
        [
          ['Parts', 40],
          ['Water pump', 100],
          ['61.20', 555, 'right'],
        ],
        [
          ['Parts', 40],
          ['Gasket set', 100],
          ['12.05', 555, 'right'],
        ],
        [
          ['Labor', 40],
          ['Flush cooling system', 100],
          ['40.00', 555, 'right'],
        ],
      ),
    );
    expect(pageRegions(table)).toBeNull();
    const counted = prepareText(
      '',
      true,
      placedPage(
        [
          ['1', 40],
          ['Stk.', 60],
          ['Zündkerze', 120],
          ['6,40', 555, 'right'],
        ],
        [
          ['2', 40],
          ['Stk.', 60],
          ['Bremsschlauch', 120],
          ['18,20', 555, 'right'],
        ],
        [
          ['1', 40],
          ['Satz', 60],
          ['Bremsbeläge', 120],
          ['41,00', 555, 'right'],
        ],
      ),
    );
    expect(pageRegions(counted)).toBeNull();
  });

  it('probe: an English invoice’s fields left of its list read as fields, the list as jobs and parts', () => {
    const result = analyse(...fieldsBesideList);
    expect(result.workPerformed).toEqual(['Brake fluid change', 'Adjust handbrake']);
    expect(result.partsUsed).toEqual(['Brake pads front', 'Handbrake cable']);
  });

  it('probe: a German bill with its list left and the order’s fields right', () => {
    const result = analyse(
      [['Kfz-Meisterbetrieb Brandl', 40]],
      null,
      [['Rechnung', 40]],
      [
        ['Arbeiten', 40],
        ['Rechnung-Nr.', 330],
        ['4471', 430],
      ],
      [
        ['Ventile eingestellt', 40],
        ['88,00', 290, 'right'],
        ['Datum', 330],
        ['03.04.1984', 430],
      ],
      [
        ['Vergaser synchronisiert', 40],
        ['64,50', 290, 'right'],
        ['Kunde', 330],
        ['Helmut Gruber', 430],
      ],
      [
        ['Lohn', 40],
        ['152,50', 290, 'right'],
        ['Kennzeichen', 330],
        ['RO-K 212', 430],
      ],
      [
        ['Material', 40],
        ['Fahrgestell', 330],
        ['1182041123', 430],
      ],
      [
        ['Zündkerzen', 40],
        ['24,00', 290, 'right'],
        ['Km-Stand', 330],
        ['88.410', 430],
      ],
      [
        ['Ventildeckeldichtung', 40],
        ['11,30', 290, 'right'],
      ],
      [
        ['Material', 40],
        ['35,30', 290, 'right'],
      ],
      [
        ['Gesamt DM', 40],
        ['187,80', 290, 'right'],
      ],
    );
    expect(result.workPerformed).toEqual(['Ventile eingestellt', 'Vergaser synchronisiert']);
    expect(result.partsUsed).toEqual(['Zündkerzen', 'Ventildeckeldichtung']);
  });
});
