import { describe, expect, it } from 'vitest';
import { arithmeticTable, extractLineItems, multipliedQuantity } from './line-items';

describe('item rows known by their arithmetic', () => {
  it('finds the quantity of a row whose quantity times unit price is its amount', () => {
    expect(multipliedQuantity('Zeit   3,4   Achse gebuchst   58,00   197,20')?.value).toBe(3.4);
    expect(multipliedQuantity('Sum before tax   501.30')).toBeNull();
    expect(multipliedQuantity('Value added tax 20%   100.26')).toBeNull();
    // Three numbers that do not multiply out are no item.
    expect(multipliedQuantity('Unit 4, Canal Wharf   12   30.00   99.00')).toBeNull();
  });

  it('reads a table whose headings no list knows: the wordiest cell is the description, a type column splits labour from parts', () => {
    const lines = [
      'Kind   Hrs / Qty   Things we did for you   Rate   Value',
      'Time   3.4   Re-bush front suspension   58.00   197.20',
      'Part   1   Head gasket set   101.21   101.21',
      'Part   4   Carburettor needle and jet   33.24   132.96',
      '',
      'Time charged   197.20',
      'Goods supplied   234.17',
      'Now due   £517.66',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [{ text: 'Re-bush front suspension', amount: 197.2 }],
      parts: [
        { text: 'Head gasket set', amount: 101.21 },
        { text: 'Carburettor needle and jet', amount: 132.96 },
      ],
    });
  });

  it('without a type column, a quantity printed with decimals is hours', () => {
    const items = arithmeticTable(['2,0   Vorderachse vermessen   90,00   180,00', '3   Schraube M8   1,50   4,50']);
    expect(items?.work.map((i) => i.text)).toEqual(['Vorderachse vermessen']);
    expect(items?.parts.map((i) => i.text)).toEqual(['Schraube M8']);
  });

  it('needs two rows that multiply out', () => {
    expect(arithmeticTable(['1   Oil filter   12.00   12.00', 'Total   12.00'])).toBeNull();
  });
});

describe('OCR and the arithmetic', () => {
  it('a quantity whose decimal point OCR dropped still multiplies out by a tenth', () => {
    expect(multipliedQuantity('Time   16   Diagnose misfire   72.00   115.20')?.value).toBe(1.6);
    expect(multipliedQuantity('Part   16   Washer   1.00   9.99')).toBeNull();
  });

  it('takes a discount column off the row: quantity × price × (1 − discount) is its amount', () => {
    expect(multipliedQuantity('Fuel pump   1   ea   166.20   10 %   149.58')?.value).toBe(1);
    expect(multipliedQuantity('Timing chain kit   4   187.39   10 %   674.60')?.value).toBe(4);
    // A percentage is no quantity or price of its own.
    expect(multipliedQuantity('VAT   20 %   5.00   100.00')).toBeNull();
  });

  it('reads a type column before the description, and a type word no list knows as the other kind', () => {
    const lines = [
      'Pos   Class   Details   Qty   Price   Total',
      '1   Labor   Renew timing chain and tensioner   5.0   95.00   475.00',
      '2   Goods   Brake service kit   1   23.80   23.80',
      '3   Goods   Steuerkettensatz   1   172.09   172.09',
      '',
      'Subtotal   670.89',
    ];
    expect(extractLineItems(lines)).toEqual({
      work: [{ text: 'Renew timing chain and tensioner', amount: 475 }],
      parts: [
        { text: 'Brake service kit', amount: 23.8 },
        { text: 'Steuerkettensatz', amount: 172.09 },
      ],
    });
  });
});
