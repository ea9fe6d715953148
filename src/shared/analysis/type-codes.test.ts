import { describe, expect, it } from 'vitest';
import { extractLineItems } from './line-items';
import { codeKey, typeCodesAsColumn } from './type-codes';

const texts = (items: { text: string }[]) => items.map((i) => i.text);

describe('a column of type codes before each row’s text', () => {
  it('reads one capital per row as the row’s kind, by the initial of its kind’s word (English and German)', () => {
    const english = extractLineItems([
      'Item   Hours/Qty   Rate   Amount',
      'W Strip and rebuild gearbox   7.5   64.00   480.00',
      'W Renew clutch release bearing   2   64.00   128.00',
      'P Gearbox gasket set   1   38.20   38.20',
      'P 3rd motion shaft bearing   1   52.75   52.75',
      'P EP90 oil, litre   2   6.10   12.20',
      'Total   711.15',
    ]);
    expect(texts(english.work)).toEqual(['Strip and rebuild gearbox', 'Renew clutch release bearing']);
    expect(texts(english.parts)).toEqual(['Gearbox gasket set', '3rd motion shaft bearing', 'EP90 oil, litre']);
    const german = extractLineItems([
      'Position   Menge   Einzelpreis   Betrag',
      'L Vorderachse vermessen   1,5   72,00   108,00',
      'E Spurstangenkopf links   1   41,30   41,30',
      'L Spur eingestellt   1   72,00   72,00',
      'E Manschette Lenkgetriebe   2   12,90   25,80',
      'Summe   247,10',
    ]);
    expect(texts(german.work)).toEqual(['Vorderachse vermessen', 'Spur eingestellt']);
    expect(texts(german.parts)).toEqual(['Spurstangenkopf links', 'Manschette Lenkgetriebe']);
  });

  it('takes a code’s kind from the page’s key: a sum labelled with the code in brackets, or “X = word”', () => {
    expect(codeKey(['Kennzeichen (A)   W-12345']).size).toBe(0);
    expect([...codeKey(['Lohn (R)   190,00', 'Teile (K)   151,68'])]).toEqual([
      ['R', 'work'],
      ['K', 'parts'],
    ]);
    expect(codeKey(['Codes: A = Arbeit, M = Material']).get('M')).toBe('parts');
    // A legend line of codes and captions, as a grid's key prints it.
    expect([...codeKey(['Key: W Work done · M Material · S Sundries'])]).toEqual([
      ['W', 'work'],
      ['M', 'parts'],
      ['S', 'other'],
    ]);
    // A key names what a letter stands for, though it is no kind's initial.
    const keyed = typeCodesAsColumn([
      'R Kupplung erneuert   3,5   9,50   33,25',
      'K Kupplungsscheibe   1   66,61   66,61',
      'K Ausrücklager   1   21,00   21,00',
      'Lohn (R)   33,25',
      'Teile (K)   87,61',
    ]);
    expect(keyed.slice(0, 3)).toEqual([
      'Labour   Kupplung erneuert   3,5   9,50   33,25',
      'Parts   Kupplungsscheibe   1   66,61   66,61',
      'Parts   Ausrücklager   1   21,00   21,00',
    ]);
  });

  it('sets a code apart where the row’s text begins with a figure, once its column is known', () => {
    expect(
      typeCodesAsColumn([
        'LBR Refit tank   2   60.00   120.00',
        'PTS 6V battery   1   89.00   89.00',
        'PTS Fuel tap   1   24.50   24.50',
        'PTS Tank sealer   1   19.00   19.00',
        'LBR Road test   1   60.00   60.00',
      ]),
    ).toEqual([
      'LBR   Refit tank   2   60.00   120.00',
      'PTS   6V battery   1   89.00   89.00',
      'PTS   Fuel tap   1   24.50   24.50',
      'PTS   Tank sealer   1   19.00   19.00',
      'LBR   Road test   1   60.00   60.00',
    ]);
    expect(
      typeCodesAsColumn([
        'A Ölwechsel   0,5   60,00   30,00',
        'M Ölfilter   1   9,80   9,80',
        'M 10W-40 Motoröl   5   8,20   41,00',
        'M Dichtring   1   0,90   0,90',
      ]),
    ).toEqual([
      'Labour   Ölwechsel   0,5   60,00   30,00',
      'Parts   Ölfilter   1   9,80   9,80',
      'Parts   10W-40 Motoröl   5   8,20   41,00',
      'Parts   Dichtring   1   0,90   0,90',
    ]);
  });

  it('reads a column of capitals after the row’s text, in a cell of its own, as the rows’ kinds', () => {
    const german = extractLineItems([
      'Leistung   Art   Netto',
      'Ventile eingestellt   A   84,00',
      'Zündkerzen   M   31,60',
      'Vergaser gereinigt   A   56,00',
      'Luftfilter   M   18,90',
      '',
      'Netto gesamt   190,50',
    ]);
    expect(texts(german.work)).toEqual(['Ventile eingestellt', 'Vergaser gereinigt']);
    expect(texts(german.parts)).toEqual(['Zündkerzen', 'Luftfilter']);
    const english = extractLineItems([
      'Description   Type   Qty   Amount',
      'Rebuild water pump   L   2   130.00',
      'Water pump kit   P   1   96.40',
      'Flush cooling system   L   1   65.00',
      'Coolant, gallon   P   2   31.00',
      'Top hose   P   1   14.25',
    ]);
    expect(texts(english.work)).toEqual(['Rebuild water pump', 'Flush cooling system']);
    expect(texts(english.parts)).toEqual(['Water pump kit', 'Coolant, gallon', 'Top hose']);
    // A grade or size letter that varies row by row ("B", "C") is no type column; nor a unit's letter of one kind ("L", litres).
    const sizes = ['Tyre 165 R 15   B   2   88.00', 'Tube   C   2   12.00'];
    expect(typeCodesAsColumn(sizes)).toEqual(sizes);
    const litres = ['Motoröl 10W-40   5   L   41,00', 'Kühlmittel G12   3   L   19,50', 'Ölfilter   1   St   9,80'];
    expect(typeCodesAsColumn(litres)).toEqual(litres);
  });

  it('strips a sundries code that names neither list', () => {
    const items = extractLineItems([
      'Bezeichnung   Menge   Preis   Summe',
      'A Zündung eingestellt   1   48,00   48,00',
      'A Vergaser synchronisiert   1,5   48,00   72,00',
      'T Unterbrecherkontakt   1   14,20   14,20',
      'S Altöl-Entsorgung   1   6,50   6,50',
      'Gesamt   140,70',
    ]);
    expect(texts(items.work)).toEqual(['Zündung eingestellt', 'Vergaser synchronisiert']);
    expect([...texts(items.parts)].map((t) => t.replace(/^S\s+/, ''))).toContain('Unterbrecherkontakt');
    expect([...texts(items.work), ...texts(items.parts)].every((t) => !/^[ATS] /.test(t))).toBe(true);
  });

  it('reads one column whose capitals stand in their own cell in some rows and run in in others (de)', () => {
    const items = extractLineItems([
      'L/M Leistung   Std.   S/Std.   Schilling',
      'L   Service lt. Plan durchgeführt   2   280,00   560,00',
      'L   Lichtmaschine instandgesetzt   1.248,00',
      'M Bremsbeläge   165,00',
      'M Ölfilter   1.020,00',
      'Endbetrag   2.993,00 S',
    ]);
    expect(texts(items.work)).toEqual(['Service lt. Plan durchgeführt', 'Lichtmaschine instandgesetzt']);
    expect(texts(items.parts)).toEqual(['Bremsbeläge', 'Ölfilter']);
  });

  it('takes a code of letters no list knows, beside a column of one kind’s capital, for the other kind (en)', () => {
    const items = extractLineItems([
      'Désignation / Description   Francs',
      'MO Parallélisme / tracking   269,47',
      'MO Réglage allumage / ignition set   436,50',
      'P   Bougies / plugs   305,58',
      'P   Huile 5 l / oil   49,92',
      'TOTAL T.T.C.   1.061,47 F',
    ]);
    expect(texts(items.work)).toEqual(['Parallélisme / tracking', 'Réglage allumage / ignition set']);
    expect(texts(items.parts)).toEqual(['Bougies / plugs', 'Huile 5 l / oil']);
    // One kind's capital alone, without a second code, is no column of kinds.
    const litres = ['MO Parallélisme   269,47', 'MO Réglage allumage   436,50'];
    expect(typeCodesAsColumn(litres)).toEqual(litres);
  });

  it('leaves the English article, a list’s position letters and a single row’s letter as written', () => {
    const article = ['A new battery fitted   1   45.00   45.00', 'A pair of wiper blades   1   12.00   12.00', 'A Bosch horn relay   1   9.00   9.00'];
    expect(typeCodesAsColumn(article)).toEqual(article);
    const positions = ['A Front brakes relined   1   120.00   120.00', 'B Rear brakes adjusted   1   40.00   40.00', 'C Handbrake cable   1   18.00   18.00'];
    expect(typeCodesAsColumn(positions)).toEqual(positions);
    const single = ['E Type bonnet catch   1   85.00   85.00', 'Fit bonnet catch   1   30.00   30.00'];
    expect(typeCodesAsColumn(single)).toEqual(single);
    // Letters a kind's initial and one that is none ("B"): no type column.
    const mixed = ['L Valve cover gasket   1   18.00   18.00', 'L Rocker shaft   1   60.00   60.00', 'B Brake shoes   1   30.00   30.00'];
    expect(typeCodesAsColumn(mixed)).toEqual(mixed);
  });
});

