import { describe, expect, it } from 'vitest';
import { backedAsIssuer, chooseIssuer, issuerFeatures, onlyTradeWords, ownWords, tradingName, type NameJudge } from './issuer-choice';
import type { Word } from './layout';
import { isGenericTradeWord } from './name-words';
import { prepareText } from './text-values';

const judge: NameJudge = {
  isLegalForm: (t) => /\b(?:GmbH|Ltd|e\.K\.)(?!\p{L})/iu.test(t),
  isAddress: (t) => /\d{4,5}\s+\p{Lu}|\b\d+\s+\p{Lu}\p{L}+\s+(?:Street|Road)\b|(?:straße|allee|weg)\s+\d/iu.test(t),
  isPriced: (l) => /\d+[.,]\d{2}\b/.test(l),
  isNotName: (t) => /^(?:rechnung|invoice|quittung|receipt|datum|date)\b/i.test(t),
};
const page = (...lines: string[]) => prepareText(lines.join('\n'), true);

describe('trade words', () => {
  it('knows a word made of the trade’s stems alone, in either language and any case', () => {
    for (const w of ['KFZ', 'Technik', 'TEILE', 'Autoteile', 'Oldtimerteile', 'REPAIR', 'Autojumble', 'Karosserie']) expect(isGenericTradeWord(w)).toBe(true);
    for (const w of ['Dietrich', 'Whitcomb', 'Hughes', 'Aigner']) expect(isGenericTradeWord(w)).toBe(false);
  });
  it('tells a trade’s name from a firm’s', () => {
    expect(onlyTradeWords('KFZ-TECHNIK')).toBe(true);
    expect(onlyTradeWords('Auto Repair & Service')).toBe(true);
    expect(onlyTradeWords('Market stand 42')).toBe(true);
    expect(onlyTradeWords('Karosserie Brandl')).toBe(false);
    expect(ownWords('Kfz-Service M. Dietrich', judge)).toEqual(['Dietrich']);
  });
});

