import { describe, expect, it } from 'vitest';
import { headingNamesProvenance, pricesTheCar, travelsWithOwnership } from './paper-kinds';
import { classifyByContent } from './classify';
import { decideType } from './type-decision';

// Pages written for these tests, in wording of their own: no set's documents are copied here.

describe("a club's or maker's certificate of a vehicle's age or identity", () => {
  it('is named by its heading, in English and German', () => {
    expect(headingNamesProvenance(['Vintage Scooter Register', '', 'Dating Certificate', 'Frame no.   VB1T 12345'])).toBe(true);
    expect(headingNamesProvenance(['Hanomag-Freunde e.V.', 'Datierungsbescheinigung', 'Motor-Nr.   28 118'])).toBe(true);
    expect(headingNamesProvenance(['Marque Archive   Heritage Certificate'])).toBe(true);
  });

  it('is not named by a firm’s name or a sentence that mentions one', () => {
    expect(headingNamesProvenance(['Heritage Motor Works Ltd', 'Invoice 2231', 'Labour   4.5 hrs'])).toBe(false);
    expect(
      headingNamesProvenance(['Fahrzeugschein', 'Kennzeichen   HB-K 120', 'Ein Datierungsbescheinigung des Clubs liegt dem Antrag bei und wurde geprüft.']),
    ).toBe(false);
  });

  it('is none of the typed papers, whatever words of them it mentions', () => {
    const dating = [
      'Velocette Owners Circle',
      'Machine records',
      '3 March 1999',
      'DATING CERTIFICATE',
      'Engine no.   KSS 6012',
      'Frame no.   8871',
      'The numbers match a machine despatched in May 1938. The owner may show this to his insurance broker.',
    ].join('\n');
    expect(decideType(dating).type).toBe('other');
    const register = [
      'Tempo-Freunde Süd e.V.',
      'Registerbestätigung',
      'Fahrgestell-Nr.   40 118',
      'Das Fahrzeug ist unter Nr. 77 in unser Register eingetragen.',
    ].join('\n');
    expect(decideType(register).type).toBe('other');
  });

  it('yields to a paper’s own title on the page', () => {
    const page = ['Register of Austin Sevens', 'Heritage Certificate', 'Certificate of Title', 'Title number   88123', 'Lienholder   none'].join('\n');
    expect(decideType(page).type).toBe('title');
  });
});

describe('a certificate that passes with the car to its next owner', () => {
  it('is said so in English or German', () => {
    expect(travelsWithOwnership('Keep this safe. This document is to be\nhanded over to the new owner when the vehicle is sold.')).toBe(true);
    expect(travelsWithOwnership('Diese Bescheinigung ist beim Verkauf dem neuen Eigentümer auszuhändigen.')).toBe(true);
  });

  it('is told what to do with it on a sale, or carries its own transfer section to be filled in then', () => {
    expect(travelsWithOwnership('ON TRANSFER OF OWNERSHIP COMPLETE THE REVERSE AND DELIVER TO THE PURCHASER.')).toBe(true);
    expect(travelsWithOwnership('APPLICATION FOR TRANSFER (complete on sale of vehicle)\nName of new owner')).toBe(true);
    // A sale's transfer told in a contract is no paper passing.
    expect(travelsWithOwnership('The transfer of ownership takes place on payment of the price.')).toBe(false);
  });

  it('is not a keeper’s slip handed to a buyer, nor a change to be notified', () => {
    expect(travelsWithOwnership('The new keeper slip was handed to the buyer.')).toBe(false);
    expect(travelsWithOwnership('A change of ownership must be notified to the office within 14 days.')).toBe(false);
  });

  it('makes a registration certificate that says so a title', () => {
    const page = [
      'Territory of Norfolk Island',
      'Registration certificate',
      'Plate   NI 4410',
      'Owner   P. Christian',
      'This certificate proves ownership of the vehicle and must be given to the new owner on sale.',
    ].join('\n');
    expect(classifyByContent(page)).toBe('title');
  });
});

describe('a bill whose priced line is the car itself', () => {
  it('is found by the line that prices the car', () => {
    expect(pricesTheCar(['Price of the vehicle   NZ$ 12,400.00'])).toBe(true);
    expect(pricesTheCar(['Fahrzeugpreis brutto   14.990,00 €'])).toBe(true);
    expect(pricesTheCar(['Vehicle price on request'])).toBe(false);
    expect(pricesTheCar(['Labour   Vehicle price check   40.00'])).toBe(false);
  });

  it('sells the car, though its warranty speaks of parts and labour and it prints the mileage', () => {
    const page = [
      'Harbourside Motors',
      'INVOICE',
      'Invoice no.   HM-2231   Date   04/02/2015',
      'Vehicle   Ford Escort 1.3   Mileage   61,200',
      'Car price   £ 3,950.00',
      'Road fund licence   £ 145.00',
      'Total   £ 4,095.00',
      'Warranty: 3 months parts and labour.',
    ].join('\n');
    expect(classifyByContent(page)).toBe('purchase');
  });
});
