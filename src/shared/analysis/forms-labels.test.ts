import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { inSentence } from './classify';
import { gridPage, placedPage, type Placed } from './grid-page.test-helper';
import { findLabelled, isLabelCell } from './labels';
import { labelledDate, prepareText } from './text-values';

/** Decision 036: labels and cells of forms (insurance, registrations, contracts). */
const analyze = (...lines: string[]) => analyzeText({ fileName: 'p.pdf', text: lines.join('\n'), today: '2026-01-01' });
const analyzeWords = (...rows: string[][]) =>
  analyzeText({ fileName: 'p.pdf', text: rows.map((r) => r.join('   ')).join('\n'), words: gridPage(...rows), today: '2026-01-01' });

describe('a title named in a sentence is a mention, not a title', () => {
  it('ten words or more around the phrase, up to a column gap, are running text', () => {
    expect(inSentence('Please send the V5C registration certificate back to us with the signed form.', /\bv5c?\b/i)).toBe(true);
    expect(inSentence('V5C registration certificate   Page 1', /\bv5c?\b/i)).toBe(false);
  });
});

describe('a row of values each followed by its caption', () => {
  it("reads the reading before 'Km-Stand' that ends the row, not the chassis number on the row below", () => {
    const r = analyze(
      'Rechnung 275162   Winterthur, 11.2.2002',
      'Mercedes-Benz 280 SL   Marke / Typ   ZH 158067   Kontrollschild',
      "699.233.808   Stamm-Nr.   288'362   Km-Stand",
      '113044-10-001424   Fahrgestell',
      'Arbeit',
      'Kühler aus-/eingebaut, gespült   2.80 Std.   105.00   294.00',
      'Total CHF   294.00',
    );
    expect(r.serviceMileage).toBe(288362);
  });

  it('leaves a row of labels each followed by its value to the reading under its label', () => {
    const r = analyze('Rechnung 4711   Datum 03.05.2019', 'Auftrag   4711   Km-Stand', '   123.456', 'Ölwechsel   1,0 Std.   80,00', 'Gesamtbetrag   80,00');
    expect(r.serviceMileage).toBe(123456);
  });
});

describe("a caption row whose caption refers to other fields ('Schlüssel-Nr. zu 2/3')", () => {
  it('is still a row of captions over their values', () => {
    const r = analyzeWords(
      ['Reparaturauftrag / Rechnung'],
      ['Amtliches Kennzeichen', 'Erstzulassung', 'km-Stand', 'Schlüssel-Nr. zu 2/3'],
      ['WI-W 2847H', '02.02.1995', '149.221', '0610/663'],
      [],
      ['Ventilspiel eingestellt', '', '140,00'],
      ['Rechnungsbetrag', '', '140,00'],
    );
    expect(r.serviceMileage).toBe(149221);
  });
});

describe('captions printed under their values, the band going on with fewer columns', () => {
  it("finds the reading over 'SPEEDOMETER' first, the next pair of rows having two columns", () => {
    const rows: (Placed[] | null)[] = [
      [
        ['Vander Wal Service', 50],
        ['REPAIR ORDER', 420],
      ],
      null,
      [
        ['Arnie Dohrmann', 52],
        ['03/27/1974', 342],
        ['22212', 442],
      ],
      [
        ['NAME', 50],
        ['DATE', 340],
        ['SPEEDOMETER', 440],
      ],
      [
        ['R.R. 4', 52],
        ['1964 Ford Falcon', 342],
      ],
      [
        ['ADDRESS', 50],
        ['YEAR · MAKE · MODEL', 340],
      ],
    ];
    const text = rows.map((r) => (r ?? []).map((c) => c[0]).join('   ')).join('\n');
    const [hit] = findLabelled(prepareText(text, false, placedPage(...rows)), 'mileage');
    expect(hit.candidates[0]).toBe('22212');
  });
});

