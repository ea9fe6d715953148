import { describe, expect, it } from 'vitest';
import { cleanItemText, extractLineItems, itemOf, kindWordAsColumn, withoutDayCell } from './line-items';

describe('a row’s description', () => {
  it('drops a catalogue number of capitals run into its digits', () => {
    expect(cleanItemText('GHF123 Brake hose front   1   9.47')).toBe('Brake hose front');
    expect(cleanItemText('AJJ3308 Carb rebuild kit')).toBe('Carb rebuild kit');
    // A name that merely starts in capitals keeps its words.
    expect(cleanItemText('ATE Hauptbremszylinder   1   88,00')).toBe('ATE Hauptbremszylinder');
    expect(cleanItemText('H4 bulb   2   6.00')).toBe('H4 bulb');
  });

  it('drops the time charged in brackets after the job', () => {
    expect(cleanItemText('Replace alternator (1.5 hrs)')).toBe('Replace alternator');
    expect(cleanItemText('Vergaser eingestellt (0,5 Std.)   42,00')).toBe('Vergaser eingestellt');
    // Nor are the workings in brackets, a count or a time at its rate.
    expect(cleanItemText('Exhaust system (1 @ 100.90)   100.90')).toBe('Exhaust system');
    expect(cleanItemText('Lenkung spielfrei eingestellt (1,5 Std. à 272,00)   408,00')).toBe('Lenkung spielfrei eingestellt');
    // A part number in groups of digits before the name is a code.
    expect(cleanItemText('A 274 446 46 80 Zündkerzen (Satz)   48,00')).toBe('Zündkerzen (Satz)');
    expect(cleanItemText('4 Zündkerzen   48,00')).toBe('Zündkerzen');
    // Its figure is no price to cut the row at.
    expect(cleanItemText('Scheinwerfer eingestellt (0,50 Std.)   36,89')).toBe('Scheinwerfer eingestellt');
    // A figure in brackets that is no time stays the name's.
    expect(cleanItemText('Motoröl (5 l)')).toBe('Motoröl (5 l)');
  });

  it('drops a count written after the description with its sign before the figure', () => {
    expect(cleanItemText('Brake hose front x1')).toBe('Brake hose front');
    expect(cleanItemText('King pin set, qty 2', { ownCell: true })).toBe('King pin set');
    expect(cleanItemText('Zierleiste Stk. 2')).toBe('Zierleiste');
    // A count's unit before the description is a measure, and a list's comma at the end no part of the name.
    expect(cleanItemText('3 St. Unterbrecherkontakt   5,20   15,60')).toBe('Unterbrecherkontakt');
    expect(cleanItemText('1 kg Abschmierfett   1,15')).toBe('Abschmierfett');
    expect(cleanItemText('Replaced clutch and pressure plate,')).toBe('Replaced clutch and pressure plate');
    // A count in the middle of the words is the description's.
    expect(cleanItemText('Füller 2x gespritzt und nass geschliffen')).toBe('Füller 2x gespritzt und nass geschliffen');
  });

  it('keeps a figure of its own that words follow, and cuts at the price columns after it', () => {
    expect(cleanItemText('Coker Classic 6.70-15 wide whitewall', { ownCell: true })).toBe('Coker Classic 6.70-15 wide whitewall');
    expect(cleanItemText('Lagersatz Haupt/Pleuel -0,25 (Glyco)', { ownCell: true })).toBe('Lagersatz Haupt/Pleuel -0,25 (Glyco)');
    expect(cleanItemText('Coker Classic 6.70-15 wide whitewall 217.80 1,089.00')).toBe('Coker Classic 6.70-15 wide whitewall');
    // Units, currencies and a rate's words are the price columns' own.
    expect(cleanItemText('Oil filter 12.50 each 25.00')).toBe('Oil filter');
    expect(cleanItemText('Bremsbeläge 45,00 EUR netto')).toBe('Bremsbeläge');
  });
});

