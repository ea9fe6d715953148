import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { labelledDatePair } from './cover-period';

const policy = (...lines: string[]) => analyzeText({ fileName: 'p.pdf', text: lines.join('\n'), today: '2026-01-01' });

describe('a period of cover as two labelled dates in a run of facts', () => {
  it('reads each date after its own label, no dash or "to" between them', () => {
    expect(labelledDatePair('Policy# AU9190041 Eff. 11/24/2018 Exp. 05/24/2019 (6 mo.)', false)).toEqual({ start: '2018-11-24', end: '2019-05-24' });
    expect(labelledDatePair('Vertrag 4711 · Beginn 01.04.2023 Ende 31.03.2024', true)).toEqual({ start: '2023-04-01', end: '2024-03-31' });
  });

  it('takes no two dates whose labels do not say start and end, nor an end before its start', () => {
    expect(labelledDatePair('Issued 01/02/2020 Printed 01/03/2020', false)).toBeNull();
    expect(labelledDatePair('Eff. 05/24/2019 Exp. 11/24/2018', false)).toBeNull();
  });

  it('probe: a US declarations page whose facts run on one line', () => {
    const r = policy('Prairie Mutual Ins. Co.   DECLARATIONS', 'Policy# PM 55120 Eff. 03/01/2021 Exp. 09/01/2021', 'Total premium   412.50');
    expect([r.effectiveStart, r.effectiveEnd]).toEqual(['2021-03-01', '2021-09-01']);
  });
});

describe("a printed period outranks a renewal's date", () => {
  it("a renewal notice's renewal date is the new period's start, not its end", () => {
    const r = policy(
      'Harbour Vehicle Policies',
      'RENEWAL NOTICE',
      'Policy number   HVP/2231/K',
      'Renewal date   4 April 1991',
      'Period   04/04/1991 to 02/04/1992',
      'Renewal premium payable   £194.00',
    );
    expect([r.effectiveStart, r.effectiveEnd]).toEqual(['1991-04-04', '1992-04-02']);
  });

  it("a schedule's period ends the day before the renewal date under it", () => {
    const r = policy(
      'Marque Brokers Ltd',
      'Policy Schedule',
      'Policy number   CLS1234567',
      'Period   03/05/1996 - 02/05/1997',
      'Total payable   £107.33',
      'Renewal date: 3 May 1997. Please keep this schedule.',
    );
    expect(r.effectiveEnd).toBe('1997-05-02');
  });

  it('probe: a German page that prints only the renewal date keeps it as the end', () => {
    const r = policy('Kraftfahrt Nord VaG', 'Versicherungsschein', 'Versicherungsschein-Nr.   KN 1122', 'Beginn   01.04.2020', 'Ablaufdatum   31.03.2021');
    expect([r.effectiveStart, r.effectiveEnd]).toEqual(['2020-04-01', '2021-03-31']);
  });
});

describe("the policy's number among the page's numbers", () => {
  it("a certificate's number gives way to the policy number the page names further down", () => {
    const r = policy(
      'Celtic Insurance plc',
      'CERTIFICATE OF INSURANCE',
      '1. Certificate No. / Disc No.   19160029 / S098059',
      '2. Registration mark of vehicle   99-L-15218',
      'SCHEDULE',
      'Policy Number   CSM/6653363',
      'Total Premium   €511.48',
    );
    expect(r.policyNumber).toBe('CSM/6653363');
  });

  it("a certificate's number is the policy's where the page names no other", () => {
    const r = policy('Celtic Insurance plc', 'CERTIFICATE OF INSURANCE', 'Certificate No.   19160029', 'Total Premium   €511.48');
    expect(r.policyNumber).toBe('19160029');
  });

  it("the reader's own contract in a line of facts after a middle dot ('Ihr Vertrag KR 3011767 · VW Käfer')", () => {
    const r = policy(
      'Kraftfahrtversicherung Süd VaG',
      'Beitragsrechnung',
      'Ihr Vertrag KR 3011767 · VW Käfer 1200 · LB-N 2718',
      'Versicherungszeitraum 01.11.2001 - 31.10.2002',
      'Zu zahlender Beitrag   635,66 DM',
    );
    expect(r.policyNumber).toBe('KR 3011767');
  });
});