describe("a total's own words: gross, TTC", () => {
  it('takes the gross total after the net total, and the total TTC of a band of sums', () => {
    const uk = analyze(
      'Invoice 4411   7-Jul-21',
      'Replace propshaft UJs   182.40',
      'Total labour   182.40',
      'Net total   182.40',
      'VAT   36.48',
      'Gross total   £218.88',
    );
    expect(uk.totalCost).toBe(218.88);
    const lu = analyzeWords(
      ['Rechnung Nr. F795753', 'Esch-sur-Alzette, den 13.08.2022'],
      ['MO542', 'Zahnriemen ersetzen', '540,54'],
      [],
      ['Arbeitslohn', 'Total HTVA', 'MwSt. 17%', 'Total TTC EUR'],
      ['540,54', '540,54', '91,89', '632,43'],
    );
    expect(lu.totalCost).toBe(632.43);
  });
});

describe("labour and parts under the trade's own words", () => {
  it("'Arbeitsaufwand' sums the labour and 'Ersatzteile & Material' the parts", () => {
    const r = analyze(
      'Rechnung Nr. 25690   Thun, 09.09.2010',
      'Menge   Text   Einzelpreis   Betrag CHF',
      '3.50 h   Ventilspiel eingestellt   145.00   507.50',
      '6.00 h   Kettenspanner umgerüstet   145.00   870.00',
      "Arbeitsaufwand   1'377.50",
      '',
      '1   Motorenöl 20W-50, 10 l   151.95   151.95',
      '1   Ventildeckeldichtungen   65.78   65.78',
      'Ersatzteile & Material   217.73',
      "Rechnungsbetrag   1'595.23",
    );
    expect([r.laborCost, r.partsCost]).toEqual([1377.5, 217.73]);
    expect(r.partsUsed).toEqual(['Motorenöl 20W-50, 10 l', 'Ventildeckeldichtungen']);
  });

  it("a tyre and exhaust centre's 'GOODS' and 'FITTING' are its parts and its labour", () => {
    const r = analyze(
      'EXHAUST KING',
      'INVOICE No. 241040   DATE 27/09/2003',
      'VEHICLE REG Z116 FCN   MAKE/MODEL FORD ESCORT   MILEAGE 83043',
      'QTY   DESCRIPTION   PRICE   FITTING   GOODS',
      '2   SHOCK ABSORBER   50.04   16.68   100.08',
      '1   REAR SILENCER   61.16   9.73   61.16',
      '',
      'GOODS   161.24',
      'FITTING   26.41',
      'VAT 17.5%   32.84',
      'TOTAL £   220.49',
    );
    expect([r.partsCost, r.laborCost]).toEqual([161.24, 26.41]);
  });

  it("'davon Arbeit' and 'davon Teile' split the net into labour and parts", () => {
    const r = analyze(
      'Rechnung Nr.: 40499   Datum: 17. April 2012',
      'Kilometer: 217.654',
      'Pos.   Bezeichnung   Stk./Std.   Einzel   Gesamt',
      '1   Zündung einstellen   1,5   78,00   117,00',
      '2   729010   Kupplungssatz   1   201,11   201,11',
      'davon Arbeit 117,00   davon Teile 201,11',
      'Netto   €318,11',
      'Zu zahlen   €381,73',
    );
    expect([r.laborCost, r.partsCost]).toEqual([117, 201.11]);
  });

  it("a tyre dealer's 'MERCHANDISE' and 'LABOR/SERVICE' are its parts and its labour", () => {
    const r = analyze(
      'CUYAHOGA TIRE & SERVICE   INVOICE 734206',
      'YR/MAKE/MODEL: 90 FORD TAURUS   MILES: 89578',
      'ITEM NO.   DESCRIPTION   QTY   PRICE   EXTENSION',
      '762158   VALVE STEM TR413   4   1.82   7.28',
      'S1345   FRONT END ALIGNMENT   1   48.34   48.34',
      'MERCHANDISE   7.28',
      'LABOR/SERVICE   48.34',
      'TOTAL   55.62',
    );
    expect([r.partsCost, r.laborCost]).toEqual([7.28, 48.34]);
    const doc = prepareText('MERCHANDISE   375.12\nLABOR/SERVICE   71.27', false);
    expect(findLabelled(doc, 'partsCost').map((h) => h.value)).toEqual(['375.12']);
    expect(findLabelled(doc, 'laborCost').map((h) => h.value)).toEqual(['71.27']);
  });

  it("'Lohnkosten gesamt' closes the jobs and 'Materialkosten gesamt' the materials", () => {
    const r = analyze(
      'Rechnung 78284 vom 28. September 2024',
      'Leistung   Std.   Satz   EUR',
      'Tür hinten rechts ausbeulen   2,50   72,00   180,00',
      'Lackierarbeiten inkl. Beilackierung   6,50   89,00   578,50',
      'Lohnkosten gesamt   758,50',
      'Lackmaterial nach Verbrauch   503,42',
      'Kotflügelhalter   100,90',
      'Materialkosten gesamt   604,32',
      'Zu zahlen   1.362,82 EUR',
    );
    expect([r.laborCost, r.partsCost]).toEqual([758.5, 604.32]);
    expect(r.partsUsed).toEqual(['Lackmaterial nach Verbrauch', 'Kotflügelhalter']);
  });
});