describe('a table whose first column is the quantity or the time', () => {
  it('reads rows that begin with a time ("2,00 h") or a bare quantity under "Qty" as items, not as sums before labels', () => {
    const hours = extractLineItems([
      'Menge   Gegenstand   Einzelpreis   Gesamtpreis',
      '2,00 h   Wasserpumpe erneuert   36,00   72,00',
      '1,50 h   Lichtmaschine aus- und eingebaut   36,00   54,00',
      '1   Wasserpumpe   63,51   63,51',
      '',
      'Summe   189,51',
    ]);
    expect(hours.work.map((i) => i.text)).toEqual(['Wasserpumpe erneuert', 'Lichtmaschine aus- und eingebaut']);
    const qty = extractLineItems([
      'Qty   Description   Unit Price   VAT   Net',
      '1   Exhaust system complete   80.75   S   80.75',
      '1.00   Labour: Replace exhaust system   27.00   S   27.00',
      '0.50   Labour: Renew fan belt   27.00   S   13.50',
      '',
      'Parts total   80.75',
    ]);
    expect(qty.work.map((i) => i.text)).toEqual(['Replace exhaust system', 'Renew fan belt']);
    expect(qty.parts.map((i) => i.text)).toEqual(['Exhaust system complete']);
  });
});

describe('a name in capitals with a figure of its own after the article number', () => {
  it('is the description, not a second code', () => {
    expect(itemOf('1   23970   EXHAUST CLAMP 2 IN   2   5.16   10.32')).toMatchObject({ text: 'EXHAUST CLAMP 2 IN', amount: 10.32 });
    expect(itemOf('4   35759   VALVE STEM TR413   4   2.18   8.72')).toMatchObject({ text: 'VALVE STEM TR413' });
    // A tyre's size is its name, no code.
    expect(itemOf('249496   P195/75R14 GOODYEAR INVICTA   4   91.96   367.84')).toMatchObject({ text: 'P195/75R14 GOODYEAR INVICTA' });
    // A code that only looks like words stays a code before the name.
    expect(itemOf('BSK-42R   CALIPER SEAL KIT   2   9.50   19.00')).toMatchObject({ text: 'CALIPER SEAL KIT' });
  });
});

describe("a job's designation before its words", () => {
  it("drops a bare time or quantity run into the description's cell, not an engine's size", () => {
    expect(cleanItemText('2.25 Replace U-joints')).toBe('Replace U-joints');
    expect(cleanItemText('1,5 Zündung einstellen')).toBe('Zündung einstellen');
    expect(cleanItemText('2.0 TDI engine mount')).toBe('2.0 TDI engine mount');
  });

  it('drops "Job 1:", "Op 2:", "Line A:" before the job', () => {
    expect(cleanItemText('Op 1: Replace leaking rear main seal')).toBe('Replace leaking rear main seal');
    expect(cleanItemText('Job 12: Oil and filter change')).toBe('Oil and filter change');
    // A job whose words begin with "Job" and a bracket of words stay.
    expect(cleanItemText('Jobbing sheet metal repair')).toBe('Jobbing sheet metal repair');
    expect(cleanItemText('Rear caliper (exchange)')).toBe('Rear caliper (exchange)');
  });
});

