import { describe, expect, it } from 'vitest';
import { chooseDate, dateCandidates, ownDateOfPage, roleOf } from './date-roles';
import { prepareText } from './text-values';

const page = (...lines: string[]) => prepareText(lines.join('\n'), true);

describe('a date label read by the stems of its words', () => {
  it('tells work, document, start, due and history apart in wordings no list holds', () => {
    expect(roleOf('Leistungserbringung am')).toBe('work');
    expect(roleOf('Job carried out on')).toBe('work');
    expect(roleOf('Car back on road')).toBe('work');
    // A recovery's call, a presentation at the test, a retest.
    expect(roleOf('Date of call')).toBe('work');
    expect(roleOf('Vorführung MFK am')).toBe('work');
    expect(roleOf('Nachprüfung am')).toBe('work');
    expect(roleOf('Abrechnungstag')).toBe('document');
    expect(roleOf('Statement raised')).toBe('document');
    expect(roleOf('Ausgedruckt am')).toBe('document');
    expect(roleOf('Bestelldatum')).toBe('start');
    // The order carried out is the work's end, not the order's start.
    expect(roleOf('Auftrag ausgeführt am')).toBe('work');
    expect(roleOf('Order carried out on')).toBe('work');
    expect(roleOf('Fahrzeug angenommen')).toBe('start');
    expect(roleOf('Fälligkeit')).toBe('due');
    expect(roleOf('Faelligkeit')).toBe('due');
    expect(roleOf('Next MOT')).toBe('due');
    expect(roleOf('Nächster Kundendienst')).toBe('due');
    expect(roleOf('Kunde seit')).toBe('history');
    expect(roleOf('Geburtsdatum')).toBe('history');
    expect(roleOf('Date first licensed')).toBe('history');
    expect(roleOf('Datum')).toBe('plain');
    expect(roleOf('Schweinfurt,')).toBe('none');
  });

  it('dates the work of a call-out, a test station and a presentation at the test', () => {
    expect(roleOf('Date of call')).toBe('work');
    expect(roleOf('Attended')).toBe('work');
    expect(roleOf('Ihr Motorrad, Vorführung MFK am')).toBe('work');
    expect(roleOf('Tag der Prüfung')).toBe('work');
    expect(roleOf('Partial retest')).toBe('work');
    expect(roleOf('Nächste Prüfung')).toBe('due');
    expect(roleOf('Call us by')).toBe('until');
  });

  it('dates the end of the work where a word of its end is said of the order or the job card', () => {
    expect(roleOf('Werkstattauftrag erledigt am')).toBe('work');
    expect(roleOf('Auftrag abgeschlossen')).toBe('work');
    expect(roleOf('Job card closed')).toBe('work');
    expect(roleOf('Order completed on')).toBe('work');
    // An end foreseen is no end had: an estimate's date stays the job's start.
    expect(roleOf('Estimated completion')).toBe('start');
    expect(roleOf('Auftrag vom')).toBe('start');
  });

  it('reads a table of wordings written for this test', () => {
    const table: [string, string][] = [
      [
        'work',
        'Repaired on|Serviced|Date work carried out|Collected|Date of supply|Ausgeführt am|Durchgeführt am|Abgeholt am|Instandsetzung|Wartung am|Date out|MOT test date',
      ],
      ['document', 'Date of invoice|Billed|Datum der Rechnung|Ausstellungsdatum|Document date|Statement date|Druckdatum|Printed'],
      ['start', 'Date received|Eingangsdatum|Appointment|Auftrag vom|Date in'],
      ['due', 'Pay by|Zahlbar bis|Fällig am|Valid until|Next service|Warranty until|Garantie bis|Expires'],
      ['history', 'Date of birth|Build date|Baujahr|Date of loss|Last service|Letzter Kundendienst|EZ'],
    ];
    for (const [role, labels] of table) for (const label of labels.split('|')) expect([label, roleOf(label)]).toEqual([label, role]);
  });

  it('reads the label beside a date, over it in its column, or under it where a band prints its captions below', () => {
    const beside = dateCandidates(page('Ref   A-1   Statement raised   03.04.2019'));
    expect(beside.map((c) => [c.iso, c.role])).toEqual([['2019-04-03', 'document']]);
    const over = dateCandidates(page('Ref      Erledigt', 'A-1      28.03.2019'));
    expect(over.map((c) => [c.iso, c.role])).toEqual([['2019-03-28', 'work']]);
    const under = dateCandidates(page('A-1182      3 March 2020      27 Feb 2020', 'Folio       Raised            Finished'));
    expect(under.map((c) => [c.iso, c.role])).toEqual([
      ['2020-03-03', 'document'],
      ['2020-02-27', 'work'],
    ]);
  });
});