describe('chooseIssuer', () => {
  it('keeps the head rules’ choice when it reads as a name and nothing backs another better', () => {
    const doc = page('Brandl Motors', 'Lindenweg 4, 12345 Musterstadt', 'Rechnung 12', 'Ölwechsel   80,00', 'Gesamt   80,00');
    expect(chooseIssuer('Brandl Motors', doc, judge)).toBe('Brandl Motors');
  });
  it('passes over a trade word in a logo for the name its owner signs', () => {
    const doc = page('MOTOR-SERVICE', 'Karosserie Brandl', 'Lindenweg 4, 12345 Musterstadt', 'Rechnung 12', 'Ölwechsel   80,00', 'Gesamt   80,00', 'P. Brandl');
    expect(chooseIssuer('MOTOR-SERVICE', doc, judge)).toBe('Karosserie Brandl');
  });
  it('passes over a tagline for the sender’s line the owner’s line backs', () => {
    const doc = page(
      'Ihre Werkstatt für alle Marken — seit 1990',
      'Autopflege Q. Vossberg · Inh. Quirin Vossberg · Feldstraße 3 · 12345 Musterstadt',
      'Rechnung 7',
    );
    expect(chooseIssuer('Ihre Werkstatt für alle Marken — seit 1990', doc, judge)).toBe('Autopflege Q. Vossberg');
  });
  it('takes the firm the closing thanks name over a trade’s words', () => {
    const doc = page('BODY SHOP', 'Invoice 3', 'Dent repaired   120.00', 'Total   120.00', 'Thank you for choosing Larkspur Coachworks!');
    expect(chooseIssuer('BODY SHOP', doc, judge)).toBe('Larkspur Coachworks');
  });
  it('takes the name with its legal form under a logo over a sum’s label', () => {
    const doc = page('Nettowert EUR   100,00', 'Summe   119,00', 'Teilehandel Okonkwo GmbH', 'Am Markt 2', '12345 Musterstadt');
    expect(chooseIssuer('Nettowert EUR', doc, judge)).toBe('Teilehandel Okonkwo GmbH');
  });
  it('scores a repeat of the name in the footer and its e-mail domain', () => {
    const doc = page('Okonkwo Fahrzeugbau', 'Rechnung 4', 'Gesamt   10,00', 'Okonkwo Fahrzeugbau   Tel. 0123 4567', 'post@okonkwo-fahrzeugbau.de');
    const f = issuerFeatures({ text: 'Okonkwo Fahrzeugbau', source: 'segment', line: 0 }, doc, judge);
    expect(f.printedElsewhere).toBe(true);
    expect(f.echoed).toBe(true);
    expect(f.tradeAndOwn).toBe(true);
  });
  it('passes over prose, the addressee and a form’s caption for the sender over its address', () => {
    const doc = page(
      'Quittung   Nr. 5',
      'von Frau Imke Sandvoss, Musterstadt',
      'den Betrag richtig erhalten, bestätigt',
      'Polsterei Quandt · Lindenallee 9 · 12345 Musterstadt',
      'Stempel/Unterschr.',
    );
    expect(chooseIssuer('von Frau Imke Sandvoss, Musterstadt', doc, judge)).toBe('Polsterei Quandt');
    expect(chooseIssuer('den Betrag richtig erhalten, bestätigt', doc, judge)).toBe('Polsterei Quandt');
    expect(chooseIssuer('Stempel/Unterschr.', doc, judge)).toBe('Polsterei Quandt');
  });
  it('takes no customer’s name under its salutation for the issuer', () => {
    const doc = page('KFZ-TECHNIK', 'Herrn', 'Ole Brandvik', 'Lindenweg 4, 12345 Musterstadt', 'Rechnung 12');
    expect(chooseIssuer('KFZ-TECHNIK', doc, judge)).toBe('KFZ-TECHNIK');
  });
  it('passes over an item’s priced line', () => {
    const doc = page('Abschleppdienst Ferreira   Ticket 4', 'Hook-up   95.00', 'Total   95.00');
    expect(chooseIssuer('Hook-up', doc, judge)).toBe('Abschleppdienst Ferreira');
  });
  it('keeps a chain’s branch number with its name over the address under it', () => {
    const doc = page('Quikfill #2071', '77 Harbor Road 04101 Portland', 'Total   $20.49');
    expect(chooseIssuer('77 Harbor Road 04101 Portland', doc, judge)).toBe('Quikfill #2071');
  });
  it('keeps a choice with its legal form whatever else its words look like', () => {
    const doc = page('MR FIXIT 2000 (M) Ltd', 'Market Hall 12', 'Lot 4 Industrial Estate 41050 Klang', 'Total   12.00');
    expect(chooseIssuer('MR FIXIT 2000 (M) Ltd', doc, judge)).toBe('MR FIXIT 2000 (M) Ltd');
  });
  it('passes over a form’s printed captions listed by commas for the name', () => {
    const doc = page("EARL'S GULF SERVICE", '1200 W Main Street, Ottawa KS', 'GALLONS   10.36', 'TIRES, BATT., Accident', 'TOTAL   10.36');
    expect(chooseIssuer('TIRES, BATT., Accident', doc, judge)).toBe("EARL'S GULF SERVICE");
    expect(chooseIssuer('Reifen, Batterien, Zubehör', page('Reifen, Batterien, Zubehör', 'Autohaus Brandl', 'Summe   10,00', 'Brandl'), judge)).toBe(
      'Autohaus Brandl',
    );
  });
  it('takes the name the owner signs with his surname alone at the foot', () => {
    const doc = page(
      'AUTOZUBEHÖR',
      'J. Novotny & Sohn',
      'Wien 15, Mariahilfer Gürtel 31',
      'Batterie   630,--',
      'Summe S   630,--',
      '',
      'Betrag erhalten   Novotny',
    );
    expect(chooseIssuer('AUTOZUBEHÖR', doc, judge)).toBe('J. Novotny & Sohn');
    const en = page('AUTO PARTS', 'Hughes & Daughter', 'Batteries   63.00', 'Total   63.00', '', 'Received with thanks   Hughes');
    expect(chooseIssuer('AUTO PARTS', en, judge)).toBe('Hughes & Daughter');
  });
  it('joins a legal form set apart in a cell of its own to the name before it', () => {
    const doc = page('Autowerkstatt · Officina', 'BRANDL   GmbH / srl', 'Lindenweg 4 · 39100 Bozen', 'Rechnung 12', 'Gesamt   80,00', 'www.brandl-auto.it');
    expect(chooseIssuer('des Brandl Martin & Co.', doc, { ...judge, isLegalForm: (t) => /\b(?:GmbH|srl)\b/i.test(t) })).toBe('BRANDL GmbH');
    const en = page('HUGHES   Ltd', '149 Bridge Street', 'Invoice 12', 'Total   80.00', 'accounts@hughes.co.uk');
    expect(chooseIssuer(null, en, judge)).toBe('HUGHES Ltd');
  });
  it('chooses nothing where the page offers no name', () => {
    expect(chooseIssuer(null, page('Rechnung 4', 'Gesamt   10,00'), judge)).toBeNull();
  });
});

