import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { gridPage } from './grid-page.test-helper';
import { broadestCover, coverBreadth, coverOfSections } from './cover-reading';

const analyzeWords = (...rows: string[][]) =>
  analyzeText({ fileName: 'p.pdf', text: rows.map((r) => r.join('   ')).join('\n'), words: gridPage(...rows), today: '2026-01-01' });

describe("the cover's name (decision 035)", () => {
  it('a full cover holds the partial one, which holds liability', () => {
    expect(coverBreadth('Vollkasko')).toBeGreaterThan(coverBreadth('Teilkasko'));
    expect(coverBreadth('Teilkasko')).toBeGreaterThan(coverBreadth('Haftpflicht'));
    expect(broadestCover(['Haftpflicht', 'Teilkasko', '75,00 €'])).toBe('Teilkasko');
    expect(broadestCover(['Schutzbrief'])).toBeNull();
    // Canada's named perils below all perils; Switzerland's collision cover is a full one.
    expect(coverBreadth('All Perils')).toBeGreaterThan(coverBreadth('Specified Perils'));
    expect(coverBreadth('Kollisionskasko')).toBe(coverBreadth('Vollkasko'));
    expect(broadestCover(['Third Party Property Damage', 'Specified Perils'])).toBe('Specified Perils');
  });

  it('a cover written as one word with its insurance is named whole, before the cover’s word in prose', () => {
    const r = analyzeText({
      fileName: 'card.pdf',
      text: [
        'Internationale Versicherungskarte',
        'Versicherungsschein-Nr.   55 120 33',
        'Muster Versicherung a.G.',
        'Kfz-Haftpflichtversicherung',
        'Der Versicherer deckt die Haftpflicht nach den Gesetzen des besuchten Landes.',
      ].join('\n'),
      documentType: 'insurance',
      today: '2026-01-01',
    });
    expect(r.coverageType).toBe('Kfz-Haftpflichtversicherung');
  });

  it('a known cover under its heading in a grid, though it reads like a label (an agreed value)', () => {
    const r = analyzeWords(
      ['Insured', 'Broker', 'Cover basis'],
      ['Jo Brand', 'Acme Brokers', 'Agreed Value'],
      ['Policy number', 'ZX-99120', ''],
      ['Insurance policy', '', ''],
    );
    expect(r.coverageType).toBe('Agreed Value');
  });

  it("a coverage table's sections are no cover: the broadest section is", () => {
    const r = analyzeWords(
      ['Versicherungsschein', '', ''],
      ['Sparte', 'Deckung', 'Beitrag'],
      ['Haftpflicht', '50 Mio. €', '90,00 €'],
      ['Teilkasko', 'Zeitwert', '120,00 €'],
    );
    expect(r.coverageType).toBe('Teilkasko');
  });

  it('a cover in its label’s own cell is read as it stands, not from a table below', () => {
    const r = analyzeText({
      fileName: 'p.pdf',
      text: [
        'Versicherungsschein',
        'Deckung: Haftpflicht',
        '',
        'Baustein   Summe   Beitrag',
        'Kfz-Haftpflicht   1.000.000,00   120,00',
        'Vollkasko   30.000,00   300,00',
      ].join('\n'),
      today: '2026-01-01',
    });
    expect(r.coverageType).toBe('Haftpflicht');
  });
});

describe('a policy’s sections without a cover label (decision 042)', () => {
  it('the broadest section is the cover, its name as printed when covers are joined in it', () => {
    const r = analyzeWords(
      ['Police'],
      ['Policennummer', 'PL-88120'],
      ['Haftpflicht', '100 Mio. €', '90,00 €'],
      ['Vollkasko inkl. Teilkasko', 'je Schaden 500 €', '310,00 €'],
      ['Gesamtbeitrag', '476,00 €'],
    );
    expect(r.coverageType).toBe('Vollkasko inkl. Teilkasko');
  });
});

describe('a cover under its heading in a table (decision 045)', () => {
  it('counts a cover with its perils in brackets as that cover', () => {
    expect(broadestCover(['Teilkasko (Feuer, Diebstahl, Glas)', '300,00 DM'])).toBe('Teilkasko');
  });

  it('never takes the period’s row near the heading for the cover', () => {
    const rows = [
      ['Beginn', 'Ablauf'],
      ['01.04.1999, 12 Uhr', '01.04.2000, 12 Uhr'],
      [''],
      ['Deckung', 'Selbstbeteiligung'],
      ['Teilkasko (Feuer, Diebstahl, Glas)', '300,00 DM'],
      ['Jahresbeitrag netto', '248,00 DM'],
    ];
    const r = analyzeText({
      fileName: 'p.pdf',
      text: ['Versicherungsschein', ...rows.map((c) => c.join('   '))].join('\n'),
      words: gridPage(['Versicherungsschein'], ...rows),
      today: '2026-01-01',
    });
    expect(r.coverageType).toBe('Teilkasko');
  });
});

describe('a declined section under a cover table’s heading', () => {
  it('is no cover, even the first unpriced cell under the heading', () => {
    const rows = [
      ['DECLARATIONS'],
      ['COVERAGE', 'LIMITS', 'PREMIUM'],
      ['Comprehensive', 'NOT COVERED', '—'],
      ['Collision', '$500 deductible', '$173.75'],
      ['Liability', '$100,000', '$139.00'],
    ];
    const text = rows.map((r) => r.join('   ')).join('\n');
    const r = analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text, words: gridPage(...rows), today: '2026-01-01' });
    expect(r.coverageType).toBe('Collision');
  });
});

describe('covers of other countries, and several under one label', () => {
  it('knows All Perils, Omnium, Kasko and Full Cover for own damage', () => {
    for (const name of ['All Perils', 'Omnium', 'Kasko', 'Full Cover']) expect(coverBreadth(name)).toBe(coverBreadth('Vollkasko'));
  });

  it('takes the broadest of the covers a label lists or heads', () => {
    const listed = analyzeText({
      fileName: 'p.pdf',
      documentType: 'insurance',
      today: '2026-01-01',
      text: 'Police Nr.:   KF/11820\nGarantien:   Haftpflicht, Omnium\nJahresprämie gesamt   263,22 EUR',
    });
    expect(listed.coverageType).toBe('Omnium');
    const column = analyzeWords(
      ['Deckung', 'Selbstbehalt', 'Prämie'],
      ['Haftpflicht (WA)', 'keiner', '€ 96,10'],
      ['Vollkasko', '€ 500,-', '€ 134,99'],
      ['Versicherungsschein', 'Jahresprämie', '€ 231,09'],
    );
    expect(column.coverageType).toBe('Vollkasko');
  });
});

describe('the cover of a table of sections', () => {
  it('takes the broadest section held, a compound’s head counting as its cover', () => {
    expect(coverOfSections(['Sparte   SB   Beitrag', 'Motorfahrzeug-Haftpflicht   —   300,00', 'Teilkasko   DM 300,00   80,00', 'Summe   380,00'])).toBe(
      'Teilkasko',
    );
  });

  it('passes over a declined section and reads past a code column', () => {
    expect(coverOfSections(['A   Liability   $30,000   $90.00', 'B   Comprehensive   $50 deductible   $20.00', 'C   Collision   NOT COVERED   —'])).toBe(
      'Comprehensive',
    );
  });

  it('of two as broad, takes the one whose row prints its excess', () => {
    expect(coverOfSections(['Comprehensive   Agreed value   None', 'Collision   Agreed value   $500'])).toBe('Collision');
  });

  it('reads no table from a single cover', () => {
    expect(coverOfSections(['Cover   Teilkasko'])).toBeNull();
  });
});