describe('the bill’s date, the best candidate on the page', () => {
  it('is the day the work was done where the page prints it apart from its own date', () => {
    const doc = page(
      'Coachworks Example',
      'Statement   S-4471   Raised on   14.06.2021',
      'Job finished   09.06.2021',
      'Vehicle came in   01.06.2021',
      'First on the road   02.05.1968',
      'Please remit by 28.06.2021 to the account below.',
    );
    expect(chooseDate(doc, 'bill')).toMatchObject({ iso: '2021-06-09', role: 'work', rival: null });
  });

  it('is the day the order was closed, not the invoice’s later date', () => {
    const en = page('Marsh Lane Motors', 'Invoice date   22/03/2019', 'Repair order closed   18/03/2019', 'Mileage   88,412');
    expect(chooseDate(en, 'bill')?.iso).toBe('2019-03-18');
    const de = page('Autohaus Beispiel', 'Rechnung vom   30.11.1996', 'Auftrag erledigt am   27.11.1996', 'km-Stand   141.220');
    expect(chooseDate(de, 'bill')?.iso).toBe('1996-11-27');
  });

  it('is the document’s own date, never a term to pay, a next service or a customer’s history', () => {
    const doc = page(
      'Kfz-Technik Beispiel',
      'Beleg R-12   Abrechnungstag 02.05.2022',
      'Kunde seit 14.09.2004',
      'Zahlungsziel 16.05.2022',
      'Pos   Arbeit   Betrag',
      '1   Ölwechsel   80,00',
      'Nächster Kundendienst 02.05.2023',
    );
    expect(chooseDate(doc, 'bill')?.iso).toBe('2022-05-02');
  });

  it('takes a test’s retest day, which closes the test, over the first test’s', () => {
    const doc = page(
      'Invoice date   09/04/1998',
      'MOT test 06/04/1998: refusal',
      'Partial retest 09/04/1998: pass',
      'Labour   12.00',
      'Parts   2.00',
      'MOT fee   30.00',
      'Amount due   46.40',
    );
    expect(chooseDate(doc, 'bill')?.iso).toBe('1998-04-09');
  });

  it('takes an unlabelled date after the document’s own in the footer’s sentence for payment terms', () => {
    const doc = page('Garage Sample', 'Invoice date: 10/03/2022', 'Brake pads   120.00', 'Payment within 14 days of receipt, at the latest 24/03/2022 please.');
    expect(chooseDate(doc, 'bill')?.iso).toBe('2022-03-10');
  });

  it('never takes a date before the vehicle was built', () => {
    const doc = page('Garage Sample', '11/11/1958', 'Dated 05/05/2016');
    expect(chooseDate(doc, 'bill', { minYear: 1965 })?.iso).toBe('2016-05-05');
  });

  it('names a rival when two dates score alike, so the choice is shown as doubtful', () => {
    const doc = page('Garage Sample', 'Ref 5521   12.03.2019', 'Ref 5522   15.03.2019', 'Brake pads   120.00', 'Labour   60.00', 'Total   180.00');
    expect(chooseDate(doc, 'bill')).toMatchObject({ iso: '2019-03-12', rival: '2019-03-15' });
  });
});

