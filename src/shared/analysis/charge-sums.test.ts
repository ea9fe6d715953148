import { describe, expect, it } from 'vitest';
import { chargeKindOf, setApartCharges } from './charge-sums';

const row = (text: string, amount: number) => ({ text, amount });

describe('charges a bill sums apart from labour and parts', () => {
  it('names the kind of a charge’s sum in both languages', () => {
    expect(chargeKindOf('Kraftstoff   31,20')).toBe('fuel');
    expect(chargeKindOf('GAS & OIL   12.10')).toBe('fuel');
    expect(chargeKindOf('Fahrt- und Schleppkosten   88,00')).toBe('towing');
    expect(chargeKindOf('Recovery   42.00')).toBe('towing');
    expect(chargeKindOf('Fahrtkosten   18,00')).toBe('travel');
    expect(chargeKindOf('MOT fee   30.00')).toBe('fee');
    expect(chargeKindOf('Gebühren   45.00')).toBe('fee');
    expect(chargeKindOf('Gebührenordnung beachten')).toBeNull();
    expect(chargeKindOf('Ölfilter   9,80')).toBeNull();
  });

  it('takes the summary’s lines read as rows out of the lists', () => {
    const lines = ['Kette gespannt   12,00', 'Bremse entlüftet   9,00', 'Kettenschloss   4,50', '', 'Arbeit   21,00', 'Material   4,50', 'zus.   25,50'];
    const read = {
      work: [],
      parts: [row('Kette gespannt', 12), row('Bremse entlüftet', 9), row('Kettenschloss', 4.5), row('Arbeit', 21), row('Material', 4.5), row('zus.', 25.5)],
    };
    expect(setApartCharges(read, lines).items.parts.map((r) => r.text)).toEqual(['Kette gespannt', 'Bremse entlüftet', 'Kettenschloss']);
  });

  it('drops the fuel its sum adds up, with the sum read as a row', () => {
    const lines = [
      'Grease job   4.00',
      'Spark plugs (6)   7.20',
      'Gasoline, 12 gal.   5.40',
      '',
      'LABOR   4.00',
      'PARTS & ACC.   7.20',
      'GAS & OIL   5.40',
      'TOTAL   16.60',
    ];
    const read = {
      work: [row('Grease job', 4)],
      parts: [row('Spark plugs (6)', 7.2), row('Gasoline, 12 gal.', 5.4), row('PARTS & ACC.', 7.2), row('GAS & OIL', 5.4)],
    };
    const { items, charges, setApart } = setApartCharges(read, lines);
    expect(items).toEqual({ work: [row('Grease job', 4)], parts: [row('Spark plugs (6)', 7.2)] });
    expect(charges).toEqual([]);
    expect(setApart).toBeCloseTo(5.4);
  });

  it('gives the towing rows back as the recovery firm’s work', () => {
    const lines = [
      'Anfahrt   25,00',
      'Starthilfe   30,00',
      'Schleppen 12 km   36,00',
      'Zündkabel   8,00',
      '',
      'Fahrt- und Schleppkosten   61,00',
      'Arbeitslohn   30,00',
      'Material   8,00',
    ];
    const read = { work: [row('Starthilfe', 30)], parts: [row('Anfahrt', 25), row('Schleppen 12 km', 36), row('Zündkabel', 8)] };
    const { items, charges, setApart } = setApartCharges(read, lines);
    expect(items).toEqual({ work: [row('Starthilfe', 30)], parts: [row('Zündkabel', 8)] });
    expect(charges.map((r) => r.text)).toEqual(['Anfahrt', 'Schleppen 12 km']);
    expect(setApart).toBe(61);
  });

  it('leaves the lists alone when the charge’s sum is made more than one way', () => {
    const lines = ['Oil change   10.00', 'Wiper blades   10.00', 'Fuel   10.00'];
    const read = { work: [row('Oil change', 10)], parts: [row('Wiper blades', 10)] };
    expect(setApartCharges(read, lines).items).toEqual(read);
  });

  it('sets a fee passed on apart from labour and parts', () => {
    const lines = ['Test fee Class IV   30.00', 'Adjust headlamps   12.00', 'Bulb   2.00', '', 'Labour   12.00', 'Parts   2.00', 'MOT fee   30.00'];
    const read = { work: [row('Test fee Class IV', 30), row('Adjust headlamps', 12)], parts: [row('Bulb', 2)] };
    const { items, charges, setApart } = setApartCharges(read, lines);
    expect(items).toEqual({ work: [row('Adjust headlamps', 12)], parts: [row('Bulb', 2)] });
    expect(charges).toEqual([]);
    expect(setApart).toBe(30);
  });
});
