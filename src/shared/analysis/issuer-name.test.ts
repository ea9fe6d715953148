import { describe, expect, it } from 'vitest';
import { letterheadName } from './extract-fields';
import { analyzeText } from './analyze-text';
import { fullNameOf, imprintName, nameWithItsLegalForm, withoutMonogram } from './issuer-name';
import { prepareText } from './text-values';

describe('an issuer beside a monogram or only in the imprint', () => {
  it('drops a monogram of the name’s own initials, keeps initials that are part of the name', () => {
    expect(withoutMonogram('TC Tamworth Coachworks Ltd')).toBe('Tamworth Coachworks Ltd');
    expect(withoutMonogram('ZK Zweirad- und Kfz-Service Arnold')).toBe('Zweirad- und Kfz-Service Arnold');
    expect(withoutMonogram('BMW Classic Service')).toBe('BMW Classic Service');
    expect(withoutMonogram('AB Motors')).toBe('AB Motors');
    expect(withoutMonogram('ATU Auto-Teile-Unger')).toBe('ATU Auto-Teile-Unger');
  });

  it('reads the name of an imprint at the foot: a company first, an address or phone after it', () => {
    const company = (t: string) => /gmbh|kg|ltd|garage/i.test(t);
    const address = (t: string) => /\d{5}|straße|road/i.test(t);
    const lines = [
      'Rechnung',
      'Oliver Brandt',
      '',
      'Gewährleistung 12 Monate.',
      'Oldtimerhalle Dorn GmbH & Co. KG · Gewerbering 7 · 69117 Heidelberg · Tel. 0239 754241',
      'IBAN DE13 2114 4270',
    ];
    expect(imprintName(lines, company, address)).toBe('Oldtimerhalle Dorn GmbH & Co. KG');
    // A bank line is no imprint; nor is a line whose first part is no company.
    expect(imprintName(['Rechnung', 'Volksbank eG · IBAN DE12 · BIC GENODE', 'Zahlbar sofort · 14 Tage · netto'], company, address)).toBeNull();
  });

  it('a name alone on its line over its address at the foot (decision 045)', () => {
    const company = (t: string) => /garage/i.test(t);
    const address = (t: string) => /street|road/i.test(t);
    const foot = [
      'Total to pay   £483.38',
      'Cheques payable to the proprietor please.',
      'The Mill Garage',
      'Rear of 22 High Street, Pembury · Not VAT registered',
    ];
    expect(imprintName(foot, company, address)).toBe('The Mill Garage');
    // Without a number, the line under the name is no address of it.
    expect(imprintName(['The Mill Garage', 'High Street repairs welcome'], company, address)).toBeNull();
    // The firm's registration may open the line under it, before the address.
    expect(imprintName(['Bank: FNB, acc. 6216', 'Hillside Garage', 'Reg. 1996/022041/23 · VAT 4120 · 17 Long Street, Paarl'], company, address)).toBe(
      'Hillside Garage',
    );
  });
});

describe('the letterhead stands above the document’s facts', () => {
  // One run of text as a PDF gives it: its box from its size.
  const run = (text: string, x: number, y: number, size: number) => ({
    text,
    x0: x,
    x1: x + text.length * size * 0.5,
    y0: y - 0.72 * size,
    y1: y + 0.21 * size,
  });

  it('takes no large word below the first date or sum for the issuer, nor an abbreviated label', () => {
    const words = [
      run('Reparaturrechnung', 50, 60, 20),
      run('Martin Ebert', 50, 90, 10),
      run('Rechnung vom', 50, 120, 10),
      run('09.08.2014', 200, 120, 10),
      run('Kennz.', 50, 140, 14),
      run('Kraftstoffpumpe', 50, 170, 14),
      run('114,28', 500, 170, 10),
      ...['Lohn', 'Teile', 'Netto', 'MwSt.', 'Summe'].map((t, i) => run(t, 50, 200 + i * 14, 10)),
    ];
    const doc = prepareText(words.map((w) => w.text).join('\n'), true, words);
    expect(letterheadName(doc)).toBeNull();
  });

  // Decision 036: "Specialists" at the end of a firm's name is no tagline.
  it('keeps a name ending in "Specialists" over a place in slightly larger print than the body', () => {
    const words = [
      run('Bramley & Stone Jaguar Specialists', 50, 60, 18),
      run('Specialists in XK and E-Type since 1982', 50, 85, 9),
      run('Mill Road Works', 50, 100, 9),
      run('Bramley', 200, 100, 12),
      run('Invoice 4411', 50, 130, 9),
      ...['Labour', 'Parts', 'VAT', 'Total'].map((t, i) => run(t, 50, 160 + i * 14, 9)),
    ];
    const doc = prepareText(words.map((w) => w.text).join('\n'), true, words);
    expect(letterheadName(doc)).toBe('Bramley & Stone Jaguar Specialists');
  });

  // Decision 045: a salutation begins the addressee's block, whatever its print.
  it('never takes the addressee in large print for the letterhead', () => {
    const words = [
      run('Frau Ursula Brunner', 50, 60, 14),
      run('RECHNUNG', 50, 80, 9),
      run('Rebbergstrasse 5', 50, 95, 9),
      ...['Arbeit', 'Material', 'Total'].map((t, i) => run(t, 50, 160 + i * 14, 9)),
    ];
    const doc = prepareText(words.map((w) => w.text).join('\n'), true, words);
    expect(letterheadName(doc)).toBeNull();
  });
});

