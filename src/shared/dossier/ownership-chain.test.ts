import { describe, expect, it } from 'vitest';
import { ownershipChain, type OwnershipRecord } from './ownership-chain';

const rec = (kind: OwnershipRecord['kind'], date: string, extra: Partial<OwnershipRecord> = {}): OwnershipRecord => ({
  kind,
  date,
  party: null,
  amount: null,
  documentId: null,
  ...extra,
});

describe('ownershipChain', () => {
  it('is oldest first and flags the unknown years before the first purchase', () => {
    const chain = ownershipChain([rec('purchase', '2010-05-01'), rec('purchase', '1990-03-02')], 1965);
    expect(chain.map((e) => (e.type === 'gap' ? `gap ${e.from}→${e.to}` : `${e.kind} ${e.date}`))).toEqual([
      'gap null→1990-03-02',
      'purchase 1990-03-02',
      'purchase 2010-05-01',
    ]);
  });

  it('sees no gap before a purchase in the year after it was built', () => {
    expect(ownershipChain([rec('purchase', '1966-04-01')], 1965).map((e) => e.type)).toEqual(['record']);
  });

  it('flags the time between a sale and the next purchase when longer than 90 days', () => {
    const chain = ownershipChain(
      [
        rec('purchase', '1966-01-01'),
        rec('sale', '1980-01-01'),
        rec('purchase', '1985-06-01'),
        rec('transfer_out', '2000-01-01'),
        rec('transfer_in', '2000-01-02'),
      ],
      1965,
    );
    expect(chain.filter((e) => e.type === 'gap')).toEqual([{ type: 'gap', from: '1980-01-01', to: '1985-06-01' }]);
  });

  it('keeps the same event recorded twice once, with what each record knew', () => {
    const chain = ownershipChain(
      [rec('purchase', '2001-01-01', { amount: { amount: 100, currency: 'EUR' } }), rec('purchase', '2001-01-01', { documentId: 'd1', party: 'Dealer' })],
      2000,
    );
    expect(chain).toEqual([
      { type: 'record', kind: 'purchase', date: '2001-01-01', party: 'Dealer', amount: { amount: 100, currency: 'EUR' }, documentId: 'd1' },
    ]);
  });

  it('puts a sale before a purchase of the same day', () => {
    const chain = ownershipChain([rec('purchase', '2001-01-01'), rec('purchase', '1999-01-01'), rec('sale', '2001-01-01')], 1998);
    expect(chain.map((e) => (e.type === 'record' ? e.kind : 'gap'))).toEqual(['purchase', 'sale', 'purchase']);
  });
});
