import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { gridPage } from './grid-page.test-helper';
import { broadestCover, coverBreadth, coverOfSections, ownLanguagesCover } from './cover-reading';

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

  it('takes the covers a label lists in its cell as printed, the broadest of those it heads in a column', () => {
    const listed = analyzeText({
      fileName: 'p.pdf',
      documentType: 'insurance',
      today: '2026-01-01',
      text: 'Police Nr.:   KF/11820\nGarantien:   Haftpflicht, Omnium\nJahresprämie gesamt   263,22 EUR',
    });
    expect(listed.coverageType).toBe('Haftpflicht, Omnium');
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

// Pages written for these tests, in wording of their own: no set's documents are copied here.
describe('a cover column in a table of sections', () => {
  it('names the cover the policy holds; a section marked not covered names none', () => {
    const rows = [
      ['Policy schedule'],
      ['Part', 'Cover', 'Excess'],
      ['1 Own damage', 'Not insured', '—'],
      ['2 Theft', 'Third Party Only', '£ 100.00'],
      ['3 Liability', 'Third Party Only', '—'],
    ];
    const text = rows.map((r) => r.join('   ')).join('\n');
    const r = analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text, words: gridPage(...rows), today: '2026-01-01' });
    expect(r.coverageType).toBe('Third Party Only');
  });

  it('in German, a section "nicht versichert" is no cover', () => {
    const rows = [
      ['Versicherungsschein'],
      ['Sparte', 'Deckung', 'Selbstbeteiligung'],
      ['Glas', 'nicht versichert', '—'],
      ['Diebstahl', 'Teilkasko', '150,00 €'],
    ];
    const text = rows.map((r) => r.join('   ')).join('\n');
    const r = analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text, words: gridPage(...rows), today: '2026-01-01' });
    expect(r.coverageType).toBe('Teilkasko');
  });
});

describe('a cover named with its class of business and what it includes in brackets', () => {
  it('is the words before the brackets', () => {
    const text = ['Schedule', 'Policy no.   PX-2291', 'Class   Classic — Comprehensive (laid up Nov–Mar, R 0 excess)', 'Premium   R 1 200.00'].join('\n');
    const r = analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text, today: '2026-01-01' });
    expect(r.coverageType).toBe('Classic — Comprehensive');
    const de = ['Versicherungsschein', 'Schein-Nr.   KV 4410', 'Sparte   Kraftfahrt — Vollkasko (Wiederbeschaffungswert 2024)', 'Beitrag   812,00 €'].join(
      '\n',
    );
    expect(analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text: de, today: '2026-01-01' }).coverageType).toBe('Kraftfahrt — Vollkasko');
  });
});

describe('sections held, one a line, each opening with its cover', () => {
  it('are the policy’s cover at their broadest', () => {
    const text = [
      'Nachtrag Nr. 3',
      'Versicherungsschein-Nr.   HV 22 119',
      'Kfz-Haftpflicht unbegrenzt (Personenschäden 8 Mio. €)',
      'Vollkasko mit 500 € Selbstbeteiligung',
      'Beitrag   712,40 €',
    ].join('\n');
    const r = analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text, today: '2026-01-01' });
    expect(r.coverageType).toBe('Vollkasko');
  });

  it('in English too', () => {
    const text = [
      'Endorsement',
      'Policy number   77-31902',
      'Third party liability to $5,000,000',
      'Comprehensive subject to $250 excess',
      'Premium   $ 610.00',
    ].join('\n');
    const r = analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text, today: '2026-01-01' });
    expect(r.coverageType).toBe('Comprehensive');
  });
});

describe('a bilingual policy’s cover', () => {
  it('is the cover in the reader’s languages, beside the insurer’s own word; two covers joined stay both', () => {
    expect(ownLanguagesCover('Volledig Casco / Vollkasko')).toBe('Vollkasko');
    expect(ownLanguagesCover('Casco partielle / Teilkasko')).toBe('Teilkasko');
    expect(ownLanguagesCover('Kasko / Kasko')).toBe('Kasko');
    expect(ownLanguagesCover('Haftpflicht / Teilkasko')).toBe('Haftpflicht / Teilkasko');
    expect(ownLanguagesCover('Comprehensive')).toBe('Comprehensive');
  });
});

describe('the cover as the page prints it', () => {
  it("keeps the page's dashes and leaves out a full stop after it and the next field run into its cell", () => {
    const page = (cover: string) =>
      analyzeText({
        fileName: 'p.pdf',
        today: '2026-01-01',
        text: ['CERTIFICATE OF INSURANCE', 'Policy number: CV-448120', `Cover: ${cover}`, 'Period: 01/04/2019 to 31/03/2020', 'Annual premium: £212.40'].join(
          '\n',
        ),
      }).coverageType;
    expect(page('Comprehensive – Agreed Value')).toBe('Comprehensive – Agreed Value');
    expect(page('Liability and Comprehensive Deductible: $0.00')).toBe('Liability and Comprehensive');
    expect(page('Vollkasko.')).toBe('Vollkasko');
  });
});

describe("the cover's name without what the line goes on to say", () => {
  const coverOf = (line: string) =>
    analyzeWords(['Kraftfahrtversicherung'], ['Versicherungsschein Nr. 88-412-7'], [line], ['Jahresbeitrag', '212,40 EUR']).coverageType;

  it("drops another field's clause run on after the cover: the excess, the deductible, the agreed value", () => {
    expect(coverOf('Deckung: Haftpflicht und Vollkasko, Selbstbeteiligung 300 EUR')).toBe('Haftpflicht und Vollkasko');
    expect(coverOf('Deckung: Kfz-Haftpflicht + Teilkasko · SB Teilkasko 150 EUR')).toBe('Kfz-Haftpflicht + Teilkasko');
    expect(coverOf('Cover: Classic Comprehensive — agreed value £18,500; excess £100.')).toBe('Classic Comprehensive');
    expect(coverOf('Cover: Third Party, Fire and Theft; excess £75')).toBe('Third Party, Fire and Theft');
  });

  it('ends the cover at its sentence’s full stop, and keeps a short form’s dot for the legend', () => {
    expect(coverOf('Cover: Comprehensive (Limited Mileage). Drivers: insured only.')).toBe('Comprehensive (Limited Mileage)');
    expect(coverOf('Cover: Comprehensive. Use: social, domestic and pleasure.')).toBe('Comprehensive');
  });
});
