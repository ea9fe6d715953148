import { describe, expect, it } from 'vitest';
import {
  extractLineItems,
  hasTime,
  isAmountsOnly,
  isColumnHeadingRow,
  isTimeHeadingRow,
  multipliedQuantity,
  sectionHeading,
  underCaptions,
} from './line-items';
import { typeCodesAsColumn } from './type-codes';

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
    const lines = ['Ersatzteile', '- Ölfilter   12,50', '- Zündkerzen   20,00', 'Bruttosumme', 'EUR 32,50', 'Darin enthaltene MwSt. 19 %: 5,19'];
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

  it('takes a second table’s heading row in words no list knows as the start of the other list', () => {
    const lines = [
      'No.   Code   Repairs   Hrs/Qty   Rate   Ext.',
      '1   OP954   Refit exhaust   0.8   85.00   68.00',
      '2   OP955   Set timing   1.0   85.00   85.00',
      '',
      'No.   Ref   Bits supplied   Hrs/Qty   Rate   Ext.',
      '4   37-9239-B   Ignition leads set   1   28.15   28.15',
      '5   37-9240-B   Spark plug   4   5.00   20.00',
      '',
      // The first list's subtotal under the second: no part.
      'Workshop hours   153.00',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [
        { text: 'Refit exhaust', amount: 68 },
        { text: 'Set timing', amount: 85 },
      ],
      parts: [
        { text: 'Ignition leads set', amount: 28.15 },
        { text: 'Spark plug', amount: 20 },
      ],
    });
  });

  it('counts a row charged at a labour row’s unit price as labour, whatever its words', () => {
    const lines = [
      'No.   Details   Hrs/Qty   Rate   Line total',
      '1   Overhaul twin carburettors   3.5   124.49   435.72',
      '2   Fit new heater matrix   3.00   124.49   373.47',
      '3   Fuel pump   1   89.11   89.11',
    ];
    const items = extractLineItems(lines);
    expect(items.work.map((i) => i.text)).toEqual(['Overhaul twin carburettors', 'Fit new heater matrix']);
    expect(items.parts.map((i) => i.text)).toEqual(['Fuel pump']);
  });

  it('reads a section heading that OCR joined to the position column’s heading', () => {
    const lines = [
      'Pos. Arbeitsleistungen   Anzahl   Preis   Summe',
      '1   Jahresinspektion   2,5   96,00   240,00',
      '',
      'Nr.   Teile   Anzahl   Preis   Betrag',
      '2   Ölfilter   1   12,00   12,00',
    ];
    expect(extractLineItems(lines)).toEqual({ work: [{ text: 'Jahresinspektion', amount: 240 }], parts: [{ text: 'Ölfilter', amount: 12 }] });
  });
});

