import { describe, expect, it } from 'vitest';
import { detectedIssues, documentDate } from './analysis-result';
import { analyzeText, flushLeft, wantsBlockReading } from './analyze-text';
import { classifyByContent } from './classify';

const today = '2026-01-15';

describe('analyzeText — service invoices', () => {
  it('reads an English invoice with an item table', () => {
    const r = analyzeText({
      today,
      fileName: 'scan1.pdf',
      text: [
        'Vintage Motor Works Inc.',
        '12 Elm Road, Austin, TX 78701',
        'INVOICE #A-5521',
        'Invoice Date: March 14, 2024',
        'Odometer: 48,210 miles',
        'Qty   Description                     Amount',
        '1     Replace water pump              $310.00',
        '2     Spark plug                      $24.00',
        'Labor total: $300.00',
        'Parts total: $334.00',
        'Sales Tax: $10.00',
        'Amount Due: $644.00',
      ].join('\n'),
    });
    expect(r.documentType).toBe('service');
    expect(r).toMatchObject({
      shopName: 'Vintage Motor Works Inc.',
      serviceDate: '2024-03-14',
      serviceMileage: 48210,
      laborCost: 300,
      partsCost: 334,
      totalCost: 644,
    });
    expect(r.workPerformed).toEqual(['Replace water pump']);
    expect(r.partsUsed).toEqual(['Spark plug']);
    expect(detectedIssues(r)).toEqual([]);
    expect(r.confidence).toBe('High');
    // Dated the way the English screens date (one style per language), not "14 Mar 2024".
    expect(r.title).toBe('Service invoice — Vintage Motor Works Inc., Mar 14, 2024');
  });

  it('reads a German invoice with other labels and flags a sum that does not add up', () => {
    const r = analyzeText({
      today,
      fileName: 'x.pdf',
      text: [
        'Oldtimer Service Schmidt e.K.',
        'Rechnung Nr. 4711',
        'Leistungsdatum: 14. März 2024',
        'Laufleistung: 123.456 km',
        'Ausgeführte Arbeiten:',
        '• Bremsen entlüftet',
        'Ersatzteile:',
        '• Bremsflüssigkeit DOT4   12,90 €',
        'Lohnkosten: 80,00 €',
        'Materialkosten: 12,90 €',
        'MwSt. 19 %: 17,65 €',
        'Endbetrag: 120,00 €',
      ].join('\n'),
    });
    expect(r).toMatchObject({
      documentType: 'service',
      shopName: 'Oldtimer Service Schmidt e.K.',
      serviceDate: '2024-03-14',
      serviceMileage: 123456,
      laborCost: 80,
      partsCost: 12.9,
      totalCost: 120,
    });
    expect(r.workPerformed).toEqual(['Bremsen entlüftet']);
    expect(r.partsUsed).toEqual(['Bremsflüssigkeit DOT4']);
    expect(detectedIssues(r)[0]).toMatch(/Labor .* \+ parts .* \+ tax .* = 110\.55, but the total is 120\.00/);
    expect(r.confidence).not.toBe('High');
  });
});

