import { describe, expect, it } from 'vitest';
import { analyzePage, placedPage } from './grid-page.test-helper';
import {
  corrections,
  jobsHeadingGroups,
  jobsOverCharges,
  jobsOverLabour,
  leadInList,
  markedJobRun,
  markedJobsAfterLeadIn,
  saysWorkDone,
  tickedJobs,
} from './lead-in-list';

describe('jobs printed as lines that share a lead-in', () => {
  it('reads a run of unpriced lines with one lead-in and its colon, as printed', () => {
    const lines = [
      'To: Mr A. Small   3rd May 1982',
      'Invoice No. 12',
      '',
      'To: Decoke engine',
      'To: 3,000 mile service',
      'Supplying and fitting:',
      'Gasket set   £4.10',
    ];
    expect(leadInList(lines)).toEqual(['To: Decoke engine', 'To: 3,000 mile service']);
  });

  it('finds none in a single line, priced lines, or contact lines', () => {
    expect(leadInList(['To: Decoke engine', 'Gasket set   £4.10'])).toBeNull();
    expect(leadInList(['To: Decoke engine   £12.00', 'To: Tune carburettor   £8.00'])).toBeNull();
    expect(leadInList(['Tel: 0161 839 2283', 'Tel: 0161 839 2284'])).toBeNull();
  });
});

describe('jobs of a repair order’s corrections and of a form’s ticked boxes', () => {
  it('reads the corrections up to their column gap', () => {
    const lines = ['LINE A   CONCERN:   CAR PULLS TO RIGHT', 'CAUSE:   CALIPER STICKING', 'CORRECTION: REBUILD FRONT CALIPERS, BLEED SYSTEM   LABOR   24.19'];
    expect(corrections(lines)).toEqual(['REBUILD FRONT CALIPERS, BLEED SYSTEM']);
    expect(corrections(['Concern: noise'])).toBeNull();
  });

  it('reads the ticked boxes of a checklist, never a payment’s box beside its sum', () => {
    const lines = ['Ölwechsel   X Ölfilter erneuert', 'Abschmieren   Luftfilter erneuert', 'X Bremsflüssigkeit erneuert   Wagenwäsche'];
    expect(tickedJobs(lines)).toEqual(['Ölfilter erneuert', 'Bremsflüssigkeit erneuert']);
    expect(tickedJobs(['X Cash   Check   Charge   SHOP SUPPLIES   3.52', 'SALES TAX   7.79'])).toBeNull();
    expect(tickedJobs(['Oil change   Filters', 'Brakes   Wipers'])).toBeNull();
  });

  it('adds the job written in on the form’s line for others, after the ticked ones', () => {
    const lines = ['X Oil change   Grease', 'Brakes adjusted   X Plugs renewed', 'Other:   Fit new thermostat'];
    expect(tickedJobs(lines)).toEqual(['Oil change', 'Plugs renewed', 'Fit new thermostat']);
    expect(tickedJobs(['X Ölwechsel   Abschmieren', 'Sonstiges:   Thermostat erneuert'])).toEqual(['Ölwechsel', 'Thermostat erneuert']);
  });

  it('reads the ticked boxes where the only row among the jobs is the labour’s charge of time', () => {
    const words = placedPage(
      [['Autowerkstatt Lenz', 50]],
      [
        ['Reparatur-Auftrag', 50],
        ['Nr. 4411', 250],
        ['Datum 03.05.2001', 400],
      ],
      null,
      [['Auszuführende Arbeiten (ausgeführte ankreuzen)', 50]],
      [
        ['X Ölwechsel', 50],
        ['Luftfilter erneuert', 250],
      ],
      [
        ['Keilriemen geprüft', 50],
        ['X Zündkerzen erneuert', 250],
      ],
      [
        ['Sonstiges:', 50],
        ['Wasserpumpe erneuert', 250],
      ],
      null,
      [
        ['Menge', 50],
        ['Ersatzteile / Material', 100],
        ['Einzelpreis €', 400, 'right'],
        ['Betrag €', 500, 'right'],
      ],
      [
        ['4', 50],
        ['Zündkerzen', 100],
        ['6,20', 400, 'right'],
        ['24,80', 500, 'right'],
      ],
      [
        ['1', 50],
        ['Wasserpumpe', 100],
        ['88,00', 400, 'right'],
        ['88,00', 500, 'right'],
      ],
      null,
      [
        ['Arbeitszeit: 2,0 Std. à 72,00 €', 50],
        ['Lohn €', 400, 'right'],
        ['144,00', 500, 'right'],
      ],
      [
        ['Material €', 400, 'right'],
        ['112,80', 500, 'right'],
      ],
      [
        ['Gesamtbetrag €', 400, 'right'],
        ['256,80', 500, 'right'],
      ],
    );
    const r = analyzePage(words, 'service');
    expect(r.workPerformed).toEqual(['Ölwechsel', 'Zündkerzen erneuert', 'Wasserpumpe erneuert']);
  });
});

