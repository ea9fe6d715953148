import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { gridPage } from './grid-page.test-helper';
import { sideBySideLists } from './line-items';

const bill = (lines: string[]) => analyzeText({ today: '2026-01-01', fileName: 'bill.pdf', documentType: 'service', text: lines.join('\n') });

describe('a bill’s total, never its labour or parts subtotal', () => {
  it('reads a sum without its tax as the net, and a total’s figure wrapped to the line under its label', () => {
    const de = bill([
      'Ventile eingestellt   2.175,00',
      'Bremsscheibe   820,82',
      'Summe ohne MwSt.   2.995,82',
      'MwSt. 19 %   569,21',
      'Gesamt EUR',
      '€ 3.565,03',
    ]);
    expect(de.totalCost).toBe(3565.03);
    const en = bill(['Adjust valves   217.50', 'Brake disc   82.08', 'Total without VAT   299.58', 'VAT 20%   59.92', 'Total due', '£ 359.50']);
    expect(en.totalCost).toBe(359.5);
    const wrapped = bill(['Ölwechsel   45,00', 'Ölfilter   35,00', 'Summe Material   35,00', 'Gesamt EUR', '€ 80,00']);
    expect(wrapped.totalCost).toBe(80);
  });

  it('takes a kind’s word inside an item’s description for no label of its sum', () => {
    const r = bill([
      'LAB Strip block   10.5   98.00   1,029.00',
      'PRT Babbitt metal, Labor   4   25.70   102.80',
      '',
      'Labour   $ 1,029.00',
      'Parts   $ 102.80',
      'Total   $ 1,131.80',
    ]);
    expect(r.laborCost).toBe(1029);
    const de = bill([
      'Arbeit Ventile eingestellt   2   59,00   118,00',
      'Dichtmasse, Arbeit   1   8,50   8,50',
      '',
      'Arbeit   118,00',
      'Material   8,50',
      'Gesamt   126,50',
    ]);
    expect(de.laborCost).toBe(118);
  });

  it('does not take "Total labor" for the total when the bill’s own total is worded otherwise', () => {
    const r = bill(['Oil service   2.5 h   250.00', 'Fuel pump   1   89.11', '', 'Total labor   250.00', 'Parts   89.11', 'Owing', '$ 339.11']);
    expect(r.totalCost).toBe(339.11);
    expect(r.laborCost).toBe(250);
  });

  it('does not add a tip the customer paid on top to the bill’s total', () => {
    const r = bill(['Brake pads   $210.00', 'Call-out fee   $35.00', 'Total   $245.00', 'Gratuity (optional): $25.00', 'Paid by card: $270.00']);
    expect(r.totalCost).toBe(245);
  });

  it('takes the total the page’s arithmetic backs (net + tax) over a weaker one', () => {
    const r = bill([
      'Set ignition timing   1.50 h   102.00',
      '',
      'Total work   102.00',
      'Spares   53.61',
      'Goods & services   155.61',
      'VAT 20%   31.12',
      'Owing   £186.73',
    ]);
    expect(r.totalCost).toBe(186.73);
  });

  it('never takes a deposit for the total when the arithmetic backs another sum', () => {
    const r = bill([
      'Set ignition timing   1.50 h   102.00',
      '',
      'Spares   53.61',
      'Goods & services   155.61',
      'VAT 20%   31.12',
      'Owing   £186.73',
      'Deposit received on booking: £ 200.00',
    ]);
    expect(r.totalCost).toBe(186.73);
  });

  it('keeps a labelled net plus tax over labour and parts that add up to the net', () => {
    const r = bill(['Lohn   1.104,00', 'Warenwert Teile   177,91', 'Summe netto   1.281,91', 'MwSt. 19 %   243,56', 'Rechnungssumme brutto', '€ 1.525,47']);
    expect(r.totalCost).toBe(1525.47);
  });
});

// Decision 036 (bills of the third unseen set, in wording of the tests' own).
describe('a repair order’s sums under its lines', () => {
  it('ends the lines at the labour and parts amounts, and reads "please pay" as the total', () => {
    const r = bill([
      'LINE   OPCODE / PART NO.   WHAT WAS DONE   PARTS   LABOR',
      'A   12AB   RENEW WATER PUMP   240.00',
      '611.220.004   Water pump   96.50',
      '611.220.019   Pump gasket   4.10',
      'B   31CD   ADJUST CLUTCH   60.00',
      '',
      'LABOR AMOUNT   300.00',
      'PARTS AMOUNT   100.60',
      'HAZARDOUS WASTE   12.00',
      'PLEASE PAY THIS AMOUNT   412.60',
    ]);
    expect(r.totalCost).toBe(412.6);
    expect(r.laborCost).toBe(300);
    expect(r.partsCost).toBe(100.6);
    expect(r.partsUsed).toEqual(['Water pump', 'Pump gasket']);
  });

  it('reads "pay this amount" without its "please" as the total, in a band of captions over their sums', () => {
    const r = bill([
      'LABOR — DESCRIPTION   HRS   CHARGES',
      'REPLACE WATER PUMP   2.0   68.00',
      'PARTS — QTY / DESCRIPTION   UNIT   AMOUNT',
      '1 FAN BELT   4.09   4.09',
      '',
      'TOTAL LABOR   TOTAL PARTS   SUBTOTAL   TAX 5%   PAY THIS AMOUNT',
      '68.00   4.09   72.09   0.20   72.29',
    ]);
    expect(r.totalCost).toBe(72.29);
  });

  it('takes the total before a deposit, not the balance left after it', () => {
    const r = bill([
      'Wheel bearings   2   60.00   120.00',
      'Fit bearings   1.5   80.00   120.00',
      '',
      'TOTAL   $240.00',
      'Deposit paid   (50.00)',
      'BALANCE DUE   190.00',
    ]);
    expect(r.totalCost).toBe(240);
  });
});

