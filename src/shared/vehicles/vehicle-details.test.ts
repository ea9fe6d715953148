import { describe, expect, it } from 'vitest';
import { detailFields, missingDetails } from './vehicle-details';

const blank = Object.fromEntries(detailFields.map((f) => [f, null])) as Parameters<typeof missingDetails>[0];

describe('missingDetails', () => {
  it('lists every detail of a vehicle entered with year, make and model only, in the form’s order', () => {
    expect(missingDetails(blank)).toEqual([...detailFields]);
  });

  it('counts false and 0 as recorded, an empty text as not', () => {
    expect(missingDetails({ ...blank, matchingNumbers: false, odometer: 0, purchasePrice: 0, engine: '' })).toEqual(
      detailFields.filter((f) => !['matchingNumbers', 'odometer', 'purchasePrice'].includes(f)),
    );
  });

  it('is empty when everything is known', () => {
    const full = {
      engineNumber: '6300123',
      matchingNumbers: true,
      licensePlate: 'S-PO 911H',
      bodyStyle: 'coupe',
      engine: '2.4 flat-six',
      transmission: 'manual',
      exteriorColor: 'Tangerine',
      interiorColor: 'Black',
      odometer: 138586,
      conditionGrade: 2,
      purchaseDate: '2019-08-18',
      purchasePrice: 9000000,
      estimatedValue: 14500000,
    } as const;
    expect(missingDetails(full)).toEqual([]);
  });
});
