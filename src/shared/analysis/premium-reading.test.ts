import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { gridPage } from './grid-page.test-helper';
import { choosePremium, premiumByLabels, premiumCandidates } from './premium-reading';
import { prepareText } from './text-values';

describe('the premium is the whole year’s (decision 035)', () => {
  it('drops past, pre-tax, instalment and tax figures; a total’s label wins, the largest of them', () => {
    expect(
      choosePremium([
        { label: 'Premium', value: 90 },
        { label: 'Prior term premium', value: 600 },
        { label: 'Premium before tax', value: 500 },
        { label: 'Monthly premium', value: 48 },
        { label: 'Premium tax', value: 60 },
        { label: 'Annual premium', value: 560 },
      ]),
    ).toBe(560);
    expect(choosePremium([{ label: 'Beitrag inkl. Versicherungsteuer', value: 300 }])).toBe(300);
    expect(choosePremium([{ label: 'Grundbeitrag', value: 250 }])).toBeNull();
  });

  it('of figures none of which says it is the total, the largest: a total holds its parts', () => {
    expect(
      choosePremium([
        { label: 'Premium', value: 40.5 },
        { label: 'Car premium', value: 410 },
      ]),
    ).toBe(410);
  });

  it('never the insured value', () => {
    expect(choosePremium([{ label: 'Premium', value: 25000 }], 25000)).toBeNull();
  });

  it("reads every heading of a row of headings, a premium's word ending a longer label", () => {
    const doc = prepareText('', true, gridPage(['Premium last year', 'Tax included', 'Premium this year'], ['£300.00', '£30.00', '£330.00']));
    // "Premium this year" does not end in the premium word: only labels ending in it are read.
    expect(premiumCandidates(doc).map((c) => c.label)).toEqual([]);
    const ended = prepareText('', true, gridPage(['Previous premium', 'Tax included', 'Your new premium'], ['£300.00', '£30.00', '£330.00']));
    expect(premiumCandidates(ended)).toEqual([
      { label: 'Previous premium', value: 300 },
      { label: 'Your new premium', value: 330 },
    ]);
    expect(choosePremium(premiumCandidates(ended))).toBe(330);
  });

  it("a section table's premium column gives way to the total under it", () => {
    const words = gridPage(
      ['Section', 'Limit', 'Premium'],
      ['Third party', '$50,000', '$80.00'],
      ['Own damage', '$20,000', '$310.00'],
      ['', 'Total yearly premium', '$390.00'],
    );
    const r = analyzeText({ fileName: 'p.pdf', text: 'Insurance policy schedule', words, today: '2026-01-01' });
    expect(r.premium).toBe(390);
  });

  it('a premium followed by its tax and their sum was the net: the sum is the premium', () => {
    const r = analyzeText({
      fileName: 'p.pdf',
      text: [
        'Harbour Motor Insurance',
        'Insurance certificate',
        'Policy no.   HM-2231',
        'Premium   400.00',
        'Premium tax   48.00',
        'Amount due   $448.00',
      ].join('\n'),
      today: '2026-01-01',
    });
    expect(r.premium).toBe(448);
  });
});

describe('the premium to pay (decision 042)', () => {
  it('a label qualified after its word and closed by a colon is read', () => {
    const doc = prepareText('Beitrag\nNetto 400,00 € + Steuer 76,00 €\nJahresbeitrag einschl. Steuer: 476,00 €', true);
    expect(choosePremium(premiumCandidates(doc))).toBe(476);
  });

  it('what is payable after a discount wins over the year’s premium before it', () => {
    expect(
      choosePremium([
        { label: 'Annual premium', value: 120 },
        { label: 'Premium payable', value: 84 },
      ]),
    ).toBe(84);
  });
});

describe('a premium whose label says what it includes', () => {
  it('reads "einschl." / "including" after the premium word, a column gap before the sum', () => {
    const de = prepareText(
      ['Teilkasko   61,20 €', 'Versicherungsteuer 19 %   11,63 €', 'Jahresbeitrag einschl. Versicherungsteuer   72,83 €'].join('\n'),
      true,
    );
    expect(premiumByLabels(de)).toBe(72.83);
    const en = prepareText(['Third party   £210.00', 'Annual premium including IPT   £235.20'].join('\n'), true);
    expect(premiumByLabels(en)).toBe(235.2);
  });
});

describe('a premium over its caption', () => {
  it('reads a sum whose caption under it goes on after the premium word', () => {
    const rows = [
      ['Teilkasko', '', '61,20'],
      ['Versicherungsteuer', '', '11,63'],
      ['', '', '72,83'],
      ['', '', 'Gesamtbeitrag für das Versicherungsjahr in €'],
    ];
    const doc = prepareText(rows.map((r) => r.join('   ')).join('\n'), true, gridPage(...rows));
    expect(premiumByLabels(doc)).toBe(72.83);
  });
});