describe("a list's column headings are no item", () => {
  it("a row of short headings over a priced row is the list's heading row, whatever its words", () => {
    expect(isColumnHeadingRow('Step   Job   Duration   Charge', ['Fit exhaust   1.5   90.00'])).toBe(true);
    expect(isColumnHeadingRow('Step   Job   Duration   Charge', ['', 'Thank you'])).toBe(false);
    expect(isColumnHeadingRow('Fit exhaust   1.5   90.00', ['Fit exhaust   1.5   90.00'])).toBe(false);
  });

  it('the headings under a section word and an article number in capitals are skipped', () => {
    const items = extractLineItems([
      'LABOUR',
      'STEP   JOB   DURATION   CHARGE',
      'A   FIT NEW EXHAUST   1.5   90.00',
      'PARTS',
      'QTY   CODE   WHAT   EACH   SUM',
      '1   EX-220   EXHAUST SILENCER   80.00   80.00',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['FIT NEW EXHAUST']);
    expect(items.parts.map((i) => i.text)).toEqual(['EXHAUST SILENCER']);
  });
});

describe('where a list ends', () => {
  it('a band of sums with their labels on the next row ends the list', () => {
    expect(isAmountsOnly('GBP 120,00   GBP 30,00   GBP 150,00')).toBe(true);
    expect(isAmountsOnly('Brake hose   2   9,50')).toBe(false);
    const items = extractLineItems([
      'Work',
      'Bleed brakes   1,0 h   80,00   80,00',
      'Parts',
      'Brake fluid   1 pc   12,00   12,00',
      '',
      'GBP 80,00   GBP 12,00',
      'Work net   Parts net',
    ]);
    expect(items.parts.map((i) => i.text)).toEqual(['Brake fluid']);
  });

  it('a row that multiplies out is an item even when the rows above add up to its amount', () => {
    const items = extractLineItems([
      'Work',
      'Fit clutch   1,0 h   60,00   60,00',
      'Fit starter   1,0 h   60,00   60,00',
      'Fit dynamo   2,0 h   60,00   120,00',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Fit clutch', 'Fit starter', 'Fit dynamo']);
  });

  it('a heading with a remark in brackets still opens its list', () => {
    const items = extractLineItems(['Labour (10 units = 1 hour)', 'Unit   Job   Rate   Sum', 'Fit dynamo   20   6,00   120,00']);
    expect(items.work.map((i) => i.text)).toEqual(['Fit dynamo']);
  });
});

describe('a table with a column of time', () => {
  it('knows a heading row with a time column and a row charged by time', () => {
    expect(isTimeHeadingRow('Job   Time   Goods   Wages')).toBe(true);
    expect(isTimeHeadingRow('Job   Qty   Price   Sum')).toBe(false);
    expect(hasTime('Strip gearbox   3.5   210.00', null)).toBe(true);
    expect(hasTime('Gear set   1   210.00', null)).toBe(false);
    const line = 'Strip gearbox   3.5   60.00   210.00';
    expect(hasTime(line, multipliedQuantity(line))).toBe(true);
  });

  it('rows with a time are labour, the others parts, and the table ends where its subtotals account for every row', () => {
    const items = extractLineItems([
      'Task or goods   Time   Goods   Wages',
      'Gearbox',
      'Strip gearbox   3.5   210.00',
      'Refit gearbox   2.0   120.00',
      'Synchro rings   64.50',
      'Gasket set   12.25',
      'Wages 5.5 hrs at 60.00   330.00',
      'Goods   76.75',
      'Sales tax 10%   40.68',
      'Deposit taken   100.00',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Strip gearbox', 'Refit gearbox']);
    expect(items.parts.map((i) => i.text)).toEqual(['Synchro rings', 'Gasket set']);
  });
});

describe('rows of an unheaded bill that are no items', () => {
  it('a field row with a date, a tax at its rate and a count before the description', () => {
    const items = extractLineItems([
      'Bill no. 77/21   Dated 03.05.21',
      '3 x Spark plug   18,00',
      'Fit plugs   1,5 h   60,00',
      '+ 20 % VAT   15,60',
      'Total due   93,60',
    ]);
    expect(items.parts.map((i) => i.text)).toEqual(['Spark plug']);
    expect(items.work.map((i) => i.text)).toEqual(['Fit plugs']);
  });
});

// Decision 036 (bills of the third unseen set, in wording of the tests' own).
describe('section headings in the shapes bills print them', () => {
  it('knows a heading of two names joined, a compound German heading and a sentence announcing the list', () => {
    expect(sectionHeading('REPAIRS / LABOUR')).toBe('work');
    expect(sectionHeading('Batteries & Parts')).toBe('parts');
    expect(sectionHeading('Zubehör / Ersatzteile')).toBe('parts');
    expect(sectionHeading('Schweißarbeiten')).toBe('work');
    expect(sectionHeading('We have carried out the following work:')).toBe('work');
    expect(sectionHeading('Parts fitted:')).toBe('parts');
    // Both lists named, or none: no heading.
    expect(sectionHeading('Parts & Labour')).toBeNull();
    expect(sectionHeading('Terms & Conditions')).toBeNull();
    expect(sectionHeading('Labour: 2.5 hours at 60.00')).toBeNull();
  });

  it('reads lists under such headings, ends the jobs at the labour charge, and takes a third list for neither', () => {
    const items = extractLineItems([
      'Elektroarbeiten',
      'Lichtmaschine instand gesetzt   310,00',
      'Blinkrelais getauscht   45,00',
      'Zubehör / Ersatzteile',
      'Regler 6 V   88,40',
      'Kabelschuhe   6,20',
      'Disposal',
      '1   Old battery   12,00',
      'Summe   461,60',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Lichtmaschine instand gesetzt', 'Blinkrelais getauscht']);
    expect(items.parts.map((i) => i.text)).toEqual(['Regler 6 V', 'Kabelschuhe']);

    const listed = extractLineItems([
      'Carried out the following work:',
      '- Rewired rear lamps',
      '- Set ignition timing',
      'Labour charges',
      'Senior technician, 3.0 hrs @ 70.00   210.00',
      'Parts supplied:',
      'Rear lamp lens   14.00',
      'Parts total   14.00',
    ]);
    expect(listed.work.map((i) => i.text)).toEqual(['Rewired rear lamps', 'Set ignition timing']);
    expect(listed.parts.map((i) => i.text)).toEqual(['Rear lamp lens']);
  });
});

describe('a quantity with its unit in a column before the description', () => {
  it('is the row’s count, the next cell its name; the unit tells labour from parts', () => {
    const items = extractLineItems([
      'Anz.   Bezeichnung   E-Preis   Betrag',
      '6 AW   Zündung eingestellt   9,50   57,00',
      '2 St   Zündkerze W7DC   4,10   8,20',
      '1 Stk   Verteilerfinger   12,00   12,00',
      '',
      'Gesamt   77,20',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Zündung eingestellt']);
    expect(items.parts.map((i) => i.text)).toEqual(['Zündkerze W7DC', 'Verteilerfinger']);
  });
});

describe('a code column whose labour rows say "LAB"', () => {
  it('takes the code’s abbreviation for the row’s kind, the parts keeping their article numbers', () => {
    const items = extractLineItems([
      'Code   Description   Qty   Price   Net',
      'LAB   Rewire dashboard   4.00   60.00   240.00',
      'AX-220   Ignition switch   1.00   38.50   38.50',
      'LBR   Test charging   0.50   60.00   30.00',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Rewire dashboard', 'Test charging']);
    expect(items.parts.map((i) => i.text)).toEqual(['Ignition switch']);
  });
});

describe('a list printed without a heading before the other list', () => {
  it('takes the priced rows under a sentence no list knows, before a parts heading, as the work', () => {
    const lines = [
      'We have charged you for the following jobs done on your car as agreed on the phone:',
      'Adjust tappets   1.5 h at 60.00   90.00',
      'Renew fan belt   0.5 h at 60.00   30.00',
      'Labour   120.00',
      '',
      'Materials:',
      ' Fan belt   14.20',
      'Materials total   14.20',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [
        { text: 'Adjust tappets', amount: 90 },
        { text: 'Renew fan belt', amount: 30 },
      ],
      parts: [{ text: 'Fan belt', amount: 14.2 }],
    });
  });

  it('takes no labour charge under its label for a row of that list', () => {
    const lines = ['- Vergaser synchronisiert', '- Zündung eingestellt', 'Arbeitszeit 3.0 Std. à Fr. 150.-   Fr. 450.-', 'Material:', 'Zündkerzen   Fr. 48.-'];
    expect(extractLineItems(lines)).toEqual({ work: [], parts: [{ text: 'Zündkerzen', amount: 48 }] });
  });

  it('ends a list at sums printed before their labels', () => {
    const lines = [
      'Position   Netto',
      'Vergaser überholt   310,00 €',
      '',
      'Teile   Anzahl   Netto',
      'Schwimmernadel   1 Stk.   18,40 €',
      '',
      '310,00 € Lohn netto',
      '18,40 € Teile netto',
      '62,40 € zzgl. 19 % USt.',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [{ text: 'Vergaser überholt', amount: 310 }],
      parts: [{ text: 'Schwimmernadel', amount: 18.4 }],
    });
  });
});

describe('sections whose heading row names the list, in German or in two languages', () => {
  it('reads "Arbeitsleistung" and "Lieferungen" over their rows, and ends at the sums', () => {
    const lines = [
      'Arbeitsleistung   Stunden   Satz   Euro',
      'Vergaser überholt   2,0   60,00   120,00',
      'Lieferungen   Stck.   Euro',
      'Zündkerzen (Satz)   1   24,00',
      '',
      'Arbeitsleistung   120,00',
      'Material   24,00',
      'Steuerpflichtiger Betrag   144,00',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [{ text: 'Vergaser überholt', amount: 120 }],
      parts: [{ text: 'Zündkerzen (Satz)', amount: 24 }],
    });
  });

  it('reads a heading row in two languages ("Ricambi / Parts")', () => {
    const lines = [
      'Manodopera / Labour   ore   €',
      'Rebuild dynamo   2,0   104,00',
      'Ricambi / Parts   q.tà   €',
      'Brush set   1   18,40',
      'Total parts   18,40',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [{ text: 'Rebuild dynamo', amount: 104 }],
      parts: [{ text: 'Brush set', amount: 18.4 }],
    });
  });
});

describe('a repair order’s remarks between its rows', () => {
  it('goes on past a remark under a row to the next priced row', () => {
    const lines = [
      'LINE   DESCRIPTION   QTY   AMOUNT',
      'A   ADJUST CLUTCH PEDAL   1.0   95.00',
      'CAUSE: CUSTOMER STATES SLIPPING',
      'B   REPLACE WATER PUMP   2.5   237.50',
      'CAUSE: LEAKING',
      '',
      'TOTAL LABOR   332.50',
    ];
    expect(extractLineItems(lines).work.map((i) => i.text)).toEqual(['ADJUST CLUTCH PEDAL', 'REPLACE WATER PUMP']);
  });
});

describe('a row of the list whose amount happens to be the sum of the rows before it', () => {
  it('stays an item when it has the list’s columns (hours beside the amount)', () => {
    const lines = ['Labour', 'Replace fuel pump   1.0   52.00', 'Road test   0.5   26.00', 'Tune carburettors   1.5   78.00', 'Total labour   156.00'];
    expect(extractLineItems(lines).work.map((i) => i.text)).toEqual(['Replace fuel pump', 'Road test', 'Tune carburettors']);
  });
});

describe('a table whose amount column comes first', () => {
  it('reads its rows with the amount last: description, hours or pieces, amount', () => {
    const lines = [
      'Betrag NOK   Beschreibung   Menge   Einheit',
      '2 760,00   Vergaser überholt   2,5   Std.',
      '1 104,00   Zündverteiler   1   Stk.',
      '',
      '2 760,00   Arbeit',
      '1 104,00   Teile',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [{ text: 'Vergaser überholt', amount: 2760 }],
      parts: [{ text: 'Zündverteiler', amount: 1104 }],
    });
  });
});

describe('the labour’s time and rate under the jobs', () => {
  it('ends the jobs at a charge of time at a rate that comes to their sum, though it multiplies out (de)', () => {
    const lines = [
      'Arbeitslohn',
      '2810   Zündung eingestellt   4   12,40',
      '3310   Vergaser gereinigt und eingestellt   9   27,90',
      '13 AW à DM 3,10   Lohn zus.   40,30',
      '',
      'Ersatzteile und Material',
      '111 905 205 A   Unterbrecherkontakt   1 St   7,85   7,85',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [
        { text: 'Zündung eingestellt', amount: 12.4 },
        { text: 'Vergaser gereinigt und eingestellt', amount: 27.9 },
      ],
      parts: [{ text: 'Unterbrecherkontakt', amount: 7.85 }],
    });
  });

  it('takes a line stating the hourly rate for no item (de, en)', () => {
    const de = [
      'Arbeiten',
      '1. Keilriemen erneuert   0,5 Std.   S   330,--',
      '2. Service laut Kundendienstheft   2,5 Std.   S   1.650,--',
      'Stundensatz S 660,--',
    ];
    expect(extractLineItems(de).work.map((i) => i.text)).toEqual(['Keilriemen erneuert', 'Service laut Kundendienstheft']);
    const en = ['Labour', 'Renew water pump   2.0   8.40', 'Renew exhaust front pipe   1.1   4.62', 'Labour at £4.20 per hour'];
    expect(extractLineItems(en).work.map((i) => i.text)).toEqual(['Renew water pump', 'Renew exhaust front pipe']);
  });

  it('knows a type column’s labour and parts as a code written out ("Arbeitsleistung") or abbreviated ("PTS")', () => {
    const lines = [
      'Art   Nummer   Bezeichnung   Menge ME   Preis   Gesamt',
      'Arbeitsleistung   2610 00   Antriebsriemen ersetzen   0,50 Std   198,00   99,00',
      'Teile   997.102.151.02   Keilrippenriemen   1,00 St   61,20   61,20',
      'Arbeitsleistung   1330 19   Luftfilterelement ersetzen   0,40 Std   198,00   79,20',
    ];
    expect(extractLineItems(lines).work.map((i) => i.text)).toEqual(['Antriebsriemen ersetzen', 'Luftfilterelement ersetzen']);
    const en = [
      'LINE   TYPE   OP/PART NO.   DESCRIPTION   QTY/HRS   UNIT £   NET £',
      '1   LAB   80.15.43   Renew pollen filter   0.30   126.00   37.80',
      'PTS   T4N 1473   Pollen filter   1.00   42.66   42.66',
    ];
    expect(extractLineItems(en)).toEqual({ work: [{ text: 'Renew pollen filter', amount: 37.8 }], parts: [{ text: 'Pollen filter', amount: 42.66 }] });
  });
});

describe('a numbered row whose amount the rows above add up to', () => {
  it('is the list’s next item, not their subtotal', () => {
    const lines = [
      'Work done',
      '1) Check and refill air conditioning   1 h × 50.00   50.00',
      '2) Oil and filter change   0.5 h × 50.00   25.00',
      '3) Renew front brake pads   1.5 h × 50.00   75.00',
      'Labour total   150.00',
    ];
    expect(extractLineItems(lines).work.map((i) => i.text)).toEqual(['Check and refill air conditioning', 'Oil and filter change', 'Renew front brake pads']);
  });
});

describe('a table whose description column is headed by the work', () => {
  it('lists its rows as work, though each is counted in pieces (a plater’s, a polisher’s bill)', () => {
    const de = [
      'Menge   Arbeit   Preis/Stk.   Total CHF',
      '1 Stk.   Heckemblem vernickelt   200.00   200.00',
      '6 Stk.   Zierleisten poliert   260.00   1560.00',
      'Total netto   1760.00',
    ];
    expect(extractLineItems(de)).toEqual({
      work: [
        { text: 'Heckemblem vernickelt', amount: 200 },
        { text: 'Zierleisten poliert', amount: 1560 },
      ],
      parts: [],
    });
    const en = [
      'Work   Ea.   Total',
      '2x door handles, pot metal, chrome   95.00   190.00',
      '4x hubcaps, polish & chrome   105.00   420.00',
      'Subtotal   610.00',
    ];
    expect(extractLineItems(en).work.map((i) => i.text)).toEqual(['door handles, pot metal, chrome', 'hubcaps, polish & chrome']);
  });
});

describe('a bare "Net" row', () => {
  it('ends the list as its net sum, no part; a part whose name begins with the word stays', () => {
    expect(extractLineItems(['Parts', 'Net curtain clips   4.00', 'Oil filter   12.00', 'Net   16.00', 'VAT 20%   3.20']).parts.map((p) => p.text)).toEqual([
      'Net curtain clips',
      'Oil filter',
    ]);
    expect(extractLineItems(['Labour   3,470.00', 'Paint & materials   864.00', 'Net   4,334.00']).parts.map((p) => p.text)).not.toContain('Net');
  });
});

describe('lists of fresh paper', () => {
  const texts = (items: { text: string }[]) => items.map((i) => i.text);

  it('reads two priced lists side by side under their two headings', () => {
    for (const [heads, total] of [
      ['Labour   Materials', 'Labour total   $ 3,822.00   Materials total   $ 161.19'],
      ['Arbeitsleistung   Material', 'Summe Arbeit   € 3.822,00   Summe Material   € 161,19'],
    ]) {
      const items = extractLineItems([
        heads,
        'Door cards made and fitted   897.00   Everflex, per metre   86.39',
        'New hood in Everflex   975.00   2 Piping cord   74.80',
        'Carpet set made to pattern   1,365.00',
        total,
      ]);
      expect(texts(items.work)).toEqual(['Door cards made and fitted', 'New hood in Everflex', 'Carpet set made to pattern']);
      expect(texts(items.parts)).toEqual(['Everflex, per metre', 'Piping cord']);
    }
  });

  it('reads two priced lists side by side whose rows print their workings under them', () => {
    const items = extractLineItems([
      'Labour   Parts',
      'Replace wheel bearing   BD$ 87.00   Radiator hose set   BD$ 38.50',
      '1.5 hrs à BD$ 58.00   RH-210 · 1 pc à BD$ 38.50',
      'Underbody wash   BD$ 29.00   Coolant gal   BD$ 33.00',
      '0.5 hrs à BD$ 58.00   CL-G · 2 pc à BD$ 16.50',
      'Renew radiator hoses   BD$ 87.00',
      '1.5 hrs à BD$ 58.00',
      'Labour   BD$ 203.00   Parts   BD$ 92.50',
    ]);
    expect(texts(items.work)).toEqual(['Replace wheel bearing', 'Underbody wash', 'Renew radiator hoses']);
    expect(texts(items.parts)).toEqual(['Radiator hose set', 'Coolant gal']);
    expect(items.work.map((i) => i.amount)).toEqual([87, 29, 87]);
  });

  it("reads side-by-side lists whose workings a scan misread: the à as a, ä or &, a dollar's $ as S, a part's dot lost", () => {
    const items = extractLineItems([
      'Arbeitsleistung   Material',
      'Kupplung erneuert   NS 1,200.00   Kupplungssatz   NS 890.00',
      '4 Std. ä N$ 300.00   KS-44 · 1 Stk. & NS 890.00',
      'Bremsen entlüftet   KS 150.00   Bremsflüssigkeit   NS 45.00',
      '0,5 Std. a N$ 300.00   BF-4   +1 Stk. a NS 45.00',
      'Leerlauf eingestellt   N$ 75.00',
      '0,25 Std. & NS 300.00',
      'Arbeit   NS 1,425.00   Material   N$ 935.00',
    ]);
    expect(texts(items.work)).toEqual(['Kupplung erneuert', 'Bremsen entlüftet', 'Leerlauf eingestellt']);
    expect(texts(items.parts)).toEqual(['Kupplungssatz', 'Bremsflüssigkeit']);
    expect(items.parts.map((i) => i.amount)).toEqual([890, 45]);
  });

  it('reads side-by-side lists with workings in other shapes (x, @, a part without its number)', () => {
    const de = extractLineItems([
      'Arbeiten   Material',
      'Vergaser überholt   240,00   Dichtsatz   38,00',
      '3 Std x 80,00   2 St. x 19,00',
      'Zündung eingestellt   40,00   Zündkerzen   24,00',
      '0,5 Std x 80,00   4 St. x 6,00',
      'Arbeit netto   280,00   Material netto   62,00',
    ]);
    expect(texts(de.work)).toEqual(['Vergaser überholt', 'Zündung eingestellt']);
    expect(texts(de.parts)).toEqual(['Dichtsatz', 'Zündkerzen']);
    const en = extractLineItems([
      'Labor   Materials',
      'Rebuild carburetor   $ 180.00   Gasket kit   $ 24.00',
      '2 hrs @ $ 90.00   1 ea @ $ 24.00',
      'Adjust valves   $ 90.00   Valve cover gasket   $ 12.50',
      '1 hr @ $ 90.00',
      'Labor total   $ 270.00   Materials total   $ 36.50',
    ]);
    expect(texts(en.work)).toEqual(['Rebuild carburetor', 'Adjust valves']);
    expect(texts(en.parts)).toEqual(['Gasket kit', 'Valve cover gasket']);
  });

  it('ends the jobs at a heading of the material used or the spare parts', () => {
    const de = extractLineItems([
      'Ausgeführte Arbeiten',
      'Pos. Bezeichnung   Anz.   M',
      '1   Kupplung erneuert   46,00',
      '2   Abschmierdienst   6,50',
      'Verbrauchtes Material',
      'Pos. Bezeichnung   Anz.   M',
      '1   Kupplungsscheibe   1   53,50',
      '2   Dichtungssatz   1   6,00',
      'Arbeitslohn   52,50',
    ]);
    expect(texts(de.work)).toEqual(['Kupplung erneuert', 'Abschmierdienst']);
    expect(texts(de.parts)).toEqual(['Kupplungsscheibe', 'Dichtungssatz']);
    const en = extractLineItems([
      'Labour Charges',
      'S.No. Particulars   Qty   Rs.',
      '1   Engine decarbonising and valve grinding   505.00',
      '2   Clutch plate replaced   120.00',
      'Spare Parts',
      'S.No. Particulars   Qty   Rs.',
      '1   Decarbonising gasket set   165.00',
      '2   Engine oil   4 ltrs   145.00',
      'Labour   625.00',
    ]);
    expect(texts(en.work)).toEqual(['Engine decarbonising and valve grinding', 'Clutch plate replaced']);
    expect(texts(en.parts)).toEqual(['Decarbonising gasket set', 'Engine oil']);
    // A third wording of the same kind: the parts fitted, under a heading of their own.
    const fitted = extractLineItems(['Labour', 'Rebuild dynamo   45.00', 'Reset timing   15.00', 'Spares fitted', 'Brushes   6.00', 'Bearing   9.50']);
    expect(texts(fitted.parts)).toEqual(['Brushes', 'Bearing']);
  });

  it('sets a type code run into the description apart as the row’s kind', () => {
    expect(
      typeCodesAsColumn([
        'LAB Strip block   10.5   98.00   1,029.00',
        'LAB Assemble   2   98.00   196.00',
        'PRTValve set   1   198.77   198.77',
        'PRTGasket kit   1   153.20   153.20',
      ]),
    ).toEqual([
      'LAB   Strip block   10.5   98.00   1,029.00',
      'LAB   Assemble   2   98.00   196.00',
      'PRT   Valve set   1   198.77   198.77',
      'PRT   Gasket kit   1   153.20   153.20',
    ]);
    const items = extractLineItems([
      'Leistung / Artikel   Std./Stk.   Preis   Summe',
      'AW Ventilspiel eingestellt   5   118,00   590,00',
      'AW Fahrwerk vermessen   1,5   118,00   177,00',
      'ET Ölfilter   3   24,49   73,47',
      'ET Zündkerzen   1   8,45   8,45',
      'Summe Arbeitswerte   € 767,00',
    ]);
    expect(texts(items.work)).toEqual(['Ventilspiel eingestellt', 'Fahrwerk vermessen']);
    expect(texts(items.parts)).toEqual(['Ölfilter', 'Zündkerzen']);
    // A word beginning one row only is the description's own ("ATE Hauptbremszylinder").
    expect(typeCodesAsColumn(['ATE Hauptbremszylinder   1   88,00', 'Fit new pads   1   40,00'])).toEqual([
      'ATE Hauptbremszylinder   1   88,00',
      'Fit new pads   1   40,00',
    ]);
  });

  it('keeps a bulleted job that a field’s word begins', () => {
    for (const [heading, jobs, charge] of [
      ['Arbeiten', ['Stossstangen demontiert und verpackt', 'Fahrzeug für Export nach England vorbereitet'], 'Summe Arbeiten   CHF 1’792.00'],
      ['Work carried out', ['Road test and final tune', 'Vehicle prepared for export'], 'Labour total   £ 348.00'],
    ] as const) {
      const items = extractLineItems(['Invoice', heading, ...jobs.map((j) => `- ${j}`), charge, 'Material', 'Kofferraumboden   1   244.00   244.00']);
      expect(texts(items.work)).toEqual(jobs);
    }
  });

  it('takes a band of the order’s fields for no list, though one heading says “Job”', () => {
    const items = extractLineItems([
      'Invoice No.   Invoice date   Date out   Job',
      '6667   10/14/2011   10/13/2011   1957 Cadillac Eldorado',
      '',
      'Item / Process   Price',
      'Hood ornament, fill pits and chrome   357.50',
      'Grille bars, repair pot metal and chrome   220.00',
    ]);
    expect(texts(items.work)).toEqual(['Hood ornament, fill pits and chrome', 'Grille bars, repair pot metal and chrome']);
    expect(items.parts).toEqual([]);
  });

  it('reads a list of materials under its heading as the parts', () => {
    for (const heading of ['Materialaufstellung', 'Ersatzteilliste', 'Stückliste', 'Materials list', 'Bill of materials', 'Parts list'])
      expect(sectionHeading(heading)).toBe('parts');
  });

  it('reads a thing joined to its process as a list of jobs', () => {
    expect(sectionHeading('Item / Process')).toBe('work');
    expect(sectionHeading('Teil / Ausführung')).toBe('work');
    expect(sectionHeading('Gegenstand / Bearbeitung')).toBe('work');
  });

  it('reads on over the rulings between a table’s rows', () => {
    const items = extractLineItems([
      'Arbeiten',
      'Leistung   Std.   Betrag €',
      'Magnet aufmagnetisiert   5   360,00',
      '· · · · · · · · · · · · · · · ·',
      'Prüfstandlauf bis 4.000 U/min   3,5   252,00',
      '· · · · · · · · · · · · · · · ·',
      'Summe Arbeiten   612,00 €',
    ]);
    expect(texts(items.work)).toEqual(['Magnet aufmagnetisiert', 'Prüfstandlauf bis 4.000 U/min']);
  });
});

describe('sections headed by a lead-in or an outline’s mark', () => {
  const texts = (items: { text: string }[]) => items.map((i) => i.text);

  it('knows the old bill’s lead-in of what it charges for, and a section numbered in the outline', () => {
    expect(sectionHeading('For labour:')).toBe('work');
    expect(sectionHeading('An Arbeitslohn:')).toBe('work');
    expect(sectionHeading('To spares and sundries:')).toBe('parts');
    expect(sectionHeading('Für Ersatzteile und Material:')).toBe('parts');
    expect(sectionHeading('Labour and parts:')).toBeNull();
    expect(sectionHeading('I. Werkstattleistungen')).toBe('work');
    expect(sectionHeading('II. Ersatzteile')).toBe('parts');
    expect(sectionHeading('2) Parts')).toBe('parts');
    expect(sectionHeading('C. Dienstleistungen')).toBe('work');
  });

  it('reads the jobs under a lead-in over their charge of time, and the parts under theirs (en, de)', () => {
    const en = extractLineItems([
      'For labour:',
      'Decarbonised cylinder head',
      'Reground valves and seats',
      '6.5 hrs @ £1.10   £7.15',
      'For spares:',
      '1 Head gasket set   0.95',
      '8 Valve springs   2.40',
      'Spares   3.35',
    ]);
    expect(texts(en.work)).toEqual(['Decarbonised cylinder head', 'Reground valves and seats']);
    expect(texts(en.parts)).toEqual(['Head gasket set', 'Valve springs']);
    const de = extractLineItems([
      'An Arbeitslohn:',
      'Bremsen nachgestellt',
      'Zündung eingestellt',
      '3,5 Std. à 6,20 DM   21,70 DM',
      'An Material:',
      '4 Zündkerzen   8,40',
      'Material zusammen   8,40 DM',
    ]);
    expect(texts(de.work)).toEqual(['Bremsen nachgestellt', 'Zündung eingestellt']);
    expect(texts(de.parts)).toEqual(['Zündkerzen']);
  });

  it('keeps a row in the list’s columns that multiplies out, though a field’s word begins it (en, de)', () => {
    const en = extractLineItems([
      'A. Workshop labour',
      'Job   Hrs   Rate   Amount',
      'Strip and inspect gearbox   4.0   75.00   300.00',
      'Vehicle road tested after gearbox rebuild   1.0   75.00   75.00',
      'Subtotal A   375.00',
      'B. Parts',
      'Item   Qty   Each   Amount',
      'Layshaft bearing   1   64.00   64.00',
      'Synchro ring set   1   88.00   88.00',
      'Subtotal B   152.00',
    ]);
    expect(texts(en.work)).toEqual(['Strip and inspect gearbox', 'Vehicle road tested after gearbox rebuild']);
    expect(texts(en.parts)).toEqual(['Layshaft bearing', 'Synchro ring set']);
    const de = extractLineItems([
      'I. Arbeitsleistungen',
      'Leistung   Std.   Satz   Betrag',
      'Kupplung ausgebaut und erneuert   3,0   80,00   240,00',
      'Datum der Abnahme eingetragen und geprüft   0,5   80,00   40,00',
      'Zwischensumme I   280,00',
    ]);
    expect(texts(de.work)).toEqual(['Kupplung ausgebaut und erneuert', 'Datum der Abnahme eingetragen und geprüft']);
  });
});

describe('a bilingual bill’s sections and sums', () => {
  it('reads a heading in two languages over columns headed in two, and ends the list at a sum labelled in two', () => {
    const items = extractLineItems([
      'Concepto / Leistung   Importe / Betrag',
      'Mano de obra / Arbeitslohn',
      'Ölwechsel mit Filter   1,00 h   64,50 €',
      'Recambios / Ersatzteile',
      'Keilriemen   29,02 €',
      'Unterbrecherkontakt   8,41 €',
      '',
      'Base imponible / Netto   101,93 €',
      'IVA 16 % / MwSt.   16,31 €',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Ölwechsel mit Filter']);
    expect(items.parts.map((i) => i.text)).toEqual(['Keilriemen', 'Unterbrecherkontakt']);
  });
});

describe('tables of one kind headed by their trade or assembly after a dash', () => {
  it('reads each table under its kind’s word (en, de)', () => {
    const items = extractLineItems([
      'LABOR — BODY & METAL',
      'Code   Description   Hrs   Amount',
      'L01   Replace inner and outer sills, both sides   23.00   1,230.50',
      'Subtotal   1,230.50',
      'LABOR — PAINT',
      'L01   Flat and polish paintwork   13.00   695.50',
      'Subtotal   695.50',
      'PARTS — BODY & TRIM',
      'YW-47669   Outer sill RH   1   177.20',
      'Subtotal   177.20',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Replace inner and outer sills, both sides', 'Flat and polish paintwork']);
    expect(items.parts.map((i) => i.text)).toEqual(['Outer sill RH']);
    expect(sectionHeading('Teile – Motor und Getriebe')).toBe('parts');
    expect(sectionHeading('Arbeitslohn – Karosserie')).toBe('work');
    expect(sectionHeading('Summe – 12 Positionen')).toBeNull();
  });

  it("reads a dealer system's operations: a heading its rows repeat, then its labour in time units and its parts", () => {
    const items = extractLineItems([
      'Nr.   Bezeichnung   Menge   Preis/E   Gesamt',
      '10   KÜHLSYSTEM GESPÜLT, FROSTSCHUTZ ERNEUERT',
      '274652   Kühlsystem gespült, Frostschutz erneuert   30 ZE   1,04   31,20',
      '484598214   Ölfilter   1 ST   28,41   28,41',
      '20   VERGASER GEREINIGT UND EINGESTELLT',
      '555172   Vergaser gereinigt und eingestellt   120 ZE   1,04   124,80',
      '059548094   Kraftstofffilter   1 ST   39,01   39,01',
      '',
      'Summe Arbeitslohn   156,00',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Kühlsystem gespült, Frostschutz erneuert', 'Vergaser gereinigt und eingestellt']);
    expect(items.parts.map((i) => i.text)).toEqual(['Ölfilter', 'Kraftstofffilter']);
  });

  it('takes no rate of a unit of time ("(1 AW = DM 8,35)") under the jobs for a job', () => {
    const items = extractLineItems([
      'Pos.   AW   Arbeiten   Betrag DM',
      '01   20   Keilriemen erneuert   167,00',
      '02   26   Auspuffanlage erneuert   217,10',
      '(1 AW = DM 8,35)',
      'Teile-Nr.   Bezeichnung   Menge   Einzelpreis   Betrag DM',
      '233 159 301   Radlager   1   47,91   47,91',
      'Summe Arbeitslohn   384,10',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Keilriemen erneuert', 'Auspuffanlage erneuert']);
  });

  it("keeps a repair order's rows together over a remark under each (CAUSE:), the parts' heading after them", () => {
    const items = extractLineItems([
      'LINE OPCODE TECH TYPE   HOURS   AMOUNT',
      'A K4200 320 CP   REPLACE SERPENTINE BELT   0.90   69.55',
      'CAUSE: WORN TO SPEC',
      'B Z1220 653 CP   REPLACE TIMING BELT AND WATER PUMP   3.40   262.75',
      'CAUSE: PER MAINTENANCE SCHEDULE',
      'PARTS:',
      '4 23739970   FRONT STRUT ASSEMBLY   @ 149.97   599.88',
      '1 53540105   DRAIN PLUG WASHER   @ 1.46   1.46',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['REPLACE SERPENTINE BELT', 'REPLACE TIMING BELT AND WATER PUMP']);
    expect(items.parts.map((i) => i.text)).toEqual(['FRONT STRUT ASSEMBLY', 'DRAIN PLUG WASHER']);
  });

  it("tells a form's values under their captions from a bill's row under its headings", () => {
    expect(underCaptions('MAKE & MODEL   MILEAGE   LICENSE NO.', 'Chevrolet Impala   50365   BP-5746')).toBe(true);
    expect(underCaptions('Labor   Amt', 'Diag. charging sys.   134.00')).toBe(false);
    expect(underCaptions('Description   Qty   Amount', 'Oil filter   1   8.50')).toBe(false);
    expect(underCaptions('MAKE & MODEL   MILEAGE', 'Chevrolet Impala   50365   BP-5746')).toBe(false);
  });

  it("keeps the list's first row that names its subject before a colon when it prints its time and price", () => {
    const items = extractLineItems([
      'Work carried out',
      'Lift inspection: floors, sills, chassis rails   2.50 h   372.50',
      'Engine oil and filter change   2.75 h   409.75',
      'Parts and materials',
      'Fuel filter   1 pc   26.72',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Lift inspection: floors, sills, chassis rails', 'Engine oil and filter change']);
  });

  it("ends a list at a field's label, not at a job that begins with the field's word", () => {
    const items = extractLineItems([
      'Arbeiten   CHF',
      'Fahrzeug für MFK vorbereitet   143.57',
      'Lichteinstellung   35.68',
      'Fahrzeug: Ford Mustang   Kontrollschild ZH 61167',
      'Probefahrt   20.00',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Fahrzeug für MFK vorbereitet', 'Lichteinstellung']);
  });

  it('takes no time at its rate under a job for a job, and ends the lists at their "Totals" row', () => {
    const ro = extractLineItems([
      'Line 1: Baseline service after purchase   513.75',
      'Tech #32 3.75 hrs @ 137.00',
      'Line 2: Balance carburettors, set mixture   376.75',
      'Tech #19 2.75 hrs @ 137.00',
    ]);
    expect([...ro.work, ...ro.parts].map((i) => i.text)).toEqual(['Baseline service after purchase', 'Balance carburettors, set mixture']);
    const bill = extractLineItems([
      'Description   Qty/Hrs   Labour £   Parts £',
      'Brake fluid flush   2.00   100.80',
      'Oil filter   1   10.64',
      '',
      'Totals   100.80   10.64',
    ]);
    expect([...bill.work, ...bill.parts].map((i) => i.text)).not.toContain('Totals');
  });
});