describe('a body shop’s estimate table: operations with hours, charged below', () => {
  it('reads every operation as work, rows with hours only too, and the labelled totals of labour and of parts and materials', () => {
    const r = bill([
      'Op   Description   Frame hrs   Refinish hrs   Part price',
      'Repl   Quarter panel, right   4.0   1.5   210.00',
      'R&I   Rear bumper   1.0',
      'Rpr   Trunk lid   2.5   1.0',
      '',
      'Frame labor   7.5 hrs @ 60.00   450.00',
      'Refinish labor   2.5 hrs @ 60.00   150.00',
      'Total labor   600.00',
      'Parts   210.00',
      'Paint & materials   2.5 hrs @ 30.00   75.00',
      'Total parts & materials   285.00',
      'Tax 5.0% on parts & materials   14.25',
      'GRAND TOTAL   $899.25',
    ]);
    expect(r.workPerformed).toEqual(['Quarter panel, right', 'Rear bumper', 'Trunk lid']);
    expect(r.laborCost).toBe(600);
    expect(r.partsCost).toBe(285);
    expect(r.totalCost).toBe(899.25);
  });
});

describe('parts and labour side by side under one heading row', () => {
  it('splits each row where the second list’s heading stands, and reads "LABOR   AMOUNT" as two headings', () => {
    const r = bill([
      'QTY   PARTS   PRICE   AMOUNT   LABOR   AMOUNT',
      '2   Wiper blade   6.50   13.00   Rebuild wiper motor   45.00',
      '1   Fan belt   11.00   11.00   Adjust belt   15.00',
      '1   Bulb   3.00   3.00',
      '',
      'TOTAL PARTS   27.00',
      'TOTAL LABOR   60.00',
      'TOTAL   87.00',
    ]);
    expect(r.partsUsed).toEqual(['Wiper blade', 'Fan belt', 'Bulb']);
    expect(r.workPerformed).toEqual(['Rebuild wiper motor', 'Adjust belt']);
    expect(r.laborCost).toBe(60);
    expect(r.partsCost).toBe(27);
  });

  it('takes two amount columns named for the lists at a row’s end for one list’s columns', () => {
    expect(sideBySideLists(['LINE   DESCRIPTION   PARTS   LABOR', 'A   REPLACE HOSE   40.00'])).toBeNull();
  });
});

describe('an estimate table as OCR reads it', () => {
  it('keeps an operation whose hours were misread, and ends at the first row without an operation’s word', () => {
    const r = bill([
      'Op   Description   Frame hrs   Refinish hrs   Part price',
      'Repl   Quarter panel, right   4.0   1.5   210.00',
      'R&l   Rear bumper cover   lo',
      'Rpr   Trunk lid   2.5   1.0',
      'Frame labor   7.5 hrs @ 60.00   450.00',
      'Refinish labor   2.5 hrs @ 60.00   150.00',
      'Total labor   600.00',
      'GRAND TOTAL   $810.00',
    ]);
    expect(r.workPerformed).toEqual(['Quarter panel, right', 'Rear bumper cover', 'Trunk lid']);
  });
});

describe('a ticket of priced lines that names no labour and no parts', () => {
  it('lists every line as a job the shop did, a fee aside', () => {
    const r = bill([
      'Quick Lube Center',
      'Ticket 5521   03/02/2019',
      'Conventional Oil Change   39.99',
      'Wiper Blades (pair)   24.50',
      'Tire Rotation   19.99',
      'Shop fee   3.00',
      'Subtotal   87.48',
      'Tax   5.25',
      'TOTAL   92.73',
    ]);
    expect(r.workPerformed).toEqual(['Conventional Oil Change', 'Wiper Blades (pair)', 'Tire Rotation']);
  });

  it('keeps the split where a heading names the parts', () => {
    const r = bill(['Quick Lube Center', 'Conventional Oil Change   39.99', 'Parts', 'Wiper Blades (pair)   24.50', 'TOTAL   64.49']);
    expect(r.workPerformed).toEqual(['Conventional Oil Change']);
    expect(r.partsUsed).toEqual(['Wiper Blades (pair)']);
  });
});