describe("a caption under a party's heading is no name", () => {
  it("the seller is the name under the caption row, not the caption ('Family name')", () => {
    const r = analyzeWords(
      ['Contract of sale'],
      ['Seller', 'Buyer'],
      ['Family name, first name', 'Family name, first name'],
      ['Nora Quint', 'Eli Marsh'],
      ['Price', '£12,000.00'],
      ['Date', '03/05/2018'],
    );
    expect(r.sellerName).toBe('Nora Quint');
    expect(isLabelCell('Vor- und Nachname')).toBe(true);
  });
});

describe('a period of provisional cover and a deductible named for its cover', () => {
  it('labels over their values, one under the other', () => {
    const r = analyze(
      'Harbour Mutual Versicherung',
      'Vorläufige Deckung',
      'Versicherungsschein-Nr.',
      'VS-7781',
      'Deckung ab',
      '01.04.2022',
      'Deckung bis',
      '30.06.2022',
      'Selbstbeteiligung Vollkasko',
      '500 €',
    );
    expect([r.effectiveStart, r.effectiveEnd, r.deductible]).toEqual(['2022-04-01', '2022-06-30', 500]);
  });

  it('any short label ending in "from" or "until" when no known label names the dates', () => {
    const r = analyze('Harbour Mutual', 'Policy number   HM-4410', 'Haftung ab   01.02.2021', 'Haftung bis   31.01.2022', 'Premium   300,00 €');
    expect([r.effectiveStart, r.effectiveEnd]).toEqual(['2021-02-01', '2022-01-31']);
    const uk = analyze('Harbour Mutual', 'Certificate of insurance', 'Temporary cover starts   01/02/2021', 'Temporary cover stops   28/02/2021');
    expect([uk.effectiveStart, uk.effectiveEnd]).toEqual(['2021-02-01', '2021-02-28']);
  });

  it('"Cover ends" is the end, a renewal date beside it the start', () => {
    const r = analyze(
      'Fenland Insurance',
      'Policy number   FN-1',
      'Renewal date   01/03/2022',
      'Cover ends   28/02/2023',
      'Comprehensive excess   £150',
      'Premium   £300.00',
    );
    expect([r.effectiveStart, r.effectiveEnd, r.deductible]).toEqual(['2022-03-01', '2023-02-28', 150]);
  });
});

describe("a certificate's number with its letter series apart", () => {
  it('"Nr. K 1234567" at the head of a registration', () => {
    const r = analyze('Nr. K 1234567', 'Fahrzeugschein', 'Amtliches Kennzeichen', 'B-XY 12');
    expect(r.registrationNumber).toBe('K 1234567');
    expect(r.plateNumber).toBe('B-XY 12');
  });

  it('a red dealer’s or collector’s plate under "Rotes Kennzeichen"', () => {
    const r = analyze('Fahrzeugscheinheft', 'Heft-Nr.   R100200', 'Rotes Kennzeichen   KEH-07123');
    expect(r.plateNumber).toBe('KEH-07123');
  });
});