describe('labels an insurer qualifies', () => {
  const policy = (...lines: string[]) => analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text: lines.join('\n'), today: '2026-01-01' });

  it('a premium holding its insurance tax, a deductible counted per claim', () => {
    const de = policy('Oldtimer-Police', 'Nr. OV-2231', 'Selbstbehalt je Schadenfall   300,00 €', 'Jahresprämie inkl. 19 % VersSt   284,10 €');
    expect(de.premium).toBe(284.1);
    expect(de.deductible).toBe(300);
    expect(policy('Schedule', 'Policy No.   CV-1187', 'Premium incl. IPT   £312.40').premium).toBe(312.4);
    expect(policy('Beitragsrechnung', 'Jahresbeitrag einschließlich 19 % Versicherungsteuer   402,00 €').premium).toBe(402);
  });

  it('a term of months is the policy’s premium, not an instalment', () => {
    expect(policy('DECLARATIONS', 'Collision   $250 deductible   $120.00', 'TOTAL 6-MONTH POLICY PREMIUM   $388.50').premium).toBe(388.5);
  });

  it('the contract’s number under its column heading is the policy number', () => {
    const rows = [['Beitragsrechnung'], ['Vertrag', 'Kennzeichen', 'Zeitraum'], ['55-1234567-01', 'B-XY 123', '01.03.2020 bis 28.02.2021']];
    const r = analyzeText({
      fileName: 'p.pdf',
      documentType: 'insurance',
      text: rows.map((c) => c.join('   ')).join('\n'),
      words: gridPage(...rows),
      today: '2026-01-01',
    });
    expect(r.policyNumber).toBe('55-1234567-01');
  });
});

describe('a Belgian or Swiss policy in German', () => {
  it('reads "Jahresprämie gesamt" as the premium and "Franchise (Selbstbehalt) Kasko:" as the excess', () => {
    const r = analyzeText({
      today: '2026-01-01',
      fileName: 'police.pdf',
      documentType: 'insurance',
      text: [
        'Police Nr.:   KV/118204',
        'Laufzeit:   vom 01.03.2015 bis 29.02.2016',
        'Franchise (Selbstbehalt) Kasko:   250,00 EUR',
        '',
        'Nettoprämie   180,40 EUR',
        'Versicherungssteuer 9,25 %   16,69 EUR',
        'Jahresprämie gesamt   197,09 EUR',
      ].join('\n'),
    });
    expect([r.premium, r.deductible]).toEqual([197.09, 250]);
  });
});

describe('a table’s total premium under its sections', () => {
  it('reads a total’s label that goes on in words after its premium word', () => {
    const doc = prepareText(
      ['Cover   Limit   PREMIUM', 'Liability   $25,000   $80.00', 'Comprehensive   ACV   $30.00', 'TOTAL PREMIUM FOR THIS TERM   $110.00'].join('\n'),
      true,
    );
    expect(premiumByLabels(doc)).toBe(110);
    const de = prepareText(['Sparte   Prämie CHF', 'Haftpflicht   200.00', 'Vollkasko   150.00', 'Jahresprämie total   CHF 350.00'].join('\n'), true);
    expect(premiumByLabels(de)).toBe(350);
  });
});

// Pages written for these tests, in wording of their own: no set's documents are copied here.
describe('a premium for a term of months', () => {
  it('is the whole term’s, not an instalment', () => {
    expect(
      choosePremium([
        { label: 'Gesamtbeitrag für 12 Monate', value: 900 },
        { label: 'Beitrag', value: 400 },
      ]),
    ).toBe(900);
    expect(choosePremium([{ label: 'Beitrag pro Monat', value: 75 }])).toBeNull();
  });

  it('is read from a total row under a table’s premium column', () => {
    const rows = [
      ['Sparte', 'Selbstbehalt', 'Prämie'],
      ['Haftpflicht', '—', '310,00 €'],
      ['Teilkasko', '150 €', '122,00 €'],
      ['Gesamtprämie für 12 Monate', '', '432,00 €'],
    ];
    const text = rows.map((r) => r.filter(Boolean).join('   ')).join('\n');
    expect(premiumByLabels(prepareText(text, true, gridPage(...rows)))).toBe(432);
    const en = ['Section   Premium', 'Liability   $ 210.00', 'Collision   $ 190.00', 'Total premium for 6 months   $ 400.00'].join('\n');
    expect(premiumByLabels(prepareText(en, false))).toBe(400);
  });
});