describe('jobs printed unpriced over the line that charges their labour', () => {
  it('reads the lines between a lead-in with its colon and the labour line', () => {
    const lines = [
      'Re: Ford Anglia   Speedo 41,200',
      '',
      'To labour:',
      'Decoke engine',
      'Renew brake shoes',
      'Labour   38.50',
      'To materials:',
      'Gasket set   4.10',
    ];
    expect(jobsOverLabour(lines)).toEqual(['Decoke engine', 'Renew brake shoes']);
  });

  it('keeps only the marked lines of a list, without their markers, over a blank line', () => {
    const lines = ['Arbeitsbericht', '1. Bremsen entlüftet', '2. Zündung eingestellt', '', 'Arbeitszeit 3,0 Std. à 90,00   270,00'];
    expect(jobsOverLabour(lines)).toEqual(['Bremsen entlüftet', 'Zündung eingestellt']);
    expect(jobsOverLabour(['Wir berechnen:', '- Ölwechsel', '- Luftfilter ersetzt', 'Lohn   120,00'])).toEqual(['Ölwechsel', 'Luftfilter ersetzt']);
    // As a scan reads it: markers set apart by a gap, some lost.
    expect(jobsOverLabour(['Wir berechnen:', 'Ölwechsel', '-   Luftfilter ersetzt', 'Zündkerzen erneuert', '-   Bremsen geprüft', 'Lohn   120,00'])).toEqual([
      'Ölwechsel',
      'Luftfilter ersetzt',
      'Zündkerzen erneuert',
      'Bremsen geprüft',
    ]);
  });

  it("takes no customer's concern for a job: the jobs are the groups' headings then", () => {
    const lines = ['Job 1: Replace front brake pads', 'Concern: Customer reports noise, replace front brake pads', 'Labor 0.50 hrs   53.00'];
    expect(jobsOverLabour(lines)).toBeNull();
    expect(jobsOverLabour(['Cause: worn', 'Replace front pads', 'Skim discs', 'Labor   98.00'])).toEqual(['Replace front pads', 'Skim discs']);
  });

  it('finds none over a labour line with one job, priced lines, or no labour line', () => {
    expect(jobsOverLabour(['Work done:', 'Decoke engine', 'Labour   38.50'])).toBeNull();
    expect(jobsOverLabour(['Oil filter   3.95', 'Brake shoes   12.00', 'Labour   38.50'])).toBeNull();
    expect(jobsOverLabour(['Decoke engine', 'Renew brake shoes', 'Total   38.50'])).toBeNull();
  });
});