describe('the numbers a registration prints besides its own (decision 045)', () => {
  it('a British or Irish "registration number" is the plate where the certificate is numbered too', () => {
    const r = analyze(
      'Vehicle Registration Certificate',
      'Registration Number: 201-D-1234',
      'Make: FORD',
      'Date of First Registration: 01/10/2010',
      'Certificate No. RC12345678   Date of issue 19/07/2024',
    );
    expect([r.registrationNumber, r.plateNumber]).toEqual(['RC12345678', '201-D-1234']);
  });

  it("a registration card's title number is another paper's", () => {
    const r = analyze('REGISTRATION CARD', 'REGISTRATION NO.   R 6300001', 'PLATE   4LZA443', 'TITLE NO.   63000002');
    expect(r.registrationNumber).toBe('R 6300001');
  });
});

describe('a Swiss Fahrzeugausweis: numbered captions over their values (decision 045)', () => {
  it('reads the plate under "Kontrollschild", not the next field\'s number beside it', () => {
    const r = analyzeWords(
      ['Fahrzeugausweis'],
      ['15', 'Kontrollschild', '36', '1. Inverkehrsetzung'],
      ['', 'ZH 100 200', '', '01.02.1993'],
      ['18', 'Stammnummer', '37', 'Hubraum ccm'],
      ['', '622.000.779', '', '2473'],
    );
    expect(r.plateNumber).toBe('ZH 100 200');
  });
});

describe("a field code in a cell of its own is the next field's", () => {
  it('the plate is the value under its label, not the code beside it', () => {
    const r = analyzeWords(
      ['Zulassungsbescheinigung Teil I'],
      ['A', 'Amtliches Kennzeichen', 'D.1', 'Marke'],
      ['', 'M-QZ 88', '', 'OPEL'],
      ['B', 'Datum der Erstzulassung', 'E', 'Fahrzeug-Identifizierungsnummer'],
      ['', '01.02.1971', '', '1971000555'],
    );
    expect(r.plateNumber).toBe('M-QZ 88');
    expect(isLabelCell('C.1.1')).toBe(true);
    expect(isLabelCell('A4')).toBe(false);
  });
});

describe("the car's price, not the deal's total", () => {
  it("a dealer's order: the vehicle's price before its fees and tax", () => {
    const r = analyze(
      'Prairie Motors Inc.',
      "BUYER'S ORDER",
      'Purchaser   Ann Lee   Date   May 2, 2019',
      'Cash price of vehicle   $30,000.00',
      'Doc fee   150.00',
      'Sales tax   1,800.00',
      'Total purchase price   $31,950.00',
    );
    expect(r.documentType).toBe('purchase');
    expect(r.purchasePrice).toBe(30000);
  });
});

describe('captions printed under their values (decision 042)', () => {
  it('a card whose rows of values each stand over their captions', () => {
    const r = analyzeWords(
      ['MOTOR VEHICLE REGISTRATION'],
      ['', '', ''],
      ['RTX 552', 'R-8812034', '06-30-2023'],
      ['PLATE', 'REGISTRATION NO', 'EXPIRES'],
      ['1972 FORD', 'F10GLR44512', '$41.00'],
      ['YEAR / MAKE', 'VIN', 'FEE'],
    );
    expect(r.documentType).toBe('registration');
    expect(r.plateNumber).toBe('RTX 552');
    expect(r.registrationNumber).toBe('R-8812034');
  });

  it('a heading over its table keeps its values below it', () => {
    const r = analyzeWords(['Vehicle registration certificate'], ['', '', ''], ['PLATE', 'REGISTRATION NO', 'EXPIRES'], ['KLM 204', 'R-5530912', '01-31-2025']);
    expect(r.plateNumber).toBe('KLM 204');
    expect(r.registrationNumber).toBe('R-5530912');
  });
});

describe("an appraisal's value (decision 042)", () => {
  it('the market value is the finding, whichever line comes first; the replacement cost is another figure', () => {
    const r = analyze(
      'Wertgutachten',
      'Fahrzeug:   Opel Rekord C',
      'Datum der Besichtigung:   03.09.1988',
      'Wiederbeschaffungswert   21.000,00 DM',
      'Marktwert   18.500,00 DM',
      'Gutachter: Dipl.-Ing. Eva Roth',
    );
    expect(r.documentType).toBe('appraisal');
    expect(r.appraisedValue).toBe(18500);
  });
});

