import { describe, expect, it } from 'vitest';
import { expandAbbreviatedLabels, expandLabelAbbreviations, fullLabelWord, LABEL_INITIALS, pageKey } from './abbreviated-labels';
import { LABELS, OTHER_LABELS } from './labels';
import { buildRows } from './layout';
import { spelledWords } from './pattern-spellings';
import { extractFields } from './extract-fields';
import { prepareText, labelledAmount } from './text-values';

describe('abbreviated labels', () => {
  it('reads a label shortened to its first letters, its consonants, a compound piece by piece or its initials', () => {
    expect(fullLabelWord('Tot.')).toBe('Total');
    expect(fullLabelWord('Prem.')).toBe('Premium');
    expect(fullLabelWord('Pts')).toBe('Parts');
    expect(fullLabelWord('Fzg.')).toBe('Fahrzeug');
    expect(fullLabelWord('Km-St.')).toBe('Km-Stand');
    expect(fullLabelWord('Einz.-Pr.')).toBe('Einzelpreis');
    expect(fullLabelWord('Marktw.')).toBe('Marktwert');
    expect(fullLabelWord('EZ')).toBe('Erstzulassung');
    expect(fullLabelWord('Pol', true)).toBe('Policy');
  });

  it('reads a compound shortened in its first piece and written out in its last', () => {
    expect(fullLabelWord('Zust.-Note')).toBe('Zustandsnote');
    expect(fullLabelWord('Rechn.-Datum')).toBe('Rechnungsdatum');
    expect(fullLabelWord('Vers.-Beginn')).toBe('Versicherungsbeginn');
    // A title, a double name and a compound written out in full stay as printed.
    for (const t of ['Dipl.-Ing.', 'Hans-Dieter', 'Km-Stand']) expect(fullLabelWord(t)).toBeNull();
  });

  it('takes no whole word, item word or street for a label', () => {
    for (const t of ['Part', 'Total', 'Adj.', 'St.', 'Std.', 'Reg.', 'Betr.', 'VA', 'Pol', 'End', 'Mg.', 'CO.', 'Co.']) expect(fullLabelWord(t)).toBeNull();
  });

  it('writes out labels only where a label stands', () => {
    expect(expandLabelAbbreviations('Ded.      $500')).toBe('Deductible      $500');
    expect(expandLabelAbbreviations('Auto, Km-St. 12.345')).toBe('Auto, Km-Stand 12.345');
    expect(expandLabelAbbreviations('Bal. due   12.00')).toBe('Balance due   12.00');
    expect(expandLabelAbbreviations('Renew hose, Adj. valves')).toBe('Renew hose, Adj. valves');
    expect(expandLabelAbbreviations('Oil Tot. 4')).toBe('Oil Tot. 4');
  });

  it('reads a word shortened without its vowels after its first only where the next word makes a label with it', () => {
    expect(expandLabelAbbreviations('Amt Due   868.92')).toBe('Amount Due   868.92');
    expect(expandLabelAbbreviations('Amt   12.00')).toBe('Amt   12.00');
    expect(expandLabelAbbreviations('Amt für Verkehr')).toBe('Amt für Verkehr');
  });

  it('lets the readers find the sums of a terse bill', () => {
    const doc = prepareText(
      [
        'Brake hoses          40.00',
        'Hose clips            4.50',
        'Lab.                 80.00',
        'Pts                  44.50',
        'Tot.                124.50',
      ].join('\n'),
      false,
    );
    expect(labelledAmount(doc, 'laborCost')).toBe(80);
    expect(labelledAmount(doc, 'partsCost')).toBe(44.5);
    expect(labelledAmount(doc, 'totalCost')).toBe(124.5);
  });
});