describe('jobs that head the groups they charge', () => {
  it('takes the numbered lines over each group’s time and parts as the jobs', () => {
    const lines = [
      'Work carried out 3 May',
      '1. Major service',
      'Labour 2.0 hrs @ 40.00   80.00',
      'Oil filter   8.50',
      'JOB 2 — Renew clutch cable   0.5 hrs 20.00',
      'Clutch cable   14.20',
      'Total   122.70',
    ];
    expect(jobsHeadingGroups(lines)).toEqual(['Major service', 'Renew clutch cable']);
  });

  it("reads a dealer system's groups numbered 01, 02 and a repair order's lettered lines with their codes and pay types", () => {
    const dms = [
      'Arbeits-/Teile-Nr.   Bezeichnung   AW/Menge   Preis   Betrag EUR',
      '01 Fehlerspeicher auslesen',
      '1441 58 12   Arbeitswerte   39 AW   16,20   631,80',
      '574-651-43   Stoßdämpfer hinten   1,00   113,86   113,86',
      '02 Bremsflüssigkeit erneuern',
      '5903 31 44   Arbeitswerte   15 AW   16,20   243,00',
    ];
    expect(jobsHeadingGroups(dms)).toEqual(['Fehlerspeicher auslesen', 'Bremsflüssigkeit erneuern']);
    const ro = [
      'A BRK70 TIMING BELT AND WATER PUMP REPLACEMENT   CUSTOMER PAY',
      'LABOR 0.80 HRS   127.20',
      'B DIAG58 ANNUAL SERVICE   CUSTOMER PAY',
      'LABOR 1.40 HRS   222.60',
    ];
    expect(jobsHeadingGroups(ro)).toEqual(['TIMING BELT AND WATER PUMP REPLACEMENT', 'ANNUAL SERVICE']);
    expect(
      jobsHeadingGroups([
        'LINE A REPLACE A/C COMPRESSOR   PAY TYPE: SVC CONTRACT',
        'Labor   383.00',
        'LINE B COOLANT FLUSH AND REFILL   PAY TYPE: CUSTOMER',
        'Labor   148.00',
      ]),
    ).toEqual(['REPLACE A/C COMPRESSOR', 'COOLANT FLUSH AND REFILL']);
    expect(
      jobsHeadingGroups(['JOB 1   REPLACE FRONT BRAKE PADS', '1.50 hrs @ 58.00   87.00', 'JOB 2   REPLACE U-JOINTS', '2.00 hrs @ 58.00   116.00']),
    ).toEqual(['REPLACE FRONT BRAKE PADS', 'REPLACE U-JOINTS']);
    // A count before a part is no group's number.
    expect(jobsHeadingGroups(['1 Ölfilter', 'Ölfilter   16,55', '2 Zündkerzen', 'Zündkerzen   20,00'])).toBeNull();
  });

  it("reads a repair order's lettered lines, each over its charges", () => {
    const lines = [
      'LINE   OPCODE   TECH   TYPE   HOURS   LIST   NET   TOTAL',
      'A REPLACE FRONT BRAKE PADS',
      'BRKFT   2832   C   2.10   340.20',
      '1   04465-0E050   PAD KIT   118.60   118.60   118.60',
      'B REPLACE WIPER INSERTS',
      'WIPER   2786   C   0.20   32.40',
    ];
    expect(jobsHeadingGroups(lines)).toEqual(['REPLACE FRONT BRAKE PADS', 'REPLACE WIPER INSERTS']);
  });

  it('reads no groups from a numbered list without priced lines between', () => {
    expect(jobsHeadingGroups(['1. Oil change', '2. Brakes checked', 'Labour   60.00'])).toBeNull();
  });
});