describe('labels of the trade in their other wordings', () => {
  it('reads the appraiser’s value before the value the owner states, and a condition class', () => {
    const r = analyze(
      'Vehicle Valuation',
      'Date of report   04/11/2012',
      'Condition class   Driver',
      'Stated value   $19,000.00',
      'Appraised value   $16,250.00',
    );
    expect([r.appraisedValue, r.conditionNotes]).toEqual([16250, 'Driver']);
  });

  it('reads an abbreviated policy number label ("Vers.-Schein-Nr.")', () => {
    const r = analyze('Beitragsrechnung', 'Vers.-Schein-Nr.   77 412 093', 'Haftpflicht   210,40', 'zu zahlender Betrag   210,40');
    expect(r.policyNumber).toBe('77 412 093');
  });

  it('dates a receipt when it was paid, never by the stamp of its arrival', () => {
    const text = ['Quittung   DM 85,-', 'für Polsterarbeiten', 'Kassel, 14.6.78', '', 'EINGANG 02.07.1978'].join('\n');
    const r = analyzeText({ fileName: 'q.pdf', text, documentType: 'receipt', today: '2026-01-01' });
    expect(r.extractedData.find((d) => d.key === 'receiptDate')?.value).toBe('1978-06-14');
  });
});

describe('labels as forms and contracts qualify them', () => {
  const contract = (...lines: string[]) => analyzeText({ fileName: 'p.pdf', documentType: 'purchase', text: lines.join('\n'), today: '2026-01-01' });

  it('reads a numbered line’s label, never a numbered section’s heading as a field', () => {
    const r = contract(
      'SALES CONTRACT',
      'Seller: Red Rock Autos LLC',
      'EXTRAS   1. CASH PRICE OF VEHICLE   $12,400.00',
      '2. DOC FEE   $150.00',
      '3. TOTAL   $12,550.00',
    );
    expect(r.purchasePrice).toBe(12400);
  });

  it('reads a label whose sum says it holds its tax ("inkl. 19 % MwSt.")', () => {
    const r = contract(
      'Kaufvertrag',
      'Verkäufer: Autohaus Berg GmbH',
      'Listenpreis   28.900,00 €',
      'Nachlass   -1.900,00 €',
      'Kaufpreis inkl. 19 % MwSt.   27.000,00 €',
    );
    expect(r.purchasePrice).toBe(27000);
  });

  it("takes the name without a form's caption run into it", () => {
    expect(contract('KAUFVERTRAG', 'Verkäufer:   Name, Vorname Dieter Fischer', 'Kaufpreis   9.000,00 €').sellerName).toBe('Dieter Fischer');
    expect(contract('BILL OF SALE', 'Seller:   Printed name: David Gallagher', 'Sale price   $9,000.00').sellerName).toBe('David Gallagher');
  });

  it('takes the name without the address after a middle dot', () => {
    const r = contract('BILL OF SALE', 'Dealer: Mesa Verde Cars Inc. · 88 Canyon Rd · License D4471', 'Buyer: Sam Ortiz', 'Cash price   $9,000.00');
    expect(r.sellerName).toBe('Mesa Verde Cars Inc.');
    // As OCR reads the dot: a dash.
    expect(contract('BILL OF SALE', 'Dealer: Mesa Verde Cars Inc. - 88 Canyon Rd', 'Buyer: Sam Ortiz').sellerName).toBe('Mesa Verde Cars Inc.');
  });
});

