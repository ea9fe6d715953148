import { describe, expect, it } from 'vitest';
import { countUnitsApart, isCountCell } from './count-units';
import { extractLineItems } from './line-items';

describe('a column of counts in a unit, run into the descriptions', () => {
  it('sets apart a unit the rows repeat, whatever its word (en: "no.", de: "Pck.")', () => {
    expect(countUnitsApart(['8 no. Valve springs   2.40', '1 no. Head gasket   0.95'])).toEqual(['8 no.   Valve springs   2.40', '1 no.   Head gasket   0.95']);
    expect(countUnitsApart(['2 Pck. Zündkerzen   8,40', '1 Pck. Dichtungen   3,10'])).toEqual(['2 Pck.   Zündkerzen   8,40', '1 Pck.   Dichtungen   3,10']);
  });

  it('keeps a capitalised word after the count, a unit said once and an unpriced line as printed', () => {
    const rows = ['2 Rear shocks   80.00', '2 Rear springs   120.00'];
    expect(countUnitsApart(rows)).toEqual(rows);
    const once = ['3 pcs Spark plug   9.00', '1 Oil filter   6.50'];
    expect(countUnitsApart(once)).toEqual(once);
    const unpriced = ['2 off Brackets', '4 off Bolts'];
    expect(countUnitsApart(unpriced)).toEqual(unpriced);
  });

  it('knows a count cell by a count and a short unit alone', () => {
    expect(['14 off', '1 Stck.', '3 pcs', '2 no.', '5 ea'].every(isCountCell)).toBe(true);
    expect(['2 Rear', '14', 'off', '1 Zündkerze'].some(isCountCell)).toBe(false);
  });

  it('reads the parts under their lead-in without the count and its unit (en, de)', () => {
    const en = ['For spares:', '8 no. Valve springs   2.40', '1 no. Head gasket   0.95', 'Spares   3.35'];
    expect(extractLineItems(en).parts.map((i) => i.text)).toEqual(['Valve springs', 'Head gasket']);
    const de = ['An Material:', '2 Pck. Zündkerzen   8,40', '1 Pck. Dichtungen   3,10', 'Material zusammen   11,50'];
    expect(extractLineItems(de).parts.map((i) => i.text)).toEqual(['Zündkerzen', 'Dichtungen']);
  });
});