describe('the label words, from the labels themselves', () => {
  it('knows every word a label of labels.ts spells, so a new label needs no second list', () => {
    // "versicherungs-?\s*(nummer|nr\.?)" is the policy number's label: its shortened form reads as it.
    expect(fullLabelWord('Vers.-Nr.')).toBe('Versicherungs-Nummer');
    expect(fullLabelWord('Kd.-Nr.')).toBe('Kunden-Nummer');
    expect(fullLabelWord('Jahresbeitr.')).toBe('Jahresbeitrag');
    expect(fullLabelWord('Inv.')).toBe('Invoice');
    expect(fullLabelWord('Mi.')).toBe('Miles');
    expect(fullLabelWord('Dt')).toBe('Date');
  });

  it('guesses not between words of different labels, unless the next word makes a label with one', () => {
    // Appraiser, appraisal or appraised; "Preis" or "Prämie"; "gültig" or "Gültigkeit"; a number or notes.
    for (const t of ['Appr.', 'Ges.-Pr.', 'Gült.', 'No.', 'Val.']) expect(fullLabelWord(t)).toBeNull();
    expect(fullLabelWord('Gült.', false, 'ab')).toBe('Gültig');
    expect(fullLabelWord('Appr.', false, 'date')).toBe('Appraisal');
    expect(expandLabelAbbreviations('Gült. ab   01.01.2015')).toBe('Gültig ab   01.01.2015');
  });

  it('reads only the initials the trade prints, each a word of the labels', () => {
    expect(fullLabelWord('KS')).toBe('Km-Stand');
    // A side ("RT"), a plate's district ("BN"), "vorne" ("VA"), a make ("VW"): no label's initials.
    for (const t of ['RT', 'BN', 'VA', 'VW', 'AW']) expect(fullLabelWord(t)).toBeNull();
    const words = new Set([...Object.values(LABELS).flat(), ...OTHER_LABELS].flatMap((r) => spelledWords(r.source).words));
    for (const word of Object.values(LABEL_INITIALS)) expect(words.has(word)).toBe(true);
  });

  it('leaves a label as printed, and a further word only where the two make a label', () => {
    expect(fullLabelWord('Schein-Nr.')).toBeNull();
    expect(expandLabelAbbreviations('Schein-Nr. KZ 415171')).toBe('Schein-Nr. KZ 415171');
  });

  it('leaves a caption beside the word it would shorten, printed in full', () => {
    const at = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 6, y0: 100, y1: 108 });
    const [row] = expandAbbreviatedLabels(buildRows([at('COV.', 20), at('COVERAGE', 120), at('PREMIUM', 400)]));
    expect(row.cells.map((c) => c.text)).toEqual(['COV.', 'COVERAGE', 'PREMIUM']);
  });

  it('leaves letters spaced out for a letterhead as printed: their first letter is no code of the key', () => {
    const at = (text: string, x0: number, r: number) => ({ text, x0, x1: x0 + text.length * 6, y0: 100 + r * 14, y1: 108 + r * 14 });
    const rows = expandAbbreviatedLabels(buildRows([at('L A K E S I D E', 20, 0), at('M O T O R S', 120, 0), at('L = Labour · M = Materials', 20, 1)]));
    expect(rows[0].text).not.toMatch(/Labour|Materials/);
    const de = expandAbbreviatedLabels(buildRows([at('M E I S T E R B E T R I E B', 20, 0), at('M = Material, A = Arbeit', 20, 1)]));
    expect(de[0].text).toBe('M E I S T E R B E T R I E B');
  });
});

describe("a page's key to its codes", () => {
  it('reads the key in its usual forms', () => {
    expect([...pageKey('A = Arbeit, M = Material')]).toEqual([
      ['A', 'Arbeit'],
      ['M', 'Material'],
    ]);
    expect(pageKey('Kind: W work, G goods').get('G')).toBe('goods');
    // A code of two letters' slash ("A/B = Bodily injury") is no one-letter code.
    expect(pageKey('A/B = Bodily injury').has('B')).toBe(false);
  });

  it('writes out a code where it stands for its word, not in the key itself', () => {
    const key = pageKey('W = Work  G = Goods');
    expect(expandLabelAbbreviations('G     Wiper blades     12.00', key)).toBe('Goods     Wiper blades     12.00');
    expect(expandLabelAbbreviations('W = Work  G = Goods', key)).toBe('W = Work  G = Goods');
  });

  it('reads a coded item list and its coded sums', () => {
    const text = [
      'W   Fit new wiper motor          60.00',
      'G   Wiper motor                  85.00',
      'W   Adjust door striker          20.00',
      'G   Striker plate                 7.50',
      'W = Work   G = Goods',
      '                  W      80.00',
      '                  G      92.50',
      '                  Total 172.50',
    ].join('\n');
    const f = extractFields(prepareText(text, false), 'service');
    expect(f.laborCost).toBe(80);
    expect(f.partsCost).toBe(92.5);
    expect(f.workPerformed).toEqual(['Fit new wiper motor', 'Adjust door striker']);
    expect(f.partsUsed).toEqual(['Wiper motor', 'Striker plate']);
  });
});