describe('dates of contracts and reports by their place on the paper', () => {
  it('takes a place and its comma before a date as the document’s own date', () => {
    const doc = page('Bewertung', 'Besichtigt am   03.03.2021', 'Marktwert   12.000,00 €', '', 'Basel, 05.03.2021   Der Schätzer:');
    expect(dateCandidates(doc).find((c) => c.iso === '2021-03-05')?.role).toBe('document');
    expect(chooseDate(doc, 'appraisal')?.iso).toBe('2021-03-05');
  });

  it('takes a date alone beside the paper’s title as the paper’s own', () => {
    const doc = page('Kurzgutachten Nr. 2009/7857   04.07.2009', '', 'Besichtigt   22.06.2009 in Kassel', 'Marktwert   9.700,00 EUR');
    expect(dateCandidates(doc).find((c) => c.iso === '2009-07-04')?.role).toBe('document');
    expect(chooseDate(doc, 'appraisal')?.iso).toBe('2009-07-04');
  });

  it('reads the last words of a sentence wrapped onto their own line, the date brought in by "on"/"am", as the sentence’s', () => {
    const en = page(
      'Mr J. Carver   4th March 2003',
      'Dear Mr Carver,',
      'Your Triumph TR3A was looked over by two of our valuers at the spring',
      'rally on 15th February 2003.',
      'We value it at £14,250 for insurance.',
    );
    expect(dateCandidates(en).find((c) => c.iso === '2003-02-15')?.inSentence).toBe(true);
    expect(chooseDate(en, 'appraisal')?.iso).toBe('2003-03-04');
    const de = page('Herrn K. Vogt   12. Mai 2016', 'Ihr Fahrzeug wurde von unserem Prüfer in der Werkstatt unseres Vereins', 'am 2. Mai 2016 besichtigt.');
    expect(dateCandidates(de).find((c) => c.iso === '2016-05-02')?.inSentence).toBe(true);
    // A line after a sentence that ended is no part of it.
    const apart = page('Your car was looked over by two of our valuers at the spring rally.', 'Seen on 15th February 2003');
    expect(dateCandidates(apart)[0].inSentence).toBe(false);
  });

  it('prefers a report’s plain date to the day of inspection', () => {
    const doc = page('VALUATION', 'Inspected   2 May 2019', 'Value   £8,000', '', 'Date: 9 May 2019   J. Smith');
    expect(chooseDate(doc, 'appraisal')?.iso).toBe('2019-05-09');
  });

  it('reads German prose by the participle after the date, and a contract’s handover told in prose as a term', () => {
    const bill = page('Kiel, 10. Mai 2018', 'Für die am 02.05.2018 ausgeführten Arbeiten erlauben wir uns zu berechnen:', 'Lohn   120,00');
    expect(chooseDate(bill, 'bill')?.iso).toBe('2018-05-02');
    const sale = page(
      'Kaufvertrag',
      'Kaufpreis   5.000,00 €',
      'Das Fahrzeug wird wie besichtigt verkauft. Die Übergabe erfolgt am 20.06.2018 in Kiel nach Zahlung.',
      'Ort / Datum: Kiel, 12.06.2018',
    );
    expect(chooseDate(sale, 'sale')?.iso).toBe('2018-06-12');
  });

  it('reads a clause that brings in the date with "am" by its participle, past an aside in brackets', () => {
    const bill = page(
      'Datum: 09.05.2019',
      'für die am 06.05.2019 an Ihrem Fahrzeug Mercedes-Benz W123 (Kennz. KS-IL 123H, km-Stand 241.877) ausgeführten Arbeiten berechnen wir:',
      'Lohn   120,00',
    );
    expect(chooseDate(bill, 'bill')?.iso).toBe('2019-05-06');
    // The clause names an order, not the work: the invoice's date stands.
    const ordered = page('Datum: 09.05.2019', 'Wir danken für Ihren Auftrag am 02.05.2019 und berechnen die ausgeführten Arbeiten wie folgt:', 'Lohn   120,00');
    expect(chooseDate(ordered, 'bill')?.iso).toBe('2019-05-09');
  });

  it('takes an auction’s day as the sale’s, before the invoice that bills it', () => {
    const doc = page('BUYER’S INVOICE   Auction: Autumn Sale, 4 October 2020', 'Invoice date: 6/10/2020', 'Hammer price   12,000.00');
    expect(chooseDate(doc, 'sale')?.iso).toBe('2020-10-04');
  });
});

