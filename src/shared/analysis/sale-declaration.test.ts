import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import {
  sellerBeforeRole,
  sellerByDeclaration,
  sellerByDesignation,
  sellerInRoleColumns,
  sellerOverCaption,
  sellerSigningForPayment,
} from './sale-declaration';
import { roleOf } from './unlabelled-fields';

describe('a letter whose writer confirms being paid for the car', () => {
  it('is signed by the seller under its close (en, de)', () => {
    const en = [
      'Rosehill Cottage, Kelso',
      '3 May 1981',
      'Dear Mr Purves,',
      'This is to say that I received £1,450 from you today as the price of the Austin-Healey 100,',
      'with its tonneau and the buff log book.',
      'Kind regards,',
      'Morag Elliot',
    ];
    expect(sellerSigningForPayment(en)).toBe('Morag Elliot');
    const de = [
      'Bad Ems, den 12.08.1987',
      'Sehr geehrter Herr Lahnstein,',
      'hiermit bestätige ich, den vereinbarten Kaufpreis für den NSU Prinz 4 in bar erhalten zu haben.',
      'Mit freundlichen Grüßen',
      '',
      'Hildegard Conrady',
    ];
    expect(sellerSigningForPayment(de)).toBe('Hildegard Conrady');
  });
  it('names no seller where the writer received the car, a firm writes, or nobody signs under a close', () => {
    expect(sellerSigningForPayment(['Dear Sir,', 'I received the car on Monday in good order.', 'Yours faithfully,', 'Colin Rusk'])).toBeNull();
    expect(sellerSigningForPayment(['Dear Sir,', 'We have received your payment of £900.', 'Yours faithfully,', 'Colin Rusk'])).toBeNull();
    expect(sellerSigningForPayment(['I received £900 from Mr Rusk for the car.', 'Colin Rusk'])).toBeNull();
  });
});

describe("a private seller's declaration in the first person (decision 036)", () => {
  it('the one who says "I" and sold is the seller, across the line breaks of the sentence', () => {
    expect(sellerByDeclaration(['I, Mr Harold Beck, hereby state that on 4 June 2012', 'I sold my car to Ms Ann Lee.'])).toBe('Harold Beck');
    // As a scan may read it: the lone "I" as a one.
    expect(sellerByDeclaration(['1, Harold Beck, hereby state that I have sold my car.'])).toBe('Harold Beck');
    expect(sellerByDeclaration(['Ich, Gerda Wolff, bestätige, den Wagen heute an Herrn Kurt Roth verkauft zu haben.'])).toBe('Gerda Wolff');
  });

  it('a declaration that sells nothing, or a sale in another sentence, names no seller', () => {
    expect(sellerByDeclaration(['I, Harold Beck, confirm the mileage shown.', 'The car was sold last year.'])).toBeNull();
    expect(sellerByDeclaration(['We sold the car to Ann Lee.'])).toBeNull();
  });

  it("a dealer's sale under its letterhead: the name as the letterhead writes it, the imprint's legal form only for a name in capitals (de, en)", () => {
    const sale = (head: string, imprint: string, de: boolean) =>
      analyzeText({
        fileName: 'p.pdf',
        today: '2026-01-01',
        text: (de
          ? [
              head,
              'Fahrzeughandel · Am Hafen 4 · 18055 Rostock',
              '',
              'Kaufrechnung   Datum 14.05.2003',
              'Käufer: Jens Ottmann, Lange Straße 9, 18055 Rostock',
              'Fahrzeug: Wartburg 353 W',
              'Kaufpreis   4.200,00 €',
              '',
              imprint,
            ]
          : [
              head,
              'Classic car sales · 9 Quay Road · Whitby YO21 1DH',
              '',
              'Sales invoice   Date 14/05/2003',
              'Buyer: Jean Ottley, 4 Bank Street, Whitby',
              'Vehicle: MG Midget 1500',
              'Price   £4,200.00',
              '',
              imprint,
            ]
        ).join('\n'),
      }).sellerName;
    expect(sale('Autohandel Warnow & Söhne', 'Autohandel Warnow & Söhne OHG · Ostseesparkasse Rostock', true)).toBe('Autohandel Warnow & Söhne');
    expect(sale('AUTOHANDEL WARNOW', 'Autohandel Warnow GmbH · Ostseesparkasse Rostock', true)).toBe('Autohandel Warnow GmbH');
    expect(sale('Esk Valley Motors', 'Esk Valley Motors Ltd · Registered in England 4471023', false)).toBe('Esk Valley Motors');
    expect(sale('ESK VALLEY MOTORS', 'Esk Valley Motors Ltd · Registered in England 4471023', false)).toBe('Esk Valley Motors Ltd');
  });

  it('a receipt for the sale of a car, naming the registration paper in a sentence, is a sale paper with its seller', () => {
    const page = [
      'Harold Beck',
      '12 Mill Road, Leeds',
      '',
      'RECEIPT FOR THE SALE OF A CAR',
      '',
      'I, Harold Beck, confirm that on 4 June 2012 I sold the car below to Ms Ann Lee for £8,400 in cash.',
      'Registration   ABC 123X',
      'The car is sold as seen. The V5C logbook has been completed and its new keeper slip handed over.',
      'Date: 04/06/2012',
    ];
    const r = analyzeText({ fileName: 'p.pdf', text: page.join('\n'), today: '2026-01-01' });
    expect(r.documentType).toBe('purchase');
    expect(r.sellerName).toBe('Harold Beck');
    expect(r.purchasePrice).toBe(8400);
    expect(r.saleDate).toBe('2012-06-04');
  });
});