describe('analyzeText — other papers', () => {
  it('reads an insurance schedule with separate start and end labels, German', () => {
    const r = analyzeText({
      today,
      fileName: 'a.pdf',
      text: 'OCC Oldtimer Versicherung\nVersicherungsschein\nVersicherungsscheinnummer: OV-778812\nVersicherungsumfang: Vollkasko\nVersicherungsbeginn: 01.04.2023\nAblauf: 31.03.2024\nJahresbeitrag: 289,50 €\nSelbstbeteiligung: 300 €',
    });
    expect(r).toMatchObject({
      documentType: 'insurance',
      policyNumber: 'OV-778812',
      coverageType: 'Vollkasko',
      premium: 289.5,
      effectiveStart: '2023-04-01',
      effectiveEnd: '2024-03-31',
      deductible: 300,
    });
  });

  it('reads an English bill of sale with US dates', () => {
    const r = analyzeText({
      today,
      fileName: 'scan.pdf',
      text: 'BILL OF SALE\nSeller: John A. Smith\nBuyer: Mary Jones\nDate of sale: 04/05/2021\nPurchase price: $18,500.00',
    });
    expect(r).toMatchObject({ documentType: 'purchase', sellerName: 'John A. Smith', saleDate: '2021-04-05', purchasePrice: 18500 });
  });

  it('never takes a date before the vehicle was built as the sale date, and says so when only such a date is labelled', () => {
    const vehicle = { year: 1967 };
    // Unlabelled: the first date is the seller's birth date; the first plausible one is the sale's. (A place before it,
    // "München, 02.05.2019", would date the contract where it is signed: decision 045. Here it stands alone.)
    const guessed = analyzeText({
      today,
      vehicle,
      fileName: 'scan.pdf',
      text: 'Kaufvertrag\nVerkäufer: Hans Bauer, 12.03.1941\n02.05.2019\nKaufpreis: 48.000 €',
    });
    expect(guessed.saleDate).toBe('2019-05-02');
    expect(detectedIssues(guessed)).toContain('No labelled sale date was found; the latest date no other label names was taken.');
    const labelled = analyzeText({
      today,
      vehicle,
      language: 'de',
      fileName: 'scan.pdf',
      text: 'Kaufvertrag\nVerkäufer: Hans Bauer\nVerkaufsdatum: 02.05.1961\nKaufpreis: 48.000 €',
    });
    expect(labelled.saleDate).toBe('1961-05-02');
    expect(detectedIssues(labelled)).toContain('Das Verkaufsdatum 2. Mai 1961 liegt vor dem Baujahr des Fahrzeugs (1967); bitte prüfen.');
    expect(labelled.confidence).not.toBe('High');
    const english = analyzeText({
      today,
      vehicle,
      fileName: 'scan.pdf',
      text: 'BILL OF SALE\nSeller: John A. Smith\nDate of sale: 04/05/1961\nPurchase price: $18,500.00',
    });
    expect(detectedIssues(english)).toContain("The sale date Apr 5, 1961 is before the vehicle's model year 1967; please check it.");
  });

  it('tells Teil I (registration) from Teil II (title)', () => {
    expect(classifyByContent('Zulassungsbescheinigung Teil I\nAmtliches Kennzeichen: M-AB 123')).toBe('registration');
    expect(classifyByContent('Zulassungsbescheinigung Teil II\n(Fahrzeugbrief)')).toBe('title');
    expect(classifyByContent('Kassenbon\nSumme 12,00 €')).toBe('receipt');
    expect(classifyByContent('Wertgutachten\nMarktwert: 45.000 €')).toBe('appraisal');
  });

  it('uses the file name first (SPEC §5), then the content', () => {
    expect(analyzeText({ today, fileName: 'insurance.pdf', text: 'Kaufvertrag\nKaufpreis: 1.000 €' }).documentType).toBe('insurance');
    expect(analyzeText({ today, fileName: 'x.pdf', text: 'Kaufvertrag\nKaufpreis: 1.000 €' }).documentType).toBe('purchase');
  });

  it('reads a receipt with day-first dates in ringgit and puts its date first among the pairs', () => {
    const r = analyzeText({
      today,
      fileName: 'receipt.jpg',
      text: 'SYARIKAT MAJU HARDWARE SDN BHD\n(123456-A)\nNO 5, JALAN BESAR\nDATE: 03/04/2018\nSPANNER 1 12.00\nTOTAL: RM 12.00\nCASH 20.00\nCHANGE 8.00',
    });
    expect(r).toMatchObject({ documentType: 'receipt', shopName: 'SYARIKAT MAJU HARDWARE SDN BHD', totalCost: 12 });
    expect(documentDate(r)).toBe('2018-04-03');
  });

  it('flags a date in the future, a foreign VIN and a mileage below the vehicle’s', () => {
    const r = analyzeText({
      today,
      fileName: 'service.pdf',
      vehicle: { vin: 'WP0ZZZ91ZJS100001', odometer: 90_000, odometerUnit: 'km' },
      text: 'Garage Dupont\nDate: 2027-05-01\nVIN: WDB1130421A000001\nMileage: 80,000 km\nTotal: €100.00',
    });
    const issues = detectedIssues(r);
    expect(issues.some((i) => /in the future/.test(i))).toBe(true);
    expect(issues.some((i) => /VIN .* is not this vehicle/.test(i))).toBe(true);
    expect(issues.some((i) => /below the vehicle's last recorded mileage/.test(i))).toBe(true);
    expect(r.confidence).toBe('Low');
  });

  it('defaults to other with low confidence for text it cannot place', () => {
    const r = analyzeText({ today, fileName: 'x.pdf', text: 'Lorem ipsum dolor sit amet' });
    expect(r).toMatchObject({ documentType: 'other', documentCategory: 'Other', confidence: 'Low' });
    expect(documentDate(r, () => today)).toBe(today);
  });
});

describe('analyzeText — receipt totals', () => {
  const receipt = (lines: string[]) => analyzeText({ today, fileName: 'receipt.jpg', text: lines.join('\n') }).totalCost;

  it('adds the tax when only the subtotal and the tax are legible', () => {
    expect(receipt(['SHOP SDN BHD', 'Sub Total   RM 68.87', 'GST/TAX 6%  :  RM 4.13', 'T0TAI,  RM 7?.00'])).toBe(73);
  });
  it('prefers the tax-inclusive total over the exclusive one', () => {
    expect(receipt(['Total Sales (Excluding GST) : 51.42', 'Total GST : 3.08', 'Total Sales (Inclusive of GST) : 54.50', 'CASH 60.00', 'CHANGE 5.50'])).toBe(
      54.5,
    );
  });
  it('applies a printed cash rounding', () => {
    expect(receipt(['TOTAL : 153.36', 'ROUNDING : -0.01', 'CASH 200.00'])).toBe(153.35);
  });
  it('falls back on cash tendered minus change', () => {
    expect(receipt(['ITEM A 5.00', 'CASH 20.00', 'CHANGE 11.00'])).toBe(9);
  });
  it('joins a decimal amount OCR split at its point', () => {
    expect(receipt(['Sub Total  RM 37.55', 'GST/TAX 6% : RM 2.25', 'TOTAL :   RM   39. 80', 'CASH : RM 39. 80'])).toBe(39.8);
  });
  it('reads an amount behind a stray slash', () => {
    expect(receipt(['SUB-TOTAL (EX) 16.98', 'ROUNDING 0.00', 'TOTAL >   ;%) /18.00', 'CASH 18.00'])).toBe(18);
  });
  it('takes an English "Net Total" as the amount payable, not as the pre-tax subtotal', () => {
    expect(receipt(['5 Item(s)Total (MYR) :20.00', 'GST @ 6% :  1.20', 'Net Total (MYR) :21.20', 'Rounding Adj. : 0.00', 'Cash 21.20'])).toBe(21.2);
  });
});

describe('analyzeText — receipt shop names', () => {
  const shop = (lines: string[]) => analyzeText({ today, fileName: 'receipt.jpg', text: lines.join('\n') }).shopName;

  it('keeps a short name with a legal form and mends a bracket read as C', () => {
    expect(shop(['tan woon yann', '', 'ME D.I.Y. CM) SON BHD', '(CO.REG : 860671-D)', 'INVOICE', 'Total RM 30.90'])).toBe('ME D.I.Y. (M) SDN BHD');
  });
  it('takes no address, bare legal form or total line for the name', () => {
    expect(shop(['LOT PJ. 2811, JALA', ') SDN BHD', 'Total Sales (Inclusive GST) RM 2.50', 'TAX INVOICE', 'CASH 5.00'])).toBeNull();
  });
  it('falls back on the name in "thank you for shopping at"', () => {
    expect(shop(['TAMAN SEJATI', 'ALA SELANGOR!', 'TAX INVOICE', 'Total 9.00', 'Thank you far shopping at FUY! MINI', 'MARKET'])).toBe('FUYI MINI MARKET');
  });
});

describe('analyzeText — OCR text', () => {
  it('mends a German ü read as ii, and lists items across blank lines', () => {
    const r = analyzeText({
      today,
      fileName: 'scan.jpg',
      ocrConfidence: 90,
      text: 'Werkstatt Miiller GmbH\nRechnungsdatum: 03.03.2024\nLeistungen:\n- Ventilspiel eingestellt\n\n= Ölwechsel\n\nMaterial:\nÖlfilter   16,90 €\nRechnungsbetrag: 100,00 EUR',
    });
    expect(r.shopName).toBe('Werkstatt Müller GmbH');
    expect(r.workPerformed).toEqual(['Ventilspiel eingestellt', 'Ölwechsel']);
    expect(r.partsUsed).toEqual(['Ölfilter']);
  });

  it('reads a period whose hyphen OCR took for an em dash (decision 058)', () => {
    const r = analyzeText({
      today,
      fileName: 'scan.jpg',
      ocrConfidence: 90,
      text: 'Heritage Insurance Brokers Ltd\nPolicy Schedule\nPolicy number   CLS7470666\nPeriod   03/05/1996 — 02/05/1997\nCover   Agreed Value Comprehensive\nTotal payable   £107.33\nRenewal date: 3 May 1997. Please keep this schedule with your certificate.',
    });
    expect(r.effectiveStart).toBe('1996-05-03');
  });
});

describe('analyzeText — a receipt read twice', () => {
  const first = ['KEDAI RUNCIT MAJU', 'TAX INVOICE', 'ITEM A   1 5.00', 'T0TAl ... ,,', 'Thank you'].join('\n');
  const block = ['KEDAI RUNC1T MAJU', 'TAX INVOICE', 'Date: 24/01/2018', 'ITEM A   1 5.00', 'TOTAL   RM 5.00', 'Thank you'].join('\n');

  it('asks for a block reading only for an OCR receipt that lacks a field or was read poorly', () => {
    const r = analyzeText({ today, fileName: 'r.jpg', text: first, ocrConfidence: 80 });
    expect(r.documentType).toBe('receipt');
    expect(wantsBlockReading(r, 80)).toBe(true);
    expect(wantsBlockReading(r, undefined)).toBe(false);
    const full = analyzeText({ today, fileName: 'r.jpg', text: block, ocrConfidence: 90 });
    expect(wantsBlockReading(full, 90)).toBe(false);
    expect(wantsBlockReading(full, 50)).toBe(true);
    // A total on one line only, backed by no other line, is read again.
    expect(wantsBlockReading(full, 90, block)).toBe(false);
    expect(wantsBlockReading(full, 90, block.replace('ITEM A   1 5.00', 'ITEM A   1 4.50'))).toBe(true);
  });
  it("asks the user to check a shop's name OCR was unsure of, in the reader's language", () => {
    const words = (confidence: number) =>
      ['KEDAI', 'RUNCIT', 'MAJU'].map((text, i) => ({ text, x0: i * 100, x1: i * 100 + 90, y0: 0, y1: 20, line: '1', confidence }));
    const issues = (confidence: number, language: 'en' | 'de' = 'en') =>
      analyzeText({ today, fileName: 'r.jpg', text: block, words: words(confidence), ocrConfidence: 90, language })
        .extractedData.filter((p) => p.key === 'issue')
        .map((p) => p.value);
    expect(issues(45)).toContain("The shop's name was hard to read (KEDAI RUNCIT MAJU); please check its spelling.");
    expect(issues(45, 'de')).toContain('Der Name des Geschäfts war schwer zu lesen (KEDAI RUNCIT MAJU); bitte die Schreibweise prüfen.');
    expect(issues(95).some((i) => i.includes('KEDAI'))).toBe(false);
  });
  it("takes total and date from the block reading and keeps the first reading's shop name", () => {
    const r = analyzeText({ today, fileName: 'r.jpg', text: first, ocrConfidence: 80, blockText: block });
    expect(r).toMatchObject({ shopName: 'KEDAI RUNCIT MAJU', totalCost: 5 });
    expect(documentDate(r, () => today)).toBe('2018-01-24');
  });
});

describe('a receipt read twice', () => {
  it('reads the block reading flush left: an indented cash line is still a cash line', () => {
    expect(flushLeft('   |  CASH : 63.60\n  Total   9.10')).toBe('CASH : 63.60\nTotal   9.10');
    const r = analyzeText({
      today,
      fileName: 'receipt.jpg',
      documentType: 'receipt',
      ocrConfidence: 64,
      text: 'BEYOND BROTHERS HARDWARE\nDate: 05/02/2018\nTotal Sales (Inclusive of GST) : 63.60\nCASH : 63.860\nChange : 0.00',
      blockText:
        '     BEYOND BROTHERS HARDWARE\n   Date: 05/02/2018\n     Total Sales (Inclusive of GST) :     63.50\n                    CASH : 63.60\nChange :      0.00',
    });
    expect(r.totalCost).toBe(63.6);
  });
});

describe('fields inferred from the layout are told to the user', () => {
  const text = [
    'Harbour Classic Mutual',
    'Note of Protection',
    '',
    'Scheme code   Protection tier',
    'QK-4410-2291   Fire and Theft',
    'Customer share   Car',
    '£ 150.00   1971 Jaguar E-Type',
    '',
    'Net   410.00',
    'Levy   49.20',
    'Pay   £ 459.20',
  ].join('\n');

  it('an excess by elimination and a policy number by its shape, each a detected issue in the reader’s language', () => {
    const en = analyzeText({ today, fileName: 'x.pdf', documentType: 'insurance', text });
    expect(en).toMatchObject({ policyNumber: 'QK-4410-2291', deductible: 150, premium: 459.2 });
    expect(detectedIssues(en).filter((i) => /No label for the (excess|policy number)/.test(i))).toHaveLength(2);
    expect(en.confidence).toBe('Low');
    const de = analyzeText({ today, fileName: 'x.pdf', documentType: 'insurance', text, language: 'de' });
    expect(detectedIssues(de).some((i) => /Keine Beschriftung für Selbstbeteiligung erkannt; 150,00/.test(i))).toBe(true);
  });

  it('two dates alike on a bill: the choice is a detected issue naming the other, in the reader’s language', () => {
    const text = 'Anvil Motor Works\nIssued   12.03.2019\nPrinted   15.03.2019\nWork   1.5   Fit clutch   60.00   90.00\nLabour   90.00\nPay   £ 90.00';
    const en = analyzeText({ today, fileName: 'x.pdf', documentType: 'service', text });
    expect(en.serviceDate).toBe('2019-03-12');
    expect(detectedIssues(en).some((i) => /Mar 12, 2019 was taken as the service date, but Mar 15, 2019 is almost as likely/.test(i))).toBe(true);
    const de = analyzeText({ today, fileName: 'x.pdf', documentType: 'service', text, language: 'de' });
    expect(detectedIssues(de).some((i) => /fast ebenso in Frage/.test(i))).toBe(true);
  });

  it('two odometer readings alike on a bill: the choice is a detected issue naming the other, in the reader’s language', () => {
    const text = 'Anvil Motor Works\nIssued   12.03.2019\nkm   48.210\nkm   52.310\nWork   1.5   Fit clutch   60.00   90.00\nLabour   90.00\nPay   € 90.00';
    const en = analyzeText({ today, fileName: 'x.pdf', documentType: 'service', text });
    expect(en.serviceMileage).toBe(48210);
    expect(detectedIssues(en).some((i) => /48,210 was taken as the mileage, but 52,310 is almost as likely/.test(i))).toBe(true);
    const de = analyzeText({ today, fileName: 'x.pdf', documentType: 'service', text, language: 'de' });
    expect(detectedIssues(de).some((i) => /Kilometerstände; 48\.210 wurde übernommen, 52\.310/.test(i))).toBe(true);
  });

  it('a date of work apart from the invoice date, under a label no list holds', () => {
    const r = analyzeText({
      today,
      fileName: 'x.pdf',
      documentType: 'service',
      text: 'Anvil Motor Works\nDocket:   Z-118   Billed:   12.04.2019\nCar back on road:   03.04.2019\nWork   1.5   Fit clutch   60.00   90.00\nPay   £ 90.00',
    });
    expect(r.serviceDate).toBe('2019-04-03');
    // "Car back on road" says the work is done (see date-roles.ts): a label read, not a guess.
    expect(detectedIssues(r).some((i) => /service date/.test(i))).toBe(false);
  });
});

describe('analyzeText — dates before the work that are not its date', () => {
  const bill = (lines: string[]) =>
    analyzeText({
      today,
      fileName: 'scan7.pdf',
      text: ['Kestrel Body Repairs', 'Repair invoice', ...lines, 'Labour   2.0 h   120.00', 'Total due   120.00'].join('\n'),
    });

  it('the day of an accident an insurer pays the repair for is not the date of the repair', () => {
    expect(bill(['Bill date:   14/06/2021   Vehicle:   1970 Triumph', 'Date of accident:   02/05/2021   Claim:   CL-88121']).serviceDate).toBe('2021-06-14');
  });

  it('a repair order opened days before, in a band of headings beside the invoice date, is not the date of the work', () => {
    expect(bill(['Job no.   Invoice date   RO opened', '5521   14/06/2021   09/06/2021']).serviceDate).toBe('2021-06-14');
  });
});

describe('analyzeText — a page the reader failed on (fieldsUnread)', () => {
  const text = ['Werkstatt Müller GmbH', 'Rechnung Nr. 4711', 'Datum: 03.03.2024', 'Ölwechsel', 'Gesamtbetrag: 120,00 €'].join('\n');

  it('keeps the type and title, reads no field, and tells the user in their language', () => {
    for (const [language, issue] of [
      ['en', 'The details of this document could not be read. Please enter them yourself.'],
      ['de', 'Die Angaben dieses Dokuments konnten nicht gelesen werden. Bitte selbst eintragen.'],
    ] as const) {
      const r = analyzeText({ today, fileName: 'rechnung.pdf', text, language, fieldsUnread: true });
      expect(r.documentType).toBe('service');
      expect(r.totalCost).toBeNull();
      expect(r.shopName).toBeNull();
      expect(detectedIssues(r)).toEqual([issue]);
      expect(r.confidence).toBe('Low');
    }
    // Read normally, the same page has its fields and no such issue.
    const read = analyzeText({ today, fileName: 'rechnung.pdf', text, language: 'en' });
    expect(read.totalCost).toBe(120);
    expect(detectedIssues(read)).not.toContain('The details of this document could not be read. Please enter them yourself.');
  });
});