describe('a date on the page’s last line', () => {
  it('under a caption, with nothing under it, is named by the caption over it (a stamp’s date under "PAID")', () => {
    const doc = page('TAX   1.13', 'TOTAL   59.49', 'PAID', '6/11/65');
    expect(dateCandidates(doc).map((c) => [c.iso, c.label])).toEqual([['1965-11-06', 'PAID']]);
  });
});

describe("the paper's date told from its clutter", () => {
  it('reads a copy’s or a fax machine’s date as the copy’s, and an issue as the paper’s own', () => {
    expect(roleOf('Zweitschrift: Kopie erstellt')).toBe('copy');
    expect(roleOf('Copy issued')).toBe('copy');
    expect(roleOf('Ausgefertigt am')).toBe('document');
    expect(roleOf('Fertiggestellt am')).toBe('work');
    const doc = page(
      '09:12 04.05.1988 VON AUTOHAUS BERGER   S. 1/1',
      '',
      'Rechnung',
      'Leistung vom 21.04.1988',
      'Ölwechsel   38,00',
      'Summe   38,00',
      '',
      '',
      '',
      'Abschrift gefertigt 02.05.1990',
    );
    expect(dateCandidates(doc).map((c) => c.role)).toEqual(['copy', 'work', 'copy']);
    expect(chooseDate(doc, 'bill')?.iso).toBe('1988-04-21');
  });

  it('reads the day a copy was printed again as the copy’s, on a paper marked as a copy only', () => {
    expect(roleOf('Zweitschrift erstellt am')).toBe('copy');
    expect(roleOf('Reprinted')).toBe('copy');
    const bill = (mark: string) =>
      page(`Autohaus Overbeck GmbH   ${mark}`, 'Druckdatum: 25.10.2024', '', 'Rechnung Nr.   948585', 'Rechnungsdatum   24.04.1992', 'Ölwechsel   38,00');
    expect(chooseDate(bill('RECHNUNGSKOPIE'), 'bill')?.iso).toBe('1992-04-24');
    expect(dateCandidates(bill('RECHNUNGSKOPIE'))[0].role).toBe('copy');
    // An original printout's print date is its own.
    expect(dateCandidates(bill('RECHNUNG'))[0].role).toBe('document');
    const reprint = page('*** CUSTOMER COPY *** REPRINT ***', 'BOB HANLEY CHEVROLET   PRINTED 09/05/2008 12:22', 'RO NUMBER   RO DATE', '882251   07/14/1994');
    expect(chooseDate({ ...reprint, dayFirst: false }, 'bill')?.iso).toBe('1994-07-14');
  });

  it('reads a date of another paper the page refers to as history', () => {
    expect(roleOf('RETURN VISIT - re our invoice 26193 of')).toBe('history');
    expect(roleOf('Supersedes invoice 90122 dated')).toBe('history');
    expect(roleOf('ersetzt Rechnung Nr. 69473 vom')).toBe('history');
    // A job replaced on a day is no other paper.
    expect(roleOf('Bremsbeläge ersetzt am')).not.toBe('history');
  });

  it('reads the words of its own field in a row of fields, and of its own clause in a sentence', () => {
    const doc = page('Gutachten-Nr. 4471 · ausgestellt am 02.06.2011', 'Die Rechnung ist bezahlt; der Wagen wird am 09.06.2011 abgeholt und gewaschen.');
    expect(dateCandidates(doc).map((c) => [c.label, c.role])).toEqual([
      ['ausgestellt am', 'document'],
      ['der Wagen wird am', 'work'],
    ]);
  });

  it('takes the enclosed paper’s date before its covering letter’s', () => {
    const doc = page(
      'Swansea, 30 June 2019',
      'Dear Mrs Okafor,',
      'I enclose the report on your Jaguar as agreed. Yours sincerely, Owen Price',
      '',
      'INSPECTION REPORT',
      'Vehicle   Jaguar XJ6',
      'Report date   26 June 2019',
      'Value   £18,500',
    );
    expect(chooseDate(doc, 'appraisal')?.iso).toBe('2019-06-26');
    // A letter that is the paper itself (no title follows it) keeps its date.
    const letter = page('12 May 2004', 'Dear Sir,', 'having inspected your car on 3 May 2004 I value it at £9,000.', 'Yours faithfully');
    expect(chooseDate(letter, 'appraisal')?.iso).toBe('2004-05-12');
  });

  it('reads a note written on the lower part of the paper as what happened to it after, not its date', () => {
    const doc = page(
      'Harwood Motor Sales',
      'Bill of sale   Date 14/08/2009',
      'Austin Healey 3000',
      'Price   £31,000.00',
      '',
      '',
      '',
      'cheque cleared, car handed over 21.08.09',
    );
    expect(dateCandidates(doc).map((c) => c.isNote)).toEqual([false, true]);
    expect(chooseDate(doc, 'sale')?.iso).toBe('2009-08-14');
  });
});

