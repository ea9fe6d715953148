import { describe, expect, it } from 'vitest';
import { emptyForm, inputFromForm } from './wishlist-form-values';

describe('inputFromForm', () => {
  it('reads amounts in either notation into minor units', () => {
    expect(inputFromForm({ ...emptyForm('EUR'), make: 'Porsche', model: '911', budget: '95.000', yearFrom: '1965' }, 'de').input).toMatchObject({
      budget: 9_500_000,
      yearFrom: 1965,
      yearTo: null,
    });
    expect(inputFromForm({ ...emptyForm('USD'), budget: '$12,500.50' }, 'en').input.budget).toBe(1_250_050);
  });

  it('names fields it cannot read instead of sending null', () => {
    expect(inputFromForm({ ...emptyForm('EUR'), budget: 'lots', yearTo: '19x5' }, 'en').errors).toEqual({ budget: 'amount', yearTo: 'number' });
  });
});
