import { describe, expect, it } from 'vitest';
import { priceCandidates, vehiclePrice } from './vehicle-price';

describe('vehiclePrice', () => {
  it('reads a price named with words before its label, not a count in words or figures', () => {
    expect(vehiclePrice(['Private sale — one copy each', 'Agreed sale price   £14,950.00', 'Deposit paid 18/01/2013   £1,000.00', 'Spare keys: 1'])).toBe(
      14950,
    );
    expect(vehiclePrice(['Vereinbarter Kaufpreis   18.500,00 €', 'Anzahlung   2.000,00 €', 'Restbetrag bei Übergabe   16.500,00 €'])).toBe(18500);
  });

  it('takes the car’s price before a total built on it with fees, taxes and trade-ins', () => {
    const contract = [
      'TRADE-IN   1. CASH PRICE OF VEHICLE   $43,995.00',
      '2014 NISSAN ALTIMA   2. DOCUMENTARY SERVICE FEE   $399.00',
      '3. SALES TAX   $2,663.64',
      '5. TOTAL CASH PRICE (1-4)   $47,143.14',
      '6. TRADE-IN ALLOWANCE   $2,200.00',
      '8. UNPAID BALANCE (5 − 6 − 7)   $43,943.14',
    ];
    expect(vehiclePrice(contract)).toBe(43995);
  });

  it('takes the gross price over its net', () => {
    expect(vehiclePrice(['Fahrzeugpreis netto   20.924,37', 'zzgl. 19 % USt.   3.975,63', 'Kaufpreis brutto EUR   24.900,00'])).toBe(24900);
    expect(vehiclePrice(['Vehicle price excl. VAT   £20,000.00', 'VAT @ 20%   £4,000.00', 'Vehicle price   £24,000.00'])).toBe(24000);
  });

  it('reads the line that describes the car when no label names its price', () => {
    const invoice = [
      'SALES INV# 2240 Dt 28/03/08',
      '1970 Triumph TR6 · Reg. 513 BRT · Chas. CP24826483   88,100.00',
      'Less P/X   (1,800.00)',
      'Less dep. pd   (1,000.00)',
      'Balance due £   85,300.00',
    ];
    expect(vehiclePrice(invoice)).toBe(88100);
  });

  it('takes an auction’s total with the buyer’s premium over the hammer price, and the price named over both', () => {
    expect(vehiclePrice(['Hammer price   88,000.00', "Buyer's premium @ 10%   8,800.00", 'TOTAL   £98,560.00', 'BALANCE TO PAY   £93,560.00'])).toBe(98560);
    expect(
      vehiclePrice([
        'Los   Objekt   EUR',
        '419   Jaguar E-Type Series 1 Roadster, 1962',
        'Meistbot (Zuschlag)   52.000,00',
        'Käuferaufgeld 22 %   11.440,00',
        'Kaufpreis gesamt   65.728,00',
      ]),
    ).toBe(65728);
  });

  it('reads a price under its column heading', () => {
    expect(vehiclePrice(['Fahrzeug   Kaufpreis', 'Mercedes 280 SL   € 64.000,00'])).toBe(64000);
    expect(priceCandidates(['Deposit   Balance', '£1,000.00   £9,000.00'])).toEqual([]);
  });
});