describe('a date the paper expects', () => {
  it('gives way to the contract’s own date', () => {
    const doc = page('Kaufvertrag   Datum: 05.10.2021', 'Verkäufer:   Eva Roth', 'Voraussichtliche Übergabe   12.10.2021', 'Kaufpreis   € 9.500,00');
    expect(chooseDate(doc, 'sale')?.iso).toBe('2021-10-05');
  });
});

describe('dates named in short words and in sentences', () => {
  it('reads shortened labels as the words they shorten', () => {
    expect(roleOf('Wk compl.')).toBe('work');
    expect(roleOf('Guar. Exp.')).toBe('due');
  });

  it('tells a part brought in from the work done', () => {
    expect(roleOf('Getriebe angeliefert')).toBe('start');
    expect(roleOf('Fahrzeug ausgeliefert')).toBe('work');
  });

  it('takes the day of a sentence "Am … ausgeführt" as the date of work', () => {
    const doc = page(
      'Werkstatt Beispiel',
      'Bremen, den 12.05.81',
      'Rechnung Nr. 77',
      'Am 08.05.81 an Ihrem Ford Taunus, Kennzeichen HB-X 12,',
      'ausgeführt:',
      'Zündung eingestellt   40,00',
    );
    expect(chooseDate(doc, 'bill')?.iso).toBe('1981-05-08');
  });
});