describe('a band of coded captions', () => {
  it('reads the figure at each caption’s place, the captions at their columns’ left edges and the figures set right', () => {
    const at = (text: string, x0: number, r: number) => ({ text, x0, x1: x0 + text.length * 5, y0: 100 + r * 14, y1: 108 + r * 14 });
    const words = [
      ...['L', 'P', 'T'].map((c, k) => at(c, 50 + k * 120, 0)),
      ...['80.00', '92.50', '172.50'].map((v, k) => at(v, 120 + k * 120, 1)),
      ...['L', '=', 'Labour', 'P', '=', 'Parts', 'T', '=', 'Total'].map((w, k) => at(w, 50 + k * 40, 2)),
    ];
    const doc = prepareText(words.map((w) => w.text).join(' '), false, words);
    expect(labelledAmount(doc, 'laborCost')).toBe(80);
    expect(labelledAmount(doc, 'totalCost')).toBe(172.5);
  });

  it('reads a row’s kind before its article number', () => {
    const f = extractFields(
      prepareText(
        ['Lohn   4711   Ventile eingestellt   1,5 Std   90,00', 'Teile   0815 22   Ventildeckeldichtung   1 St   14,50', 'L = Lohn, T = Teile'].join('\n'),
        true,
      ),
      'service',
    );
    expect(f.workPerformed).toEqual(['Ventile eingestellt']);
    expect(f.partsUsed).toEqual(['Ventildeckeldichtung']);
  });
});

describe('the parties of a sale by their abbreviated roles', () => {
  it('reads "Slr.", "Byr.", "Verk.", "Käuf." as seller and buyer', () => {
    expect(fullLabelWord('Slr.')).toBe('Seller');
    expect(fullLabelWord('Byr.')).toBe('Buyer');
    expect(fullLabelWord('Verk.')).toBe('Verkäufer');
    expect(fullLabelWord('Käuf.')).toBe('Käufer');
  });

  it('finds the seller of a terse bill of sale', () => {
    const bill = ['BILL OF SALE', '', 'Byr.      Ann Lowe, Dayton OH', 'Slr.      Ray Hollis, 12 Elm St, Akron OH', 'Price     $9,200.00', 'Dt        3/4/15'];
    expect(extractFields(prepareText(bill.join('\n'), false), 'purchase').sellerName).toBe('Ray Hollis');
  });
});

describe('a unit of measure after an item', () => {
  it('is no label', () => {
    expect(expandLabelAbbreviations('Babbitt metal, lb   4   25.70   102.80')).toBe('Babbitt metal, lb   4   25.70   102.80');
  });
});

describe('a word whose vowel is a "y", run on into the text', () => {
  it('keeps an item’s first word as printed, and a shortened label before its value or alone', () => {
    expect(expandLabelAbbreviations('Dry sump oil pump seal kit   1   91.26   91.26')).toBe('Dry sump oil pump seal kit   1   91.26   91.26');
    expect(expandLabelAbbreviations('Fly wheel skimmed   45.00')).toBe('Fly wheel skimmed   45.00');
    expect(expandLabelAbbreviations('Dry Stone Classic Storage Ltd')).toBe('Dry Stone Classic Storage Ltd');
    expect(expandLabelAbbreviations('Pts   117.17')).toBe('Parts   117.17');
  });
});

describe("an item's own shorthand", () => {
  it('keeps a shortened word that an item goes on from in small letters, where no label begins', () => {
    expect(expandLabelAbbreviations('repl. t-stat')).toBe('repl. t-stat');
    expect(expandLabelAbbreviations('repl. frt pads')).toBe('repl. frt pads');
    // A label that begins so is written out, and a phrase's dotted shorthand goes on with it.
    expect(expandLabelAbbreviations('Sld by A. Quayle')).toBe('Sold by A. Quayle');
    expect(expandLabelAbbreviations('Teilk. m. 300 DM SB')).toMatch(/^Teilkasko m\. 300/);
  });
});

describe('contractions and first letters', () => {
  it("keeps a word's last letter before a silent e or a compound's linking s", () => {
    expect(expandLabelAbbreviations('Svc Dt   08/04/2011')).toBe('Service date   08/04/2011');
    expect(expandLabelAbbreviations('Lstg.-Dat.   20.06.11')).toBe('Leistungsdatum   20.06.11');
  });
  it("takes a word's first letters before a contraction of another word", () => {
    expect(fullLabelWord('Inv.')).toBe('Invoice');
    expect(expandLabelAbbreviations('Inv. Dt   4/10/11')).toBe('Invoice date   4/10/11');
  });
});
