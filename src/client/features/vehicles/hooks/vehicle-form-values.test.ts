import { describe, expect, it } from 'vitest';
import { fieldErrorKey } from '../components/field-error-key';
import { emptyFormValues, vehicleFormSchema } from './vehicle-form-values';

const filled = (overrides: object, language: 'en' | 'de' = 'en') => ({
  ...emptyFormValues(language),
  make: 'Porsche',
  model: '911',
  year: '1973',
  ...overrides,
});
const issues = (values: object, language: 'en' | 'de' = 'en') => {
  const r = vehicleFormSchema(language).safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), fieldErrorKey(i.message, String(i.path[0]))]));
};

describe('the vehicle form', () => {
  it('defaults units and currency from the language', () => {
    expect(emptyFormValues('en')).toMatchObject({ odometerUnit: 'mi', currency: 'USD' });
    expect(emptyFormValues('de')).toMatchObject({ odometerUnit: 'km', currency: 'EUR' });
  });

  it('turns typed text into the API input, money in minor units', () => {
    const r = vehicleFormSchema('de').parse(
      filled({ purchasePrice: '45.000,50', odometer: '88.000', conditionGrade: '2', matchingNumbers: 'yes', vin: 'wp0zzz 91zjs100123' }, 'de'),
    );
    expect(r).toMatchObject({
      year: 1973,
      purchasePrice: 4_500_050,
      odometer: 88_000,
      conditionGrade: 2,
      matchingNumbers: true,
      vin: 'WP0ZZZ91ZJS100123',
      currency: 'EUR',
      variant: null,
    });
  });

  it('names each bad field with a translated message', () => {
    expect(issues({ ...emptyFormValues('en') })).toEqual({ make: 'vehicles.errors.required', model: 'vehicles.errors.required', year: 'vehicles.errors.year' });
    expect(issues(filled({ year: '1700' }))).toEqual({ year: 'vehicles.errors.yearTooEarly' });
    expect(issues(filled({ purchasePrice: '-5' }))).toEqual({ purchasePrice: 'vehicles.errors.negative' });
    expect(issues(filled({ estimatedValue: 'lots' }))).toEqual({ estimatedValue: 'vehicles.errors.amount' });
    expect(issues(filled({ vin: '1M8GDM9AXKP04278O' }))).toEqual({ vin: 'vehicles.errors.vinForbiddenLetters' });
    expect(issues(filled({ odometer: '12 km' }))).toEqual({ odometer: 'vehicles.errors.number' });
  });
});
