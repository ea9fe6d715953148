import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { sectionsCarryingExcess } from './excess-cover';
import { gridPage } from './grid-page.test-helper';
import { spelledOut } from './page-legend';
import { prepareText } from './text-values';

const page = (...rows: string[][]) => prepareText(rows.map((r) => r.join('   ')).join('\n'), false, gridPage(...rows));
const cover = (...rows: string[][]) =>
  analyzeText({ fileName: 'p.pdf', documentType: 'insurance', text: rows.map((r) => r.join('   ')).join('\n'), words: gridPage(...rows), today: '2026-01-01' })
    .coverageType;

describe('the cover that carries the excess', () => {
  it('is the section with a figure under the excess column, not the liability above it nor an add-on', () => {
    const rows = [
      ['Policy number', 'CV 154-66689'],
      [],
      ['COVERAGE', 'LIMITS', 'DEDUCTIBLE', 'PREMIUM'],
      ['Liability (BI / PD)', '$100,000 / $300,000', '—', '138.92'],
      ['Agreed Value Comprehensive', 'Agreed value', '$100', '43.65'],
      ['Roadside assistance', 'Included', 'None', '14.79'],
      ['TOTAL POLICY PREMIUM', '', '', '$212.36'],
    ];
    expect(sectionsCarryingExcess(page(...rows))).toEqual(['Agreed Value Comprehensive']);
    expect(cover(...rows)).toBe('Agreed Value Comprehensive');
  });

  it('reads a German table with codes its legend spells out, and a cover after a dash', () => {
    const rows = [
      ['Versicherungsschein-Nr.', 'KH 399-5169'],
      [],
      ['Sp.', 'SB', 'Beitrag EUR'],
      ['KH', '-', '124,41'],
      ['TK', '150,-', '128,54'],
      ['Jahresbeitrag', '301,01'],
      [],
      ['Sp.: KH = Kfz-Haftpflicht · TK = Teilkasko · SB = Selbstbeteiligung'],
    ];
    expect(cover(...rows)).toBe('Teilkasko');
    const perils = [
      ['Coverage', 'Limit', 'Deductible', 'Premium'],
      ['Third Party Liability', '$2,000,000', '—', '$247.22'],
      ['Loss or Damage — All Perils', 'Stated amount $78,000.00', '$500.00', '$334.43'],
    ];
    expect(cover(...perils)).toBe('All Perils');
  });

  it('reads an excess named in the section’s row', () => {
    const rows = [
      ['Liability (combined single limit $500,000)', 'No deductible', '145.31'],
      ['Collision', 'Deductible $1,000.00', '80.56'],
      ['Annual premium', '$233.98'],
    ];
    expect(sectionsCarryingExcess(page(...rows))).toEqual(['Collision']);
  });

  it('gives way to a cover the prose names as the policy’s', () => {
    const rows = [
      ['Sparte', 'Selbstbeteiligung', 'Beitrag netto'],
      ['Kfz-Haftpflicht (Oldtimer-Tarif)', '—', '65,79'],
      ['Teilkasko', '150 €', '49,39'],
      [],
      ['Der Beitrag wird abgebucht. Versicherungsumfang: Haftpflicht und'],
      ['Teilkasko nach den AKB, Selbstbeteiligung 150 € je Schadenfall.'],
    ];
    expect(cover(...rows)).toBe('Haftpflicht und Teilkasko');
  });
});

describe('a short form spelled out by the page’s legend', () => {
  it('reads "X = meaning" and "X: meaning", and leaves a form the page does not explain', () => {
    expect(spelledOut('Comp.', 'Cover   Use\nComp.   SDP\nSDP = social, domestic & pleasure · Comp. = comprehensive · XS = excess')).toBe('Comprehensive');
    expect(spelledOut('VK', 'VK: Vollkasko, TK: Teilkasko')).toBe('Vollkasko');
    expect(spelledOut('Comprehensive', 'Comprehensive = all risks')).toBe('Comprehensive');
    expect(spelledOut('TPO', 'Cover TPO')).toBe('TPO');
  });
});