describe('a party named before its role (decision 042)', () => {
  it("under the signature lines, the name whose role after the comma is the seller's", () => {
    expect(sellerBeforeRole(['Dated 3 May 1984.', 'Ruth Eames, Buyer   Owen Clark, Seller'], roleOf)).toBe('Owen Clark');
    expect(sellerBeforeRole(['Herr Jan Vogt, Verkäufer'], roleOf)).toBe('Jan Vogt');
    expect(sellerBeforeRole(['Ruth Eames, Buyer'], roleOf)).toBeNull();
  });
});

describe('a party the running text designates by its role', () => {
  it('the name before "nachstehend Verkäufer" / "hereinafter the Seller", its address between', () => {
    const de = ['Zwischen Herrn Otto Lang, Am Markt 3, 3500 Kassel - nachstehend Verkäufer genannt -', 'und Frau Eva Kuhn - nachstehend Käuferin -'];
    expect(sellerByDesignation(de, roleOf)).toBe('Otto Lang');
    expect(sellerByDesignation(['Ann Lee (hereinafter the Buyer) buys from', 'Tom Reid, 4 Mill Lane, Leeds (hereinafter the Seller)'], roleOf)).toBe(
      'Tom Reid',
    );
    expect(sellerByDesignation(['Eva Kuhn - nachstehend Käuferin -'], roleOf)).toBeNull();
  });
});

