import { describe, expect, it } from 'vitest';
import { citesAnother, classifyByContent, hasInstalments, hasSignatureCaptions, hasYearOfCover, phraseScores, unspacedTitles, WORK } from './classify';

describe('document type from its words', () => {
  it('reads a title whose letters are spaced out as the word they spell', () => {
    expect(unspacedTitles('Q U I T T U N G\nNr. 40')).toBe('QUITTUNG\nNr. 40');
    expect(unspacedTitles('I N V O I C E   No. 4')).toBe('INVOICE   No. 4');
    expect(unspacedTitles('Klasse A B')).toBe('Klasse A B');
    expect(classifyByContent('Q U I T T U N G\nEinstellgebühr   3.900,-\nSumme   S 5.760,-')).toBe('receipt');
  });

  it('a British V5/V5C is a registration certificate, not a title', () => {
    expect(classifyByContent('Vehicle Registration Document   V5\nKeeper   A. Smith')).toBe('registration');
  });

  it('the Swiss Fahrzeugausweis and the Austrian Zulassungsschein are registrations, by their titles alone', () => {
    expect(classifyByContent('Fahrzeugausweis\n15   Kontrollschild\nZH 100 200')).toBe('registration');
    expect(classifyByContent('ZULASSUNGSSCHEIN\nKennzeichen   W-12345B')).toBe('registration');
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

  it('a contract named with its date is another paper the page refers to, not its title', () => {
    expect(classifyByContent('EIGENTUMSBESCHEINIGUNG\nEigentümer   Anna Pichler\nEintragung   Kaufvertrag vom 03.09.2006, Reg.-Nr. 30571')).toBe('title');
    expect(citesAnother('Eintragung   Kaufvertrag vom 03.09.2006', /kaufvertrag/i)).toBe(true);
    expect(citesAnother('KAUFVERTRAG', /kaufvertrag/i)).toBe(false);
  });

  it('a certificate of value in German is an appraisal, one of ownership a title', () => {
    expect(classifyByContent('Wertbescheinigung\nFahrzeug   Lancia Fulvia\nReg.-Nr.   AB 07 840\nWert   kr. 36.000,00')).toBe('appraisal');
    expect(classifyByContent('EIGENTUMSBESCHEINIGUNG\nEigentümer   Anna Pichler\nFahrgestellnummer   818123')).toBe('title');
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

describe('insurance paper by its period of cover', () => {
  it('two dates a year apart less a day speak for insurance', () => {
    expect(hasYearOfCover('Runs   01.04.2019\nStops   31.03.2020')).toBe(true);
    expect(hasYearOfCover('Done   01.04.2019\nNext   01.04.2020')).toBe(false);
    expect(classifyByContent('Harbour Mutual\nRuns   01.04.2019   Stops   31.03.2020\nMark   K-AB 123')).toBe('insurance');
  });
});

describe('insurance paper by its instalments', () => {
  it('a line offering a count of payments that make up a sum on another line', () => {
    expect(hasInstalments('Year to pay   £ 526.18\nOr in 12 parts of £ 43.85')).toBe(true);
    expect(hasInstalments('Halbjährlich in 2 Raten zu 263,09 €\nGesamt 526,18 €')).toBe(true);
    // An item row's quantity times its price is on its own line: no instalments.
    expect(hasInstalments('12   Spark plug   4.50   54.00\nTotal   64.26')).toBe(false);
  });
});

describe('a contract by its signature captions', () => {
  it('the roles of two party rows given again at the foot are the two parties signing', () => {
    const page =
      'Handover of a car\nSide   Name\nOld keeper   Ann Lee   4 Elm Road\nNew keeper   Tom Ray   9 Oak Road\nVehicle   MGB\nPrice   £ 9,000.00\n\nOld keeper   New keeper';
    expect(hasSignatureCaptions(page)).toBe(true);
    expect(classifyByContent(page)).toBe('purchase');
    expect(hasSignatureCaptions('Ann Lee   Invoice\nWork   1.5   90.00\nTotal   90.00\nAnn Lee')).toBe(false);
  });
});

describe('a contract by its party rows', () => {
  it('a row whose role a seller or buyer word names by its stem, with a person beside it', () => {
    expect(classifyByContent('Handover\nSelling member   Ann Lee\nVehicle   MGB')).toBe('purchase');
    expect(classifyByContent('Handover\nPurchasing dept   4711\nVehicle   MGB')).not.toBe('purchase');
  });

  it('reads the captions in the layout order when an OCR reading put them mid-text', () => {
    // Roles no list knows (an owner named by time, "Old keeper", is a party's role since decision 036): only the captions speak.
    const ocr = 'Side   Name\nFirst hand   Ann Lee\nSecond hand   Tom Ray\nFirst hand\nSecond hand\nVehicle   MGB\nAddress\n4 Elm Road\n9 Oak Road';
    const layout = 'Side   Name   Address\nFirst hand   Ann Lee   4 Elm Road\nSecond hand   Tom Ray   9 Oak Road\nVehicle   MGB\nFirst hand   Second hand';
    expect(classifyByContent(ocr)).not.toBe('purchase');
    expect(classifyByContent(ocr, layout)).toBe('purchase');
  });
});

describe('one odometer reading, one piece of evidence', () => {
  it('a contract printing the odometer under its label stays a contract', () => {
    const page =
      'Contract of Sale\nSELLER   BUYER\nName   Ann Lee   Name   Tom Ray\nVIN / chassis no.   XSGWLS0ZVK3AZOGMZ\nOdometer reading   184,620 mi\nSale price: $51,250.00';
    expect(classifyByContent(page)).toBe('purchase');
  });
});

describe('a reading of the odometer under its label', () => {
  it('speaks against a till receipt whether or not it prints a unit ("MILEAGE 83043" on a fast-fit\'s invoice/receipt)', () => {
    const page = (reading: string) =>
      `EXHAUST KING\nINVOICE/RECEIPT No. 241040   DATE 27/09/2003\nVEHICLE REG Z116 FCN ${reading}\nQTY   DESCRIPTION   PRICE   FITTING   GOODS\n2   SHOCK ABSORBER   50.04   16.68   100.08\nTOTAL £   334.82`;
    const receipt = (text: string) => phraseScores(text).get('receipt')!;
    expect(receipt(page('MILEAGE 83043'))).toBe(receipt(page('MILEAGE —')) - 3);
    expect(receipt(page('Km-Stand: 159.805'))).toBe(receipt(page('Km-Stand: —')) - 3);
    // A count that is no reading ("MILEAGE ALLOWANCE 12") takes nothing off.
    expect(receipt(page('MILEAGE ALLOWANCE 12'))).toBe(receipt(page('MILEAGE —')));
  });

  it('or led by its unit as its label ("km 76300", "Mls 21500"): a workshop\'s ticket, its shorthand jobs no till\'s goods', () => {
    const ticket = (reading: string) =>
      `ARAL-Stat. K. Wendt\nBeleg 85679\nv. 11-4-79\n${reading}\nVerg. reinig. u. einst.\nKeilr. erneu.\n1x Kr.-Filt.\nZu zahl.   107,57`;
    expect(phraseScores(ticket('km 76300')).get('service')).toBe(3);
    expect(phraseScores(ticket('Mls 21,500')).get('receipt')).toBe(phraseScores(ticket('Mls —')).get('receipt')! - 3);
    // A short distance, or a plate's letters before figures ("KM-AB 1234"), is no reading.
    expect(phraseScores(ticket('km 12')).get('service') ?? 0).toBe(0);
    expect(phraseScores(ticket('KM-AB 1234')).get('service') ?? 0).toBe(0);
  });
});

describe('a sale or a till slip by its own title', () => {
  it("an invoice titled for the sale of a vehicle is a sale's paper", () => {
    const page =
      'Autopolis S.A.\nRechnung Fahrzeugverkauf Nr. VF74873\nDatum: 19.04.2015\nFahrzeug   VW Touran\nKilometerstand   79.754 km\nPreis HTVA   53.000,00 €\nZu zahlen TTC   62.010,00 €';
    expect(classifyByContent(page)).toBe('purchase');
  });

  it("a filling station's slip of gallons at a price is a receipt; a valuer's Schätzungsbericht is an appraisal", () => {
    const slip = "Ashworth's Filling Station\n118 High Street, Lancaster\nDate   19/01/1978\n6 gall. 4-star @ 0.94   5.64\nOil 1 pint   0.60\nTOTAL £   6.24";
    expect(classifyByContent(slip)).toBe('receipt');
    const report =
      "Marianne Stucki-Roth\nFahrzeugexperte\nSchätzungsbericht\nDatum   03.07.2022\nFahrgestell   9113102256\nAllgemeinzustand   gut\nVersicherungswert   CHF 125'000.00\nVeteraneneintrag im\nFahrzeugausweis. Motor matching numbers.";
    expect(classifyByContent(report)).toBe('appraisal');
  });

  it('a fuel slip titled "Beleg" that sells litres at a price is a receipt; a document number "Beleg-Nr." titles nothing', () => {
    const slip = 'Station Esso\nBeleg / Ticket   460647\nDatum   19.09.2006\nSuper 95\n37,01 L à 1,04   38,49\nTotal EUR   38,49\nVisa   38,49';
    expect(classifyByContent(slip)).toBe('receipt');
    expect(phraseScores('Beleg-Nr. 4711\nDatum 19.09.2006').get('receipt') ?? 0).toBeLessThan(8);
  });
});

describe("a dealer's invoice for the car itself (decision 035)", () => {
  it('a vehicle sales invoice with a part exchange is a sale, not a workshop bill', () => {
    const page = [
      'Riverside Cars Ltd',
      'Car sales invoice   No. 771',
      'Date 2 May 2019',
      'Sold to',
      'Ms J. Doe',
      'Chassis no.   X123',
      'Price   £9,000.00',
      'Part exchange allowance   -£1,500.00',
      'Parts warranty 3 months',
    ];
    expect(classifyByContent(page.join('\n'))).toBe('purchase');
  });
});

describe('a sale of goods by the absence of work', () => {
  it('a catalogue order billed as an invoice, with no labour and no car, is a receipt', () => {
    const order =
      'Harbour Spares Ltd\nInvoice no. 4411\nInvoice date 02/03/2021\nPart no.   Item   Qty   Price\nAB-1   Brake hose   2   9.50   19.00\nPostage   4.00\nInvoice total   23.00';
    expect(classifyByContent(order)).toBe('receipt');
  });

  it('a till slip printing the time beside its date is a receipt, even from a parts counter', () => {
    const slip = 'MILL LANE PARTS\n02/11/2022 14:31\nSPARK PLUGS 4   12.00\nPARTS TOTAL   12.00';
    expect(classifyByContent(slip)).toBe('receipt');
  });

  it('a bill that names labour stays a workshop bill', () => {
    const bill = 'Mill Lane Garage\nInvoice no. 77\nLabour 2.0 h   90.00\nParts   Brake hose   19.00\nInvoice total   109.00';
    expect(classifyByContent(bill)).toBe('service');
  });
});

describe("the trades' own work", () => {
  it("a plater's, a wheel builder's or a glass fitter's bill of work on the car's parts is no sale over the counter", () => {
    expect(WORK.test('4   Scheinwerferringe verchromen   34,07   136,28')).toBe(true);
    expect(WORK.test('2   Felge gerichtet   24,58   49,16')).toBe(true);
    expect(WORK.test('Cleaning of screen aperture, rust treatment   75,59')).toBe(true);
    expect(WORK.test('Grille surround, rechrome   120.00')).toBe(true);
    expect(WORK.test('Oil filter   6.00\nSpark plugs   12.00')).toBe(false);
    expect(WORK.test('Zündung einstellen, Schließwinkel messen   112,75')).toBe(true);
    expect(WORK.test('Kfz-Meisterbetrieb Heinz Brenner')).toBe(true);
    // A document's number after "Beleg" titles nothing.
    expect(phraseScores('LIEFERSCHEIN / RECHNUNG   Beleg 89782   vom 10.06.03').get('receipt') ?? 0).toBeLessThan(8);
  });
});

describe('a sale told in sentences or by its trade terms', () => {
  it('a first-person declaration of the sale is a purchase', () => {
    const text = 'Ich, Ottmar Rieger, verkaufe an Ilse Brandt\nden Opel Kadett C, Fg.-Nr. 31A2200417,\nfür 2.300,00 DM. Betrag erhalten.\n\nCelle, 4.5.88';
    expect(classifyByContent(text)).toBe('purchase');
  });

  it('a part exchange written "P/X" speaks for a sale', () => {
    expect(phraseScores('Less P/X   (900.00)').get('purchase')).toBe(3);
  });
});

describe('an auction house’s buyer’s invoice', () => {
  it('is a purchase by the auction’s terms and the buyer’s compounds, a paper named in a bracketed aside no title', () => {
    const invoice = [
      'Kunstauktionen Berger GmbH',
      'Käuferrechnung Nr.   K18-208',
      'Rechnungsdatum   15.05.2018',
      'Auktion vom   14.05.2018',
      'Bieternummer   440',
      'Los 171: Porsche 356 B, 1961',
      'Zuschlag   48.000,00 €',
      'Aufgeld 15 %   7.200,00 €',
      'Gesamtbetrag   55.200,00 €',
      'Ausfuhrlieferung: Gelangensbestätigung erforderlich. Die',
      'Papiere (Fahrzeugbrief) werden nach Zahlungseingang ausgehändigt.',
    ].join('\n');
    expect(classifyByContent(invoice)).toBe('purchase');
    expect(phraseScores(invoice).get('title')).toBe(3);
    // A heading that brackets the paper's other name is still its title.
    expect(phraseScores('Zulassungsbescheinigung Teil II (Fahrzeugbrief)\nNr. AB 123456').get('title')).toBeGreaterThanOrEqual(10);
    expect(classifyByContent('LOT 44   1967 Jaguar E-Type\nHammer price   £28,000.00\nBuyer’s premium 15%   £4,200.00\nPaddle No.   363')).toBe('purchase');
  });
});

describe("a workshop's shorthand", () => {
  it('counts terse jobs as work done, so that a ticket of them is no sale over the counter', () => {
    const ticket = ['QUIK LUBE #14', 'Dt 5-7-89', 'chg oil/flt   8.00', 'adj carb   12.00', '1x air flt   13.34', 'TOT   61.53'].join('\n');
    expect(WORK.test(ticket)).toBe(true);
    expect(WORK.test(['Parts Counter', '1x air flt   13.34', 'TOT   13.34'].join('\n'))).toBe(false);
  });
});