describe('a type column of words run into the description in some rows', () => {
  it('sets the kind’s word apart where the print ran it into the description (de)', () => {
    const items = extractLineItems([
      'Nr   Typ   Text   Anz.   Preis   Summe',
      '1   Arbeit Ventile eingestellt   1,5   60,00   90,00',
      '2   Material   Ventildeckeldichtung   1   12,00   12,00',
      '3   Arbeit Vergaser synchronisiert   1,0   60,00   60,00',
      '4   Material   Zündverteilerkappe   1   24,50   24,50',
      'Summe netto   186,50',
    ]);
    expect(texts(items.work)).toEqual(['Ventile eingestellt', 'Vergaser synchronisiert']);
    expect(texts(items.parts)).toEqual(['Ventildeckeldichtung', 'Zündverteilerkappe']);
  });

  it('reads an English column whose both words ran in (en)', () => {
    const items = extractLineItems([
      'Labour Renew clutch and release bearing   3.0   70.00   210.00',
      'Parts Clutch kit, three piece   1   180.00   180.00',
      'Labour Adjust handbrake cable   0.5   70.00   35.00',
      'Total   425.00',
    ]);
    expect(texts(items.work)).toEqual(['Renew clutch and release bearing', 'Adjust handbrake cable']);
    expect(texts(items.parts)).toEqual(['Clutch kit, three piece']);
  });

  it('sets apart a kind’s word run in with a colon after a position’s cell (en)', () => {
    const items = extractLineItems([
      '#   Item / Description   Qty   Rate   Amount',
      '1   Labor: Replace clutch assembly   4.80   85.00   408.00',
      '2   Parts: Clutch kit   1.00   223.18   223.18',
      '3   Labor: Rebuild carburetor   5.00   85.00   425.00',
      '4   Parts: Carburetor rebuild kit   1.00   42.90   42.90',
      'Total   1,099.08',
    ]);
    expect(texts(items.work)).toEqual(['Replace clutch assembly', 'Rebuild carburetor']);
    expect(texts(items.parts)).toEqual(['Clutch kit', 'Carburetor rebuild kit']);
  });

  it('keeps a kind’s word that begins descriptions of one kind only, and sums’ labels, as printed', () => {
    const oneKind = ['Service brakes all round   1   45.00   45.00', 'Service carburettors   1   60.00   60.00'];
    expect(typeCodesAsColumn(oneKind)).toEqual(oneKind);
    const sums = ['Labour charges   120.00', 'Parts and materials   45.00'];
    expect(typeCodesAsColumn(sums)).toEqual(sums);
  });
});