describe('who signs a report and what a proof of registration numbers', () => {
  it('the name signed at the foot that the letterhead names too is the appraiser', () => {
    const r = analyzeText({
      fileName: 'p.pdf',
      documentType: 'appraisal',
      today: '2026-01-01',
      text: [
        'Ingenieurbüro Karin Vogt',
        'Gutachten für Oldtimer',
        '',
        'Wertgutachten Nr. 44/2019',
        'Marktwert   18.500,00 €',
        '',
        'Erstellt nach bestem Wissen.',
        '',
        'Karin Vogt',
      ].join('\n'),
    });
    expect(r.appraiserName).toBe('Karin Vogt');
  });

  it('the name on a signing line after a mark OCR read from the signature ("O") is the appraiser', () => {
    const r = analyzeText({
      fileName: 'p.jpg',
      documentType: 'appraisal',
      today: '2026-01-01',
      text: ['Valuation Report', 'Appraised value   $18,400.00', '', 'O   Dana Whitfield', 'Certified appraiser · Lic. 22-118'].join('\n'),
    });
    expect(r.appraiserName).toBe('Dana Whitfield');
  });

  it('"Nummer des Nachweises" is the registration document’s number, not the case number beside it', () => {
    const r = analyze(
      'Zulassungsbehörde',
      'Vorläufiger Nachweis der Zulassung',
      'Vorgangsnummer   1234-567890',
      'Nummer des Nachweises   AB12345678',
      'Zugeteiltes Kennzeichen   K-AB 123',
    );
    expect(r.registrationNumber).toBe('AB12345678');
  });
});

describe('captions in two languages', () => {
  it('reads a column caption with its translation after a slash as one label ("PLATE NO. / N° DE PLAQUE")', () => {
    const rows = [
      ['VEHICLE PERMIT / CERTIFICAT D’IMMATRICULATION', '', ''],
      ['PLATE NO. / N° DE PLAQUE', 'PERMIT NO. / N° DU CERTIFICAT', 'EXPIRY DATE / DATE D’EXPIRATION'],
      ['BKRT 442', '551904217', '2014/06/30'],
    ];
    const r = analyzeText({
      fileName: 'permit.pdf',
      documentType: 'registration',
      text: rows.map((r) => r.join('   ')).join('\n'),
      words: gridPage(...rows),
      today: '2026-01-01',
    });
    expect([r.plateNumber, r.registrationNumber]).toEqual(['BKRT 442', '551904217']);
  });

  it('reads "Kennzeichen / Targa" beside its value', () => {
    const r = analyzeText({
      fileName: 'foglio.pdf',
      documentType: 'registration',
      text: 'Zulassungsbescheinigung\nKennzeichen / Targa   BZ 51720\nDokumentnummer   4410227',
      today: '2026-01-01',
    });
    expect(r.plateNumber).toBe('BZ 51720');
  });
});

describe('a sum with its equivalent in brackets', () => {
  it('is the sum, not the equivalent in another currency', () => {
    const r = analyzeText({
      fileName: 'stima.pdf',
      documentType: 'appraisal',
      text: 'Schätzungsgutachten\nZustand:   gut\nSchätzwert:   L. 23.500.000   (€ 12.136,74)\nMeran, am 4.III.2000',
      today: '2026-01-01',
    });
    expect(r.appraisedValue).toBe(23500000);
  });
});

describe("a party's name with the town and country after it", () => {
  it('is the person, without the place', () => {
    const r = analyzeText({
      fileName: 'kaufvertrag.pdf',
      documentType: 'purchase',
      text: 'KAUFVERTRAG\nKäufer:   Jens Albers, Husum\nVerkäufer:   Ingrid Lund, Göteborg, Schweden\nKaufpreis   kr 21 000:-\nGöteborg, den 1979-05-12',
      today: '2026-01-01',
    });
    expect([r.sellerName, r.purchasePrice]).toEqual(['Ingrid Lund', 21000]);
  });

  it('keeps a credential in capitals after the name', () => {
    const r = analyzeText({
      fileName: 'appraisal.pdf',
      documentType: 'appraisal',
      text: 'Appraisal Report\nAppraiser:   Dana Ross, ASA\nMarket value   $41,000.00\nReport date   03/04/2021',
      today: '2026-01-01',
    });
    expect(r.appraiserName).toBe('Dana Ross, ASA');
  });
});

describe('a title issued at an office on a date', () => {
  it('is dated by "Issued at … on", not by the transfer it records', () => {
    const r = analyzeText({
      fileName: 'title.pdf',
      documentType: 'title',
      text: [
        'CERTIFICATE OF OWNERSHIP',
        'Owner   Paola Conti',
        'Formality   Transfer of ownership no. 88120 of 02/11/2009',
        'Issued at   Turin registry office on 19/11/2009',
      ].join('\n'),
      today: '2026-01-01',
    });
    expect(r.extractedData.find((p) => p.key === 'issueDate')?.value).toBe('2009-11-19');
  });
});