describe('a contract’s date against the steps that carry it out', () => {
  it('takes the contract’s date before its handover, delivery or collection, labelled or in a clause', () => {
    const dealer = page('Autohaus Brandt GmbH', 'Rechnungsdatum: 07.03.1991', 'Auslieferung: 09.03.1991', 'Fahrzeugpreis   33.800,00 DM');
    expect(chooseDate(dealer, 'sale')?.iso).toBe('1991-03-07');
    const escrow = page(
      'Treuhandabrechnung',
      'Vertragsdatum   20.08.2026',
      'Zahlungseingang   23.08.2026',
      'Fahrzeug übergeben   24.08.2026',
      'Kaufpreis   30.900,00 €',
    );
    expect(chooseDate(escrow, 'sale')?.iso).toBe('2026-08-20');
    // A probe in English, the contract dated where it is signed: "to be delivered on" is a later step.
    const contract = page(
      'AGREEMENT FOR THE SALE OF A MOTOR VEHICLE',
      'Price   £8,250.00',
      'Delivery date   14 June 2003',
      '',
      'Signed at Harrogate, 2 June 2003',
    );
    expect(chooseDate(contract, 'sale')?.iso).toBe('2003-06-02');
  });

  it('keeps a label that names the paper as well as the delivery', () => {
    const doc = page('Fahrzeugrechnung Nr. 57125 · Rechnungs- und Liefertag 24.10.2010', 'Kaufpreis   24.900,00', '', '', 'Beleg 1584 vom 29.10.10');
    expect(chooseDate(doc, 'sale')?.iso).toBe('2010-10-24');
  });

  it('reads an order’s date before a delivery the form expects in short ("voraussichtl.")', () => {
    const doc = page('Verbindliche Bestellung', 'Bestelldatum 28.02.2022 · voraussichtl. Auslieferung 08.03.2022', 'Kaufpreis   21.490,00 €');
    expect(chooseDate(doc, 'sale')?.iso).toBe('2022-02-28');
  });

  it('takes the auction’s day, named by the hammer, the auction or a caption before its place, before the invoice', () => {
    const hammer = page(
      'Rechnungsdatum   24.11.2019',
      'Käuferrechnung',
      'Auktion „Klassiker“ · Zuschlag am 21. November 2019 · Salzburgring',
      'Meistbot   52.000,00',
    );
    expect(chooseDate(hammer, 'sale')?.iso).toBe('2019-11-21');
    const closed = page('Completion statement', 'Auction closed   27 December 2021 at 19:25', 'Payment due by   30/12/2021', 'Collection after   01/01/2022');
    expect(chooseDate(closed, 'sale')?.iso).toBe('2021-12-27');
    const place = page(
      'Invoice Date   28/10/2005',
      'Susan Fairclough   Buyer No.   3978',
      'Bath BA2 4JT   Sale   Duxford, 26th October 2005',
      'Hammer price   28,000.00',
    );
    expect(dateCandidates(place)[1].caption).toBe('Sale');
    expect(chooseDate(place, 'sale')?.iso).toBe('2005-10-26');
  });

  it('reads "geb." as a birth and a date after "to" as how long something runs', () => {
    expect(roleOf('geb. am')).toBe('history');
    expect(roleOf('tax and MOT to')).toBe('until');
    const receipt = page('22 Church St, Otley', '22 January 1988', 'Received the sum of £950 for my Bedford,', 'tax and MOT to 18 May 1988.');
    expect(chooseDate(receipt, 'sale')?.iso).toBe('1988-01-22');
  });
});

describe('a workshop’s day and captions in two languages', () => {
  it('reads the workshop’s appointment day as the day of the work', () => {
    expect(roleOf('Werkstatttermin')).toBe('work');
    expect(roleOf('Werkstatttag')).toBe('work');
    expect(roleOf('Werkstattauftrag')).toBe('start');
    expect(roleOf('Werkstattrechnung')).toBe('document');
  });

  it('names dates by captions under them, each in two languages with abbreviated halves', () => {
    const doc = page(
      'Servis Primer d.o.o.',
      'F-88/2015                    12.5.2015      7.5.2015                            81.220',
      'Faktura č. / Rechnung Nr.    Datum          Datum izvedbe / Leistungsdatum      Km',
    );
    expect(dateCandidates(doc).map((c) => [c.iso, c.role])).toEqual([
      ['2015-05-12', 'plain'],
      ['2015-05-07', 'work'],
    ]);
    expect(chooseDate(doc, 'bill')?.iso).toBe('2015-05-07');
  });
});

describe('a page’s own date where no field’s label dates it', () => {
  it('is its date line, not a date in its prose', () => {
    const doc = page(
      'Vintage Register of Example',
      '',
      '3 June 1999',
      'STATEMENT OF ORIGIN',
      'Engine no.   A-4417',
      'Our records show the machine left the works in May 1931 for a dealer.',
    );
    expect(ownDateOfPage(doc)).toBe('1999-06-03');
  });

  it('is never a term, a history’s date or a date another field took', () => {
    const doc = page('Zulassungsstelle Beispiel', 'Erstzulassung   02.04.1968', 'gültig bis   31.03.2001', 'Ausgestellt   Musterstadt');
    expect(ownDateOfPage(doc)).toBeNull();
    const expiry = page('Licence Office', 'Registered   14/02/1994', 'Plate   ABC 123');
    expect(ownDateOfPage(expiry, new Set(['1994-02-14']))).toBeNull();
  });
});

describe("a work date's shorthand", () => {
  it('reads "Ausf. am" (ausgeführt am) as the day of the work', () => {
    expect(roleOf('Ausf. am')).toBe('work');
  });
});
