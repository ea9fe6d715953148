import { describe, expect, it } from 'vitest';
import { classifyByContent } from './classify';

describe('document type from its words', () => {
  it('a British V5/V5C is a registration certificate, not a title', () => {
    expect(classifyByContent('Vehicle Registration Document   V5\nKeeper   A. Smith')).toBe('registration');
  });

  it('a word between "registration" and "card" keeps it a registration card', () => {
    expect(classifyByContent('STATE OF OHIO\nREGISTRATION RENEWAL CARD\nPLATE 2FAZ192')).toBe('registration');
  });

  it('an insurer calling itself insurance counts as insurance evidence', () => {
    expect(classifyByContent('Bramble Heritage Insurance Services\nConfirmation of Cover\nInsurance tax   56.38')).toBe('insurance');
  });

  it('a title still wins by its own heading', () => {
    expect(classifyByContent('Certificate of Title\nTitle number 12345\nLienholder none')).toBe('title');
  });
});

describe('a contract by its signature lines', () => {
  it('two signature lines side by side speak for a purchase', () => {
    expect(classifyByContent('Handover of a car\nChassis 12345\n________________      ________________\nfirst party      second party')).toBe('purchase');
    expect(classifyByContent('Handover of a car\nChassis 12345\n________________\nsigned')).not.toBe('purchase');
  });
});

describe('a workshop bill by the car it speaks of', () => {
  it('an odometer reading tips a bill with a thank-you and a quantity column to the workshop', () => {
    const bill = 'Anvil Motor Works   Bill\nKind   Qty   Job or parts used   Rate   Sum\nOdo at arrival:   64,310 miles\nThank you for your custom.';
    expect(classifyByContent(bill)).toBe('service');
    expect(classifyByContent('CORNER SHOP\nQty 2 Milk 1.20\nThank you\nCash 5.00')).toBe('receipt');
  });
});