describe('jobs numbered under a sentence that ends in a colon', () => {
  it('reads the numbered run as the jobs, the sentence wrapped over two lines', () => {
    const lines = [
      'Am 16.07.78 an Ihrem Alfa Romeo Giulia, Amtliches Kennzeichen HD-A 774, km-Stand',
      '115820, ausgeführt:',
      '1. Scheinwerfer eingestellt',
      '2. Lichtmaschine zerlegt, gereinigt, Kohlen erneuert',
      '3. Regler neu eingestellt',
      'Ersatzteile:',
      'Kondensator   6,00',
    ];
    expect(markedJobsAfterLeadIn(lines)).toEqual(['Scheinwerfer eingestellt', 'Lichtmaschine zerlegt, gereinigt, Kohlen erneuert', 'Regler neu eingestellt']);
  });
  it('takes no terms, no priced rows and no numbers out of turn', () => {
    expect(markedJobsAfterLeadIn(['Terms and conditions:', '1. Payment is due within 30 days', '2. Parts remain ours until paid'])).toBeNull();
    expect(markedJobsAfterLeadIn(['Folgende Arbeiten:', '1. Ölwechsel durchgeführt   45,00', '2. Filter erneuert   12,00'])).toBeNull();
    expect(markedJobsAfterLeadIn(['Ausgeführt:', '2. Ölwechsel durchgeführt', '5. Filter erneuert'])).toBeNull();
  });
});

describe('jobs listed over the table that charges their labour by trade', () => {
  it("reads the marked lines under their groups' headings as the jobs", () => {
    const lines = [
      'Bauabschnitt abgeschlossen am 03.06.2018',
      'Karosserie',
      '– Schweller links und rechts erneuert',
      '– Radläufe hinten instand gesetzt',
      'Lack',
      '– Hohlraumkonservierung',
      'Arbeitszeit nach Gewerk   Std.   Satz   Betrag',
      'Karosseriebau   167,00   69,00   11.523,00',
    ];
    expect(jobsOverCharges(lines)).toEqual(['Schweller links und rechts erneuert', 'Radläufe hinten instand gesetzt', 'Hohlraumkonservierung']);
  });

  it('reads sentences under a heading without their stops', () => {
    const lines = [
      'Work carried out this stage',
      'Shell stripped to bare metal.',
      'Both inner and outer sills replaced.',
      '',
      'Trade   Hours   Rate   £',
      'Panel / welding   89.00   55.00   4,895.00',
    ];
    expect(jobsOverCharges(lines)).toEqual(['Shell stripped to bare metal', 'Both inner and outer sills replaced']);
  });

  it('reads no jobs from an address over a table', () => {
    expect(jobsOverCharges(['Mr A. Small', '12 High Street', 'Leeds', 'Description   Qty   Amount', 'Oil filter   1   12.00'])).toBeNull();
  });

  it("tells a row saying work done from a trade's name", () => {
    expect(['Sills replaced', 'Doors re-skinned', 'Bremsen entlüftet', 'Paint preparation', 'Lackiererei'].map(saysWorkDone)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('jobs marked one a line under a heading of any shape', () => {
  it('reads a service book’s voucher and a recall’s record of work (en, de)', () => {
    expect(
      markedJobRun(['B.M.C. SERVICE VOUCHER', '12,000 MILES SERVICE', '', '/ Front suspension greased', '/ Brakes adjusted', '', 'Car No.   HAN9-63092']),
    ).toEqual(['Front suspension greased', 'Brakes adjusted']);
    expect(markedJobRun(['Inspektion bei 5.000 km', 'x Ventilspiel eingestellt', 'x Bremsen nachgestellt', 'Kilometerstand   5.131'])).toEqual([
      'Ventilspiel eingestellt',
      'Bremsen nachgestellt',
    ]);
    expect(markedJobRun(['DEALER RECORD OF WORK CARRIED OUT', '• Brake servo vacuum hose replaced', '• Clip fitted to hose'])).toEqual([
      'Brake servo vacuum hose replaced',
      'Clip fitted to hose',
    ]);
  });

  it('leaves terms, priced rows and lists that say no work done', () => {
    expect(markedJobRun(['Terms', '- Payment is due within 30 days', '- Parts remain ours until paid'])).toBeNull();
    expect(markedJobRun(['- Oil filter   4.20', '- Air filter   9.80'])).toBeNull();
    expect(markedJobRun(['Enclosed', '- Service book', '- Two keys'])).toBeNull();
  });
});