describe('a work order whose job rows carry labour and parts in columns', () => {
  it('takes each column’s sum from the totals row under its heading, and the parts named under their jobs', () => {
    const rows = [
      ['Fleet Services Ltd'],
      ['Job', 'Labour', 'Parts', 'Line total'],
      ['Rebuild gearbox', '450.00', '120.00', '570.00'],
      ['Part: Gearbox bearing set'],
      ['Replace wiper motor', '80.00', '65.00', '145.00'],
      ['Part: Wiper motor'],
      ['Adjust clutch', '40.00', '0.00', '40.00'],
      [],
      ['Totals', '570.00', '185.00', '755.00'],
    ];
    const text = rows.map((r) => r.join('   ')).join('\n');
    const r = analyzeText({ today: '2026-01-01', fileName: 'wo.pdf', documentType: 'service', text, words: gridPage(...rows) });
    expect(r.laborCost).toBe(570);
    expect(r.partsCost).toBe(185);
    expect(r.partsUsed).toEqual(['Gearbox bearing set', 'Wiper motor']);
  });
});

describe('a receipt’s date', () => {
  it('is the day it was issued, not the day its goods were delivered', () => {
    const text = [
      'Teileversand Nord GmbH',
      'Rechnungsdatum   03.05.2022',
      'Lieferdatum   06.05.2022',
      'Zündkerzen (4 Stk.)   31,60 €',
      'Gesamtbetrag   31,60 €',
    ].join('\n');
    const r = analyzeText({ fileName: 'r.pdf', documentType: 'receipt', today: '2026-01-01', text });
    expect(r.extractedData.find((p) => p.key === 'receiptDate')?.value).toBe('2022-05-03');
  });
});

describe('sums printed before their labels', () => {
  it('reads labour, parts and the total from a band whose labels follow their figures', () => {
    const r = bill([
      'Hours   Work done   R',
      '2.0   Rebuild carburettor   1 640.00',
      'Qty   Parts supplied   R',
      '1   Water pump   1 310.00',
      '1   Gasket set   395.50',
      '',
      'R 1 640.00 Labour',
      'R 1 705.50 Parts',
      'R 501.83 VAT @ 15%',
      'R 3 847.33 Amount due',
    ]);
    expect([r.laborCost, r.partsCost, r.totalCost]).toEqual([1640, 1705.5, 3847.33]);
  });
});

describe('a total in a currency without cents', () => {
  it('reads "Zu zahlen BF   19.372" and "To pay SEK   10 922,00" as the totals', () => {
    const francs = bill([
      'Vergaser überholt   4,0   2.880',
      'Ölfilter   1   223',
      '',
      'Arbeitslohn   2.880',
      'Ersatzteile   223',
      'MwSt. 19 %   590',
      'Zu zahlen BF   3.693',
    ]);
    expect(francs.totalCost).toBe(3693);
    const kronor = bill(['Replace hoses   1,00   895,00   895,00', 'Net amount   895,00', 'VAT 25%   223,75', 'Rounding   0,25', 'To pay SEK   1 119,00']);
    expect(kronor.totalCost).toBe(1119);
  });
});

describe('a net total the page goes on to tax', () => {
  it('takes the total after the tax, not the "Nett total" before it', () => {
    const r = bill(['Renew clutch   38.00', 'Clutch kit   41.50', 'NETT TOTAL   79.50', 'V.A.T. @ 15%   11.93', 'TOTAL £   91.43']);
    expect(r.totalCost).toBe(91.43);
  });
});

describe('a bill whose total no label names', () => {
  it('takes the figure the amounts above it add up to', () => {
    const r = bill(['Hank’s Garage', 'May 2, 1979', '', 'Tune-up   18.50', 'Replace points   9.25', 'New fan belt   6.10', '33.85']);
    expect(r.totalCost).toBe(33.85);
  });

  it('never a figure that larger ones follow (page totals 1 … 10: 1 + 2 = 3 is no sum of the bill)', () => {
    const r = bill(Array.from({ length: 10 }, (_, i) => `Page ${i + 1} Service invoice Total: $${i + 1}.00`));
    expect(r.totalCost).toBe(10);
  });

  it('never a sum under labour’s or parts’ own label', () => {
    const r = bill(['Invoice 12   01/02/2003', 'Adj. brakes   20.00', 'Balance wheels   30.00', 'Labor   50.00', 'VAT 17.5%   8.75']);
    expect(r.totalCost).not.toBe(50);
  });
});

describe("an old account's lines", () => {
  it('reads "To labour" and "To parts and materials" as the charges they bill, no jobs', () => {
    const r = bill([
      'Trebilcock & Son, Motor Engineers',
      'December 17th, 1977',
      'Our account is as follows:',
      '    To labour                                             £55.50',
      '    To parts and materials                                £17.21',
      '    V.A.T. at 8%                                           £5.82',
      '    Total                                                 £78.53',
    ]);
    expect([r.laborCost, r.partsCost, r.totalCost]).toEqual([55.5, 17.21, 78.53]);
    expect(r.workPerformed).toEqual([]);
  });
});