describe('parties by their roles’ places', () => {
  it('reads the name in the seller’s column under a row of roles, not the buyer’s heading beside it', () => {
    const lines = ['Verkäufer   Käuferin', 'Name, Vorname   Name, Vorname', 'Eva Roth   Jan Keller', 'Dorfstrasse 3   Ringweg 9'];
    expect(sellerInRoleColumns(lines, roleOf)).toBe('Eva Roth');
    expect(sellerInRoleColumns(['Buyer   Seller', 'Tom Ray   Ann Lee'], roleOf)).toBe('Ann Lee');
    expect(sellerInRoleColumns(['Seller   Date', 'Ann Lee   3 May'], roleOf)).toBeNull();
  });

  it('reads names signed over their captions', () => {
    const lines = ['sold as is.', '', 'Ann B. Lee', 'Seller', 'Tom Ray', 'Buyer', ''];
    expect(sellerOverCaption(lines, roleOf)).toBe('Ann B. Lee');
    // Roles over names: headings, no captions.
    expect(sellerOverCaption(['Ann Lee', 'Seller', 'Tom Ray', 'Buyer', 'Joe Bloggs'], roleOf)).toBeNull();
  });

  it('reads a designation after an em dash, and a declaration whose sum prints its decimals', () => {
    expect(sellerByDesignation(['Zwischen', 'Frau Eva Roth, Am Bach 2, 4800 Bielefeld,', '— nachstehend Verkäufer genannt —'], roleOf)).toBe('Eva Roth');
    // A name on its own line under the opening words: never the line above's words with it, courtesy title or none.
    expect(sellerByDesignation(['Vertrag über ein Motorrad', 'Zwischen', 'Jens Obermaier, wohnhaft in Gera', '– im Folgenden Verkäufer –'], roleOf)).toBe(
      'Jens Obermaier',
    );
    expect(
      sellerByDesignation(['Agreement for the Sale of a Motor Vehicle Between', 'Fiona Grant, 12 Kirk Wynd,', 'Dundee (hereinafter the Seller)'], roleOf),
    ).toBe('Fiona Grant');
    expect(sellerByDeclaration(['that I, Ann B. Lee, for the sum of $1,500.00 paid, do hereby sell'])).toBe('Ann B. Lee');
  });
});

describe('a seller who alone signs', () => {
  it('is the name typed after "Signed" over the seller’s caption, where no buyer’s caption stands', () => {
    const receipt = ['Received from Mr. D. Nuttall the sum of £950 in full payment for my Bedford CA.', '', 'Signed   Gwen Metcalfe', '(seller)'];
    expect(sellerOverCaption(receipt, roleOf)).toBe('Gwen Metcalfe');
    expect(sellerOverCaption(['Unterschrift   Otto Lang', 'Verkäufer'], roleOf)).toBe('Otto Lang');
    // The buyer's caption on the page: the two parties' captions are read together, or not at all.
    expect(sellerOverCaption(['Signed   Gwen Metcalfe', '(seller)', 'Signed', 'Buyer'], roleOf)).toBeNull();
  });
});

describe('a contract that opens with its parties', () => {
  it('names the seller without the opening "Zwischen" / "Between"', () => {
    const r = analyzeText({
      fileName: 'k.pdf',
      today: '2026-01-01',
      documentType: 'purchase',
      text: [
        'Kaufvertrag über ein gebrauchtes Kraftfahrzeug',
        'Zwischen Ursula Pfeifer, Rosenweg 18, 97070 Würzburg — nachstehend „Verkäufer“ genannt',
        'und Jonas Weber, Bachgasse 2, 97082 Würzburg — nachstehend „Käufer“ genannt',
        'Kaufpreis   9.500,00 DM',
        'Würzburg, den 01.07.1974',
      ].join('\n'),
    });
    expect(r.sellerName).toBe('Ursula Pfeifer');
  });
});

describe("a deed's formula where a seller's name would stand", () => {
  it('names the seller by the signature’s caption, never "men by these presents"', () => {
    const text = [
      'BILL OF SALE',
      'KNOW ALL MEN BY THESE PRESENTS, that I, Ann Fowler, of Dayton, Ohio,',
      'hereinafter the Seller, for the sum of $4,200.00, do hereby sell and transfer to Roy Meyer,',
      'hereinafter the Buyer, the following motor vehicle:',
      'Year / Make / Model   1964 Ford Falcon',
      'Executed this 2nd day of June, 1979.',
      '',
      'Seller: Ann Fowler   Buyer: Roy Meyer',
    ].join('\n');
    expect(analyzeText({ fileName: 'sale.pdf', text, documentType: 'purchase', today: '2026-01-01' }).sellerName).toBe('Ann Fowler');
  });
});