describe('a row’s kind written before its description with a colon', () => {
  it('is read as the type column in a list mixing labour and parts', () => {
    const page = [
      'Description   Qty   Amount',
      'Labour: Renew clutch slave cylinder   1.50 hr   90.00',
      'Labour: Bleed clutch hydraulics   0.50 hr   30.00',
      'QRT4410 Clutch slave cylinder x1   1   41.20',
      'Brake fluid DOT 4 x1   1   6.50',
      '',
      'Labour subtotal   120.00',
    ];
    expect(extractLineItems(page)).toMatchObject({
      work: [{ text: 'Renew clutch slave cylinder' }, { text: 'Bleed clutch hydraulics' }],
      parts: [{ text: 'Clutch slave cylinder' }, { text: 'Brake fluid DOT 4' }],
    });
  });

  it("reads a part's word before a priced name of two words or more as the type column, with or without its colon", () => {
    expect(kindWordAsColumn('Part Front brake pad set (1 @ 6.85)   6.85')).toBe('Part   Front brake pad set (1 @ 6.85)   6.85');
    expect(kindWordAsColumn('Teil: Kühlerschlauch oben   1 x 24,02   24,02')).toBe('Teil   Kühlerschlauch oben   1 x 24,02   24,02');
    expect(itemOf(kindWordAsColumn('Part Front brake pad set (1 @ 6.85)   6.85'))).toMatchObject({ text: 'Front brake pad set', kind: 'parts' });
    // A sum under the parts' word, and a part named by one word, stay as they are.
    expect(kindWordAsColumn('Parts Total   113.88')).toBe('Parts Total   113.88');
    expect(kindWordAsColumn('Part exchange   -1,500.00')).toBe('Part exchange   -1,500.00');
  });

  it('reads the type word after a dash, or after a quantity column, as the type column', () => {
    expect(kindWordAsColumn('Labour - Adjust clutch   0.50 hrs   32.00   16.00')).toBe('Labour   Adjust clutch   0.50 hrs   32.00   16.00');
    expect(itemOf(kindWordAsColumn('1.00   Labour: Replace exhaust system   27.00   S   27.00'))).toMatchObject({
      text: 'Replace exhaust system',
      kind: 'work',
    });
  });

  it('leaves a sum’s label alone', () => {
    expect(kindWordAsColumn('Labour: 259.00')).toBe('Labour: 259.00');
    expect(kindWordAsColumn('Teile: Zündkerzen   4 Stk.   24,00')).toBe('Teile   Zündkerzen   4 Stk.   24,00');
  });
});

describe('a time sheet whose first column dates each row', () => {
  it('reads the jobs after the date and the worker’s initials', () => {
    const page = [
      'Date   Tech   Description   Hours   Amount',
      '3/02/04   TB   Strip front suspension   4.50   360.00',
      '3/09/04   AL   Weld new floor pans   9.00   720.00',
      'Labor total   1,080.00',
    ];
    expect(extractLineItems(page).work.map((w) => w.text)).toEqual(['Strip front suspension', 'Weld new floor pans']);
  });

  it('still takes a dated line outside such a table for no item', () => {
    expect(extractLineItems(['Description   Qty   Amount', 'Brake pads   1   40.00', 'Invoice date   3/02/04   40.00']).parts.map((p) => p.text)).toEqual([
      'Brake pads',
    ]);
  });
});

describe('two bulleted lists side by side under their headings', () => {
  it('reads the left cells as the left heading’s kind and the right cells as the other', () => {
    const page = [
      'Ausgeführte Arbeiten   Verwendete Teile',
      '• Vergaser zerlegt und gereinigt   • Dichtsatz Vergaser',
      '• Schwimmer eingestellt   • Schwimmernadelventil',
      '',
      'Arbeitsleistung   320,00',
    ];
    expect(extractLineItems(page)).toEqual({
      work: [
        { text: 'Vergaser zerlegt und gereinigt', amount: null },
        { text: 'Schwimmer eingestellt', amount: null },
      ],
      parts: [
        { text: 'Dichtsatz Vergaser', amount: null },
        { text: 'Schwimmernadelventil', amount: null },
      ],
    });
  });
});

describe('a job beginning with a sum’s word', () => {
  it('is a job when words of its own follow, a sum when a sum’s qualifier or its figure does', () => {
    const page = ['Work performed:', 'Grind crank   32.50', 'Balance rotating assembly   152.00', 'Balance due   184.50', 'Polish valves   20.00'];
    expect(extractLineItems(page).work.map((w) => w.text)).toEqual(['Grind crank', 'Balance rotating assembly']);
  });
});