describe('backedAsIssuer', () => {
  it('backs a letterhead name by its address after it, not a title or a trade word alone', () => {
    const doc = page('Chiltern Classics', 'Quality used cars · 149 Bridge Street, Kendal LA9 4DL', '', 'INVOICE', 'Sold to:   Sandra Pemberton');
    expect(backedAsIssuer('Chiltern Classics', doc, judge)).toBe(true);
    expect(backedAsIssuer('INVOICE', doc, judge)).toBe(false);
    expect(backedAsIssuer('AUTO REPAIR', page('AUTO REPAIR', 'Lindenweg 4, 12345 Musterstadt'), judge)).toBe(false);
  });
});

/** A page whose lines are words of the given print heights (points), 20 points apart. */
function sizedPage(...lines: [string, number][]): ReturnType<typeof prepareText> {
  const words: Word[] = lines.flatMap(([text, h], i) => {
    let x = 50;
    return text.split(' ').map((w) => {
      const word = { text: w, x0: x, x1: x + w.length * h * 0.5, y0: 100 + i * 20, y1: 100 + i * 20 + h };
      x = word.x1 + h * 0.3;
      return word;
    });
  });
  return prepareText(lines.map(([t]) => t).join('\n'), true, words);
}

describe('tradingName', () => {
  it('takes the trade name printed large over the company that runs it, backed by a shared word or its initials', () => {
    const de = sizedPage(
      ['Wallner Fahrzeugpflege GmbH', 7],
      ['Concours Atelier Wallner', 14],
      ['Rechnung 12', 8],
      ['Politur   80,00', 8],
      ['Gesamt   80,00', 8],
      ['Wallner Fahrzeugpflege GmbH · HRB 211 München', 6],
    );
    expect(tradingName('Wallner Fahrzeugpflege GmbH', de, judge)).toBe('Concours Atelier Wallner');
    const en = sizedPage(['Heritage Coachworks of Kendal', 14], ['HCK Restorations Ltd', 7], ['Invoice 12', 8], ['Paint   80.00', 8], ['Total   80.00', 8]);
    expect(tradingName('HCK Restorations Ltd', en, judge)).toBe('Heritage Coachworks of Kendal');
  });
  it('keeps the company where the large print is no name of it, one word or in body print', () => {
    const other = sizedPage(['Brandl Motors GmbH', 7], ['Concours Atelier Wallner', 14], ['Rechnung 12', 8], ['Gesamt   80,00', 8]);
    expect(tradingName('Brandl Motors GmbH', other, judge)).toBeNull();
    const short = sizedPage(['POPULAR BOOK', 18], ['POPULAR BOOK CO. Ltd', 7], ['Invoice 12', 8], ['Total   80.00', 8]);
    expect(tradingName('POPULAR BOOK CO. Ltd', short, judge)).toBeNull();
    const logo = sizedPage(['WALLNER', 18], ['Wallner Fahrzeugpflege GmbH', 7], ['Rechnung 12', 8], ['Gesamt   80,00', 8]);
    expect(tradingName('Wallner Fahrzeugpflege GmbH', logo, judge)).toBeNull();
    const small = sizedPage(['Wallner Fahrzeugpflege GmbH', 8], ['Concours Atelier Wallner', 8], ['Rechnung 12', 8], ['Gesamt   80,00', 8]);
    expect(tradingName('Wallner Fahrzeugpflege GmbH', small, judge)).toBeNull();
  });
});
