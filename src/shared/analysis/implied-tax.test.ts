import { describe, expect, it } from 'vitest';
import { impliedVatRate } from './implied-tax';

describe('a total that is its net plus a real VAT rate', () => {
  it('finds the rate that makes the net into the total to the cent', () => {
    expect(impliedVatRate(926.46, 1102.49)).toBe(0.19);
    expect(impliedVatRate(200, 235)).toBe(0.175);
    expect(impliedVatRate(100, 116)).toBe(0.16);
  });

  it('finds none where no rate fits to the cent, or where nothing was added', () => {
    expect(impliedVatRate(926.46, 1110)).toBeNull();
    expect(impliedVatRate(100, 100)).toBeNull();
    expect(impliedVatRate(100, 90)).toBeNull();
    expect(impliedVatRate(0, 19)).toBeNull();
  });
});