describe("a letterhead's short name and the full name the page prints elsewhere", () => {
  it('drops a single initial of the name before it', () => {
    expect(withoutMonogram('K Kestrel Bodies Ltd')).toBe('Kestrel Bodies Ltd');
    expect(withoutMonogram('J Bloggs')).toBe('J Bloggs');
  });

  it('takes the full name with its legal form that begins with the short one', () => {
    const legal = /\b(ltd|gmbh|inc)\b/i;
    const lines = ['KESTREL', 'Coachwork · Trim', 'Total   120.00', 'Kestrel Motor Bodies (Leeds) Ltd', 'Company no. 1234'];
    expect(fullNameOf('KESTREL', lines, legal)).toBe('Kestrel Motor Bodies (Leeds) Ltd');
    expect(fullNameOf('Kestrel Motor Bodies Ltd', lines, legal)).toBeNull();
    expect(fullNameOf('HERON', lines, legal)).toBeNull();
  });

  it('takes the full name that holds the short one as a word, an owner’s name in a logo', () => {
    const legal = /\b(sarl|ltd)\b/i;
    const lines = ['BRUNNER', 'Carrosserie Brunner Frères SARL', '3 rue des Vignes · Colmar', 'Brunnerstrasse 4'];
    expect(fullNameOf('BRUNNER', lines, legal)).toBe('Carrosserie Brunner Frères SARL');
  });
});

describe('the legal forms of the world’s firms', () => {
  const bill = (head: string[]) =>
    analyzeText({
      today: '2026-01-01',
      fileName: 'bill.pdf',
      documentType: 'service',
      text: [...head, 'Invoice 4411   Date 12.03.2021', 'Labour   2.0 h   180.00', 'Total   180.00'].join('\n'),
    }).shopName;
  it.each([
    [['VARBERGS', 'Varbergs Bilverkstad AB', 'Kungsgatan 4, 432 44 Varberg'], 'Varbergs Bilverkstad AB'],
    [['DUIN', 'Duin Klassiekers B.V.', 'Strandweg 9, 2042 Zandvoort'], 'Duin Klassiekers B.V.'],
    [['GEIRANGER', 'Geiranger Bilservice AS', 'Fjordvegen 2, 6216 Geiranger'], 'Geiranger Bilservice AS'],
  ])('%j → %s', (head, name) => expect(bill(head)).toBe(name));
});

describe('a name printed again with its legal form', () => {
  it('is the firm as it contracts; a line that adds words of a name of its own is another name', () => {
    const lines = ['WIENER KUNST- UND OLDTIMERAUKTIONEN', 'Wiener Kunst- und Oldtimerauktionen GmbH · Palais Harrach · 1010 Wien'];
    expect(nameWithItsLegalForm('WIENER KUNST- UND OLDTIMERAUKTIONEN', lines, /\bGmbH\b|\bLtd\b/i)).toBe('Wiener Kunst- und Oldtimerauktionen GmbH');
    expect(nameWithItsLegalForm('Hallam Classics', ['Hallam Classics', 'Hallam Classics Ltd & Co.'], /\bLtd\b/i)).toBe('Hallam Classics Ltd & Co.');
    expect(nameWithItsLegalForm('Hallam Classics', ['Hallam Classics', 'Hallam Classics Restorations Ltd'], /\bLtd\b/i)).toBeNull();
    expect(nameWithItsLegalForm('Hallam Classics Ltd', ['Hallam Classics Ltd'], /\bLtd\b/i)).toBeNull();
  });
});

describe("a repair order's head", () => {
  it("takes the dealer's name over its street printed in capitals, never the street", () => {
    const r = analyzeText({
      today: '2026-01-01',
      fileName: 'ro.pdf',
      documentType: 'service',
      text: [
        'JIM OSTROWSKI FORD                                                        REPAIR ORDER',
        '5475 AUTO MALL DR                                                         RO# 695107',
        'DAYTON, OH 45424                                                          INVOICE DATE 01/03/1999',
        '(477) 326-6996',
        'COLEMAN, ROBERT                              MILEAGE IN 79,291 OUT 79,299',
        '3106 OAK DR',
        '1   REPLACE WATER PUMP                        1.5      120.00',
        'TOTAL LABOR   120.00',
        'PLEASE PAY THIS AMOUNT   120.00',
      ].join('\n'),
    });
    expect(r.shopName).toBe('JIM OSTROWSKI FORD');
  });
});