describe('a label that says its value is today’s', () => {
  it('reads the value after "Valuation today:", "Present condition:", "Aktueller Kilometerstand"', () => {
    const doc = { lines: ['Present condition:   Part-restored, shell complete', 'Valuation today:   £26,500.00', 'Aktueller Kilometerstand: 84.120'] };
    expect(findLabelled(doc, 'appraisedValue')[0]?.value).toBe('£26,500.00');
    expect(findLabelled(doc, 'conditionNotes')[0]?.value).toBe('Part-restored, shell complete');
    expect(findLabelled(doc, 'mileage')[0]?.value).toBe('84.120');
  });
});

describe("a registration's expiry by its role, wherever its label begins", () => {
  const expiry = (...rows: string[][]) => labelledDate(prepareText(rows.map((r) => r.join('   ')).join('\n'), false, gridPage(...rows)), 'expiryDate');

  it('reads the thing that expires before its word, and the short and regional forms', () => {
    expect(expiry(['Plate', 'ABC 123'], ['Issued', '03/01/2024'], ['Registration expires', '02/28/2025'])).toBe('2025-02-28');
    expect(expiry(['Rego number', 'XYZ 987'], ['Rego expiry', '13/03/2025'])).toBe('2025-03-13');
    expect(expiry(['Kennzeichen', 'W-12345X'], ['Zulassung gültig bis', '31.10.2025'])).toBe('2025-10-31');
    expect(expiry(['Tag', '7AB 123'], ['Good through', '01/31/2025'])).toBe('2025-01-31');
    expect(expiry(['Kontrollschild', 'ZH 12345'], ['Nächste MFK', '30.04.2026'])).toBe('2026-04-30');
    expect(expiry(['Begutachtung', '§57a bis', '11/2026'], ['Pickerl fällig', '30.11.2026'])).toBe('2026-11-30');
  });

  it('reads a label over its value', () => {
    expect(expiry(['Plate', 'Issued', 'Exp. date'], ['KLM 204', '09/30/2024', '09/30/2026'])).toBe('2026-09-30');
    expect(expiry(['Kennzeichen', 'Ablauf'], ['S-AB 123H', '31.03.2027'])).toBe('2027-03-31');
  });
});

describe('registration papers read by their fields’ roles', () => {
  it('reads a number printed in groups whole, whatever its lead code', () => {
    const card = analyzeWords(
      ['STATE OF ILLINOIS'],
      ['REGISTRATION CARD'],
      ['REGISTRATION NO.', 'PLATE NO.', 'TYPE', 'EXPIRES'],
      ['2X 5606596', 'AV 561316', 'PASSENGER', '03/31/2009'],
    );
    expect([card.registrationNumber, card.plateNumber]).toEqual(['2X 5606596', 'AV 561316']);
    const swiss = analyze('Schweizerische Eidgenossenschaft   Nr. 1 046 560', 'Fahrzeugausweis', '15   Kontrollschild', 'BS 167443');
    expect(swiss.registrationNumber).toBe('1 046 560');
  });

  it('reads a US card’s license number as its plate', () => {
    const r = analyzeWords(['STATE OF GEORGIA', 'REGISTRATION'], ['Licence#', 'Reg#', 'Issue', 'Expiry'], ['NFY 486', '17009007', '02/12/2012', '02/12/2013']);
    expect([r.plateNumber, r.registrationNumber, r.expiryDate]).toEqual(['NFY 486', '17009007', '2013-02-12']);
  });

  it('never reads the next field’s code as a coded caption’s value: the value stands in its box', () => {
    const zb = analyzeWords(
      ['Zulassungsbescheinigung Teil I'],
      ['A', 'Amtliches Kennzeichen', '2.1', 'Code zu 2'],
      ['', 'M-A 134H', '0005'],
      ['B', 'Datum der Erstzulassung', '2.2', 'Code zu D.2'],
      ['', '06.11.1967', '852NV'],
    );
    expect(zb.plateNumber).toBe('M-A 134H');
    const rows = [['Fahrzeugausweis'], ['15', 'Kontrollschild', '18', 'Fahrzeugart: Personenwagen'], ['', 'LU 520368', '', 'DKW F 12']];
    const ch = prepareText(rows.map((r) => r.join('   ')).join('\n'), true, gridPage(...rows));
    expect(findLabelled(ch, 'plateNumber')[0].candidates).toEqual(['LU 520368']);
  });

  it('reads a row of numbered captions as captions over their values', () => {
    const card = analyzeWords(
      ['INTERNATIONALE VERSICHERUNGSKARTE'],
      ['1. Gültigkeitsdauer vom', 'bis', '2. Büro / Versicherer-Code', '3. Versicherungsschein-Nr.'],
      ['14.04.1972', '13.04.1973', 'D / 691', '83 417847'],
    );
    expect(card.policyNumber).toBe('83 417847');
  });

  it('reads the number of the paper itself under its caption', () => {
    const r = analyzeWords(
      ['FAHRZEUGSCHEIN', '8044863K'],
      ['', 'Nummer des Fahrzeugscheins'],
      [],
      ['HN-Y 45', '10.09.1979'],
      ['Amtliches Kennzeichen', 'Tag der ersten Zulassung'],
    );
    expect(r.registrationNumber).toBe('8044863K');
  });
});

