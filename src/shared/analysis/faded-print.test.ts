import { describe, expect, it } from 'vitest';
import { fullerReading } from './faded-print';

describe('fullerReading', () => {
  it('takes the 8 of two readings one faded digit apart, either way round', () => {
    expect(fullerReading('2016', '2018')).toBe('2018');
    expect(fullerReading('35.80', '35.60')).toBe('35.80');
    expect(fullerReading('13', '18')).toBe('18');
  });
  it('decides nothing for other digits, two differences or other lengths', () => {
    expect(fullerReading('2017', '2018')).toBeNull();
    expect(fullerReading('2015', '2018')).toBeNull();
    expect(fullerReading('2016', '2016')).toBeNull();
    expect(fullerReading('2066', '2088')).toBeNull();
    expect(fullerReading('8.97', '88.95')).toBeNull();
  });
});
