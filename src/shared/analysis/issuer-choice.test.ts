import { describe, expect, it } from 'vitest';
import { backedAsIssuer, chooseIssuer, issuerFeatures, onlyTradeWords, ownWords, type NameJudge } from './issuer-choice';
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