describe('a premium named in a sentence or with its tax rate in the label', () => {
  it("a footnote's abbreviated premium with its sum right after it", () => {
    const r = policy(
      'Ferrante Collector Vehicle Program',
      'Policy no.   CV-56615266',
      '04/18/2022 - 04/17/2023',
      '¹ Agreed value $77,000; Deductible $500. ² Eff./Exp. 12:01 a.m. std. time. Annual Prem. $273.18 incl. state fees.',
    );
    expect(r.premium).toBe(273.18);
  });

  it("a row whose label holds the tax's rate it includes", () => {
    const r = policy(
      'Donau-Transportversicherung AG',
      'EINZELPOLIZZE',
      'Polizzennummer   TR 51/648862',
      'Gültig ab   26.05.2009',
      'Selbstbehalt   EUR 150,00 je Schaden',
      'Prämie einmalig inkl. 11 % Vers.-Steuer   EUR 42,18',
    );
    expect(r.premium).toBe(42.18);
  });
});

describe('an excess in a currency of small units, a number under a caption in two languages', () => {
  it("an excess in lire is judged in the lira's terms", () => {
    const r = policy(
      'Tiroler Landesversicherung',
      'Polizze Nr. 30/090211   Meran, 26.IX.1999',
      'Vertragsdauer von 01.10.1999 bis 30.09.2000',
      'Kasko — Selbstbehalt je Schadenfall L. 500.000',
      'Gesamtprämie (jährlich)   L. 999.990',
    );
    expect(r.deductible).toBe(500000);
  });

  it("a permit's number under 'Nummer / Numero' in a row of captions over their values", () => {
    const r = analyzeText({
      fileName: 'r.pdf',
      text: [
        'Provinz Bozen - Amt für Kraftfahrzeuge',
        'Provisorische Fahrerlaubnis für Überführung / Foglio di via',
        'Nummer / Numero   Kennzeichen / Targa   gültig bis / valido fino al',
        'BZ/440041   EE 865AB   13.08.2008',
        'ausgestellt am   15.07.2008',
        'Fahrzeug   Fiat 1100 TV',
      ].join('\n'),
      today: '2026-01-01',
    });
    expect(r.registrationNumber).toBe('BZ/440041');
  });
});

describe('a cover of one day', () => {
  it('takes the day it covers as its start and its end, in either language', () => {
    const en = policy(
      'Paddock Event Cover Ltd',
      'Certificate of cover',
      'Certificate no.   PEC-20418',
      'Insured day   14/06/2025',
      'Premium incl. IPT   £96.00',
    );
    expect([en.effectiveStart, en.effectiveEnd]).toEqual(['2025-06-14', '2025-06-14']);
    const de = policy(
      'Rallye-Versicherungsdienst',
      'Deckungsbestätigung',
      'Vertrag   RV 55-1930',
      'Tag der Deckung:   03.09.2022',
      'Beitrag inkl. 19 % VSt.   74,50 €',
    );
    expect([de.effectiveStart, de.effectiveEnd, de.premium]).toEqual(['2022-09-03', '2022-09-03', 74.5]);
  });

  it('gives way to the labels of a start and an end', () => {
    const r = policy(
      'Paddock Event Cover Ltd',
      'Policy no.   PEC-1',
      'Insured day   14/06/2025',
      'Cover from   13/06/2025',
      'Cover to   15/06/2025',
      'Premium   £96.00',
    );
    expect([r.effectiveStart, r.effectiveEnd]).toEqual(['2025-06-13', '2025-06-15']);
  });
});