describe('an article number without a digit', () => {
  it('is a code when capitals in parts joined by dashes stand before a description in lower case', () => {
    expect(itemOf('G-OIL   Gearbox oil EP80 (litres)   3   24.00')?.text).toBe('Gearbox oil EP80 (litres)');
    expect(itemOf('SW-118   Overdrive solenoid   1   46.50')?.text).toBe('Overdrive solenoid');
  });
});

describe('hours after a description', () => {
  it('go with the list’s comma before them', () => {
    expect(itemOf('Rebuilt water pump, 3 hrs @ 8.00   24.00')?.text).toBe('Rebuilt water pump');
    expect(itemOf('Kupplung eingestellt, 2 Std   24,00')?.text).toBe('Kupplung eingestellt');
  });
});

describe('figures that belong to a part’s name', () => {
  it('keeps a tyre’s size and a belt’s dimensions', () => {
    expect(cleanItemText('165 SR 15 Michelin ZX', { ownCell: true })).toBe('165 SR 15 Michelin ZX');
    expect(cleanItemText('Keilriemen 12 x 1000', { ownCell: true })).toBe('Keilriemen 12 x 1000');
    expect(cleanItemText('Brake hose front x2')).toBe('Brake hose front');
  });
});

describe('a row that multiplies out after its description', () => {
  it("keeps the description's own figures", () => {
    expect(itemOf('Schwimmernadelventil 1.75   3   20.55   61.65')?.text).toBe('Schwimmernadelventil 1.75');
    expect(itemOf('Oil filter 12.50   1   12.50')?.text).toBe('Oil filter');
  });
});

describe('priced rows under no heading', () => {
  it('leave out the row of their sum', () => {
    const lines = [
      'Magnet aufmagnetisiert   5   360,00',
      'Unterbrecher eingestellt   4   288,00',
      'Werkstattleistung gesamt   648,00 €',
      'Ersatzteile',
      'Kondensator neu   2   41,22   82,44',
    ];
    expect(extractLineItems(lines).work.map((i) => i.text)).toEqual(['Magnet aufmagnetisiert', 'Unterbrecher eingestellt']);
  });
});

describe('a count of sets or pairs', () => {
  it("drops the count and its unit before the part's name, where the count goes first", () => {
    expect(cleanItemText('1 Satz Bremsbel.-Satz v.')).toBe('Bremsbel.-Satz v.');
    expect(cleanItemText('2 Paar Wischerblätter')).toBe('Wischerblätter');
    // Without a count the set is the part's name.
    expect(cleanItemText('SATZ BREMSBELAEGE VA')).toBe('SATZ BREMSBELAEGE VA');
  });
});

describe("a dated log's rows and a job's hours set apart by a dash", () => {
  it('reads the description after the day, in any of its styles, and leaves other first cells alone', () => {
    expect(withoutDayCell('March 6th   Carburetor rebuilt and adjusted   255.20')).toBe('Carburetor rebuilt and adjusted   255.20');
    expect(withoutDayCell('12.03.   Vergaser überholt   85,00')).toBe('Vergaser überholt   85,00');
    expect(withoutDayCell('6 May 1984   Decoke   £12.00')).toBe('Decoke   £12.00');
    expect(withoutDayCell('2   Zündkerzen   12,00')).toBe('2   Zündkerzen   12,00');
    expect(withoutDayCell('Datum   Arbeit   Betrag')).toBe('Datum   Arbeit   Betrag');
    expect(
      extractLineItems(['Labor log', 'March 6th   Generator rebuilt   140.80', 'March 9th   Muffler replaced   105.60', 'Labor total   246.40']).work.map(
        (i) => i.text,
      ),
    ).toEqual(['Generator rebuilt', 'Muffler replaced']);
  });

  it('drops the dash that set a job’s hours apart', () => {
    expect(itemOf('Fuel pump replaced — 1.30 hrs   131.30')?.text).toBe('Fuel pump replaced');
  });
});