// Pages written for these tests, in wording of their own: no set's documents are copied here.
describe('a vehicle licence numbered as the licence', () => {
  it('is the paper’s number where the plate has a label of its own', () => {
    const text = [
      'Road Transport Office · Singapore',
      'MOTOR VEHICLE LICENCE',
      'Plate No.   SBA 2211 K',
      'Licence Number   40 117 225',
      'Valid until   31.08.1992',
    ].join('\n');
    const r = analyzeText({ fileName: 'l.pdf', documentType: 'registration', text, today: '2026-01-01' });
    expect(r.registrationNumber).toBe('40 117 225');
    expect(r.plateNumber).toBe('SBA 2211 K');
    const de = ['Steueramt', 'Kraftfahrzeug-Lizenz', 'Kennzeichen   W 44.811', 'Lizenz-Nr.   88 3011', 'Gültig bis   30.06.1975'].join('\n');
    expect(analyzeText({ fileName: 'l.pdf', documentType: 'registration', text: de, today: '2026-01-01' }).registrationNumber).toBe('88 3011');
  });

  it('is the plate where the licence number is all the card gives of it', () => {
    const text = ['STATE OF NEVADA', 'REGISTRATION', 'LICENSE NO.   4RK 112', 'EXPIRES   09/30/1979'].join('\n');
    const r = analyzeText({ fileName: 'l.pdf', documentType: 'registration', text, today: '2026-01-01' });
    expect(r.plateNumber).toBe('4RK 112');
    expect(r.registrationNumber).not.toBe('4RK 112');
  });
});

describe('a bilingual page’s labels: the firm’s own word, a slash, ours', () => {
  it('finds the label after the slash with its value on its line (de, en)', () => {
    const doc = prepareText(['Munkadíj összesen / Arbeitslohn gesamt   57 400 Ft', 'Bruttó végösszeg / Gesamtbetrag   130 075 Ft'].join('\n'), true);
    expect(findLabelled(doc, 'totalCost').map((h) => [h.label, h.value])).toEqual([['Gesamtbetrag', '130 075 Ft']]);
    const r = analyze(
      'SZÁMLA / RECHNUNG',
      'Munkadíj összesen / Arbeitslohn gesamt   57 400 Ft',
      'Alkatrész összesen / Teile gesamt   46 660 Ft',
      'ÁFA 27 % / MwSt. 27 %   28 096 Ft',
      'Bruttó végösszeg / Gesamtbetrag   132 156 Ft',
    );
    expect([r.laborCost, r.partsCost, r.totalCost]).toEqual([57400, 46660, 132156]);
  });

  it('leaves a heading’s second word over a column, which holds no value on its line', () => {
    const doc = prepareText(['COVERAGE   LIMITS / DEDUCTIBLE   PREMIUM', 'Bodily Injury   $100,000 / $300,000   $82.00'].join('\n'), false);
    expect(findLabelled(doc, 'deductible')).toEqual([]);
  });
});
