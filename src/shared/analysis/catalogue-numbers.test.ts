import { describe, expect, it } from 'vitest';
import { withoutCatalogueNumbers } from './catalogue-numbers';
import { cleanItemText } from './line-items';
import { jobsOnly, partsOnly } from './not-jobs';

describe("a parts list's catalogue numbers", () => {
  it('drops a column of codes after the names, keeping measures, counts and words in brackets', () => {
    expect(withoutCatalogueNumbers(['Rear brake pads (GDB1550)', 'Engine oil 5W-30 (litre) (QS5W30)', 'Dual-mass flywheel (415 0266 10)'])).toEqual([
      'Rear brake pads',
      'Engine oil 5W-30 (litre)',
      'Dual-mass flywheel',
    ]);
    expect(withoutCatalogueNumbers(['Ölfilter (OC 90)', 'Lambdasonde (0 258 006 028)', 'Öl 10W-40 (l) (CASTROL)'])).toEqual([
      'Ölfilter',
      'Lambdasonde',
      'Öl 10W-40 (l)',
    ]);
    expect(withoutCatalogueNumbers(['Pollenfilter (CUK 2939)', 'Ölfilter (HU 719/7x)', 'Brake hose (x3)', 'Spark plugs (8)'])).toEqual([
      'Pollenfilter',
      'Ölfilter',
      'Brake hose (x3)',
      'Spark plugs (8)',
    ]);
  });

  it('drops a column of codes before the names', () => {
    expect(withoutCatalogueNumbers(['D699 BRAKE PADS FRONT', 'SERPENTINE BELT', 'PF52 OIL FILTER'])).toEqual([
      'BRAKE PADS FRONT',
      'SERPENTINE BELT',
      'OIL FILTER',
    ]);
    expect(withoutCatalogueNumbers(['026 109 119 Zahnriemen', '056 115 561 Ölfilter', 'Motoröl 15W-40'])).toEqual(['Zahnriemen', 'Ölfilter', 'Motoröl 15W-40']);
    expect(withoutCatalogueNumbers(['AF-5 ANTIFREEZE 5 LTR', 'ARB-22 ANTI-ROLL BAR LINK'])).toEqual(['ANTIFREEZE 5 LTR', 'ANTI-ROLL BAR LINK']);
  });

  it("keeps one row's figure, which may be its name, and a row of capitals' own bracket", () => {
    const single = ['RR363 hydraulic fluid 4 L', 'Oil filter', 'Accumulator sphere'];
    expect(withoutCatalogueNumbers(single)).toEqual(single);
    const oneBracket = ['Oil filter (Unipart GFE166)', 'Plugs (6)', 'Headlamp units, pair (RHD pattern)'];
    expect(withoutCatalogueNumbers(oneBracket)).toEqual(oneBracket);
    const capitals = ['BRAKE PADS FRONT (SET)', 'SHOCK ABSORBERS FRONT (PAIR)'];
    expect(withoutCatalogueNumbers(capitals)).toEqual(capitals);
    const bulbs = ['H4 Glühlampe', 'H7 Glühlampe'];
    expect(withoutCatalogueNumbers(bulbs)).toEqual(bulbs);
  });
});

describe('a dot leader to the price column', () => {
  it('is no part of the name', () => {
    expect(cleanItemText('Spark plugs ..........................   12.40')).toBe('Spark plugs');
    expect(cleanItemText('Head gasket set . . . . . . . .  48.00')).toBe('Head gasket set');
    expect(cleanItemText('Vergaser gereinigt u. eingest.')).toBe('Vergaser gereinigt u. eingest.');
  });
});

describe("a sum's label read as a row", () => {
  it('is neither a part nor a job', () => {
    expect(partsOnly(['Stoßdämpfer hinten', 'Domlager', 'Dienstleistungen netto'])).toEqual(['Stoßdämpfer hinten', 'Domlager']);
    expect(partsOnly(['Wasserpumpe', 'Zylinderkopfdichtung', 'Zusammen'])).toEqual(['Wasserpumpe', 'Zylinderkopfdichtung']);
    expect(jobsOnly(['Ölwechsel', 'Arbeit gesamt'])).toEqual(['Ölwechsel']);
    expect(partsOnly(['Net', 'Total'])).toEqual(['Net', 'Total']);
  });
});
