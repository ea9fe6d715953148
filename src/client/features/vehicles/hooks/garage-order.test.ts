import { describe, expect, it } from 'vitest';
import { matchesSearch, sortVehicles } from './garage-order';

const v = (make: string, model: string, year: number, estimatedValue: number | null, updatedAt: string, vin: string | null = null) => ({
  make,
  model,
  year,
  estimatedValue,
  updatedAt,
  vin,
  variant: null,
  licensePlate: null,
});
const list = [
  v('Jaguar', 'E-Type', 1961, 300, '2024-01-02T00:00:00.000Z', 'ET850123'),
  v('alfa Romeo', 'Giulia', 1965, null, '2024-01-03T00:00:00.000Z'),
  v('Mercedes-Benz', '300 SL', 1955, 900, '2024-01-01T00:00:00.000Z', 'WDB19804010001234'),
];
const names = (l: typeof list) => l.map((x) => x.make);

describe('garage order', () => {
  it('sorts by name (case-insensitive), year, value (missing last) and recency', () => {
    expect(names(sortVehicles(list, 'name', 'en'))).toEqual(['alfa Romeo', 'Jaguar', 'Mercedes-Benz']);
    expect(names(sortVehicles(list, 'year', 'en'))).toEqual(['Mercedes-Benz', 'Jaguar', 'alfa Romeo']);
    expect(names(sortVehicles(list, 'value', 'en'))).toEqual(['Mercedes-Benz', 'Jaguar', 'alfa Romeo']);
    expect(names(sortVehicles(list, 'updated', 'en'))).toEqual(['alfa Romeo', 'Jaguar', 'Mercedes-Benz']);
  });
  it('searches every word in make, model and year, and VINs however they are spaced', () => {
    expect(list.filter((x) => matchesSearch(x, 'jag 1961')).length).toBe(1);
    expect(list.filter((x) => matchesSearch(x, 'WDB 1980')).map((x) => x.make)).toEqual(['Mercedes-Benz']);
    expect(list.filter((x) => matchesSearch(x, '  ')).length).toBe(3);
    expect(list.filter((x) => matchesSearch(x, 'ferrari')).length).toBe(0);
  });
});
