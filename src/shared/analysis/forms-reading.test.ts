import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { classifyByContent, hasFieldCodes, headingNamesRegistration, labelsAValue } from './classify';
import { formPairs, isLabelLike } from './form-pairs';
import { prepareText } from './text-values';
import { identifierByValueShape, isDottedNumber, signatoryName, valueByLabelShape, yearLongPeriod } from './unlabelled-fields';

/** Decision 032: insurance papers, registrations and appraisals read by layout, shape and plausibility. */
const doc = (...lines: string[]) => prepareText(lines.join('\n'), true);
const analyze = (...lines: string[]) => analyzeText({ fileName: 'form.pdf', text: lines.join('\n'), today: '2026-01-01' });
const issues = (r: ReturnType<typeof analyzeText>) => r.extractedData.filter((p) => p.key === 'issue').map((p) => p.value);

describe('the document type: a title is a heading, not a field label', () => {
  it('a title phrase used as a label with a value is only a field', () => {
    expect(labelsAValue('Vehicle registration   6VHR238', /vehicle\s+registration/i)).toBe(true);
    expect(labelsAValue('Vehicle registration ........   6VHR238', /vehicle\s+registration/i)).toBe(true);
    expect(labelsAValue('Vehicle Registration Document   V5', /vehicle\s+registration/i)).toBe(false);
    expect(labelsAValue('Vehicle Registration', /vehicle\s+registration/i)).toBe(false);
  });

  it('a certificate of motor insurance with a registration field stays insurance', () => {
    const page = ['Fenland Motor Assurance', 'Certificate of Motor Insurance', 'Vehicle registration   AB12 CDE', 'Premium   £412.00'];
    expect(classifyByContent(page.join('\n'))).toBe('insurance');
  });

  it('the harmonised field codes of a registration certificate', () => {
    expect(hasFieldCodes(['A   Plate   AB12 CDE', 'B   First registered   01/02/1970', 'D.1   Make   ROVER', 'E   Chassis   X1'])).toBe(true);
    expect(hasFieldCodes(['A   Plate   AB12 CDE', 'B   First registered   01/02/1970'])).toBe(false);
    expect(hasFieldCodes(['A new clutch', 'B pillar', 'I think'])).toBe(false);
  });

  it('a heading that names a registration', () => {
    expect(headingNamesRegistration(['STATE OF IDAHO', 'REGISTRATION / REMINDER'])).toBe(true);
    expect(headingNamesRegistration(['Invoice', 'Registration   AB12 CDE'])).toBe(false);
    expect(classifyByContent('STATE OF IDAHO\nREGISTRATION / REMINDER\nVIN   1HGCM82633A004352\nODOMETER   78,534')).toBe('registration');
  });

  it('a value report with a condition grade is an appraisal', () => {
    expect(classifyByContent('Fenland Surveys\nStated Value Report\nOdometer   98,619 mi\nCondition grade   Fair')).toBe('appraisal');
  });
});

describe('form pairs in one column and with dot leaders', () => {
  it('a label alone on its line over its value', () => {
    expect(formPairs(doc('Share of each loss', '250,00 EUR')).map((p) => [p.label, p.value])).toEqual([['Share of each loss', '250,00 EUR']]);
  });

  it('never a "Label: value" cell as a label', () => {
    expect(formPairs(doc('Plan: Gold Care', 'Years without claims: 5')).map((p) => p.label)).toEqual(['Plan', 'Years without claims']);
  });

  it("a dot leader is no cell of its own (OCR's dots between a label and its value)", () => {
    const words = [
      { text: 'Cover', x0: 50, x1: 80, y0: 100, y1: 110 },
      { text: '...', x0: 150, x1: 160, y0: 100, y1: 110 },
      { text: 'Comprehensive', x0: 250, x1: 330, y0: 100, y1: 110 },
    ];
    expect(prepareText('', true, words).lines).toEqual(['Cover   Comprehensive']);
  });

  it('a dot leader belongs to its label', () => {
    expect(isLabelLike('Own share ........')).toBe(true);
    expect(formPairs(doc('Own share ........   $ 300.00')).map((p) => [p.label, p.value])).toEqual([['Own share', '$ 300.00']]);
  });
});

describe("the cover's whole name", () => {
  it('a pair value holding a known cover is the whole name, and a dotted label cell is never a value', async () => {
    const { isLabelCell } = await import('./labels');
    expect(isLabelCell('Term of protection ........')).toBe(true);
    expect(isLabelCell('Comprehensive')).toBe(false);
    const r = analyze('Fenland Insurance', 'Insurance Schedule', 'Policy number: FX-88123', 'Scheme:   Heritage Comprehensive', 'Premium: £300.00');
    expect(r.coverageType).toBe('Heritage Comprehensive');
  });
});

describe('numbers by their shape', () => {
  it('a policy number of digits grouped by dots, never a sum', () => {
    expect(isDottedNumber('60.887.252981')).toBe(true);
    expect(isDottedNumber('1.234.567')).toBe(false);
    expect(isDottedNumber('12.05')).toBe(false);
    expect(identifierByValueShape(formPairs(doc('Our sign   60.887.252981')), /kunde/i)).toBe('60.887.252981');
  });

  it('a registration number printed in groups of digits is one number, kept as printed', () => {
    expect(analyze('Registration Certificate', 'Document reference number: 98421 481547').registrationNumber).toBe('98421 481547');
    expect(analyze('Registration Certificate', 'Document reference number   5776 3188 332').registrationNumber).toBe('5776 3188 332');
  });

  it('a plate is never the certificate number a "registration no." gave', () => {
    const r = analyze('STATE OF IDAHO', 'REGISTRATION CARD', 'REGISTRATION NO.: 450-8269', 'VIN: ZH1BELGV4903F2H3J', 'MARK ISSUED', '3PMZ710');
    expect(r.registrationNumber).toBe('450-8269');
    expect(r.plateNumber).toBe('3PMZ710');
  });
});

describe('plausibility: a period is a year, a premium is a total, a value is not a year', () => {
  it('the missing end of a period from a year of cover, told to the user', () => {
    expect(yearLongPeriod(doc('Issued 01.02.2020', 'Runs 16.11.2015', 'Stops 16.11.2016'), '2015-11-16')).toEqual({ start: '2015-11-16', end: '2016-11-16' });
    expect(yearLongPeriod(doc('01.02.2020', '01.02.2021'), '2015-11-16')).toBeNull();
    const r = analyze('Fenland Insurance', 'Policy number: FX-88123', 'Cover from: 16.11.2015', 'Cover closes on: 15.11.2016', 'Premium: 300,00 EUR');
    expect([r.effectiveStart, r.effectiveEnd]).toEqual(['2015-11-16', '2016-11-15']);
    expect(issues(r).some((i) => i.includes('end of cover'))).toBe(true);
    expect(
      issues(
        analyzeText({ fileName: 'form.pdf', text: 'Fenland Versicherung\nBeitrag: 300,00 EUR\nAb: 16.11.2015\nSchluss: 15.11.2016', language: 'de' }),
      ).join(' '),
    ).toContain('Versicherungsende');
  });

  it('an end before its start gives way to the year the other end bounds', () => {
    const r = analyze('Fenland Insurance', 'Policy number: FX-88123', 'Cover from: 2 Oct 27', 'Cover to: 10/27/2010', 'Issued: 10/27/2009', 'Premium: $300.00');
    expect([r.effectiveStart, r.effectiveEnd]).toEqual(['2009-10-27', '2010-10-27']);
    expect(issues(r).some((i) => i.includes('start of cover'))).toBe(true);
  });

  it("an insurance paper's total under an unknown total label is its premium, never the insured value", () => {
    const r = analyze('Fenland Insurance', 'Insurance Schedule', 'Policy number: FX-88123', 'Agreed value   GBP 32,000.00', 'Total to remit: £193.18');
    expect(r.premium).toBe(193.18);
    expect(issues(r).some((i) => i.includes('premium'))).toBe(true);
  });

  it("an appraisal's value under a label ending in value, never the model year or a repair estimate", () => {
    const pairs = formPairs(doc('Model year   1984', 'Present value   $ 144,000.00', 'Repair estimate value   $ 200,000.00'));
    expect(valueByLabelShape(pairs, 1984)).toBe(144000);
    expect(valueByLabelShape(formPairs(doc('Year value   $ 1984')), null)).toBeNull();
  });

  it('the appraiser is who signs under the signature line', () => {
    expect(signatoryName(doc('Value   $ 5,000.00', '______________________', 'Dr. Heike Brandt'))).toBe('Dr. Heike Brandt');
    expect(signatoryName(doc('______________________', 'Susan Blake, ASA'))).toBe('Susan Blake, ASA');
    expect(signatoryName(doc('Wiederbeschaffungswert   2.400,00 DM', '', 'Dipl.-Ing. (TH) Wiebke Sauer'))).toBe('Dipl.-Ing. (TH) Wiebke Sauer');
    expect(signatoryName(doc('______________________   ______________________', 'Seller   Buyer'))).toBeNull();
    expect(signatoryName(doc('______________________', 'signed 12.03.2020'))).toBeNull();
    // A scan that lost the line: the page's last line, alone, naming a person.
    expect(signatoryName(doc('Value   $ 5,000.00', '', 'Richard Cole'))).toBe('Richard Cole');
    expect(signatoryName(doc('Value   $ 5,000.00', 'Thank you for your order'))).toBeNull();
  });
});

describe('labels of the second unseen set’s classes (decision 035)', () => {
  it('a value beginning with "#" after a column gap keeps it ("#2 Excellent"); "Policy #" still separates', () => {
    const r = analyze('Lakeside Appraisals', 'Appraisal report', 'Condition grade   #2 Excellent', 'Market value   $30,000');
    expect(r.conditionNotes).toBe('#2 Excellent');
    expect(analyze('Harbour Insurance', 'Insurance card', 'Policy #123-77', 'Premium   $200.00').policyNumber).toBe('123-77');
  });

  it('a valuer’s "Valued by", a "Policy excess", a start of cover over its date with a time', () => {
    expect(analyze('Fen Valuers', 'Valuation report', 'Market value   £20,000', 'Valued by   R. Pike').appraiserName).toBe('R. Pike');
    expect(analyze('Harbour Insurance', 'Insurance policy', 'Policy number   HX-2', 'Premium   £300.00', 'Policy excess   £250.00').deductible).toBe(250);
    const r = analyze('Versicherungsschein', 'Vertragsbeginn: 01.04.2021, 0:00 Uhr', 'Ablauf: 01.04.2022, 0:00 Uhr', 'Jahresbeitrag   200,00 €');
    expect([r.effectiveStart, r.effectiveEnd]).toEqual(['2021-04-01', '2022-04-01']);
  });

  it("a dealer's invoice that names only the buyer: the letterhead's business sold the car", () => {
    const r = analyze('Riverside Cars Ltd', 'Car sales invoice', 'Date 2 May 2019', 'Sold to', 'Ms J. Doe', 'Price   £9,000.00');
    expect(r.documentType).toBe('purchase');
    expect(r.sellerName).toBe('Riverside Cars Ltd');
    expect(issues(r).some((i) => /seller/.test(i))).toBe(true);
  });
});

describe('the seller by the letterhead only for a business (decision 035)', () => {
  it("a private contract's heading is no seller", () => {
    const r = analyze('Übertragung eines Oldtimers', 'Käufer   Max Born', 'Kaufpreis   8.000,00 €', 'Datum   01.02.2020');
    expect(r.sellerName).toBeNull();
  });
});

describe('captions under their values, band after band', () => {
  it('pairs each band of values with the captions under it, not with the captions above', () => {
    const doc = prepareText(
      ['#4471   2 May 2019   Ann Lee', 'JOB NO.   DATE   CLIENT', '1966 Rover P5   KXV 12D   88,210', 'CAR   PLATE   ODO'].join('\n'),
      true,
    );
    const pairs = formPairs(doc).map((p) => [p.label, p.value]);
    expect(pairs).toContainEqual(['ODO', '88,210']);
    expect(pairs).toContainEqual(['DATE', '2 May 2019']);
    expect(pairs).not.toContainEqual(['CLIENT', '88,210']);
  });

  it('a label with its value under another is no caption', () => {
    const pairs = formPairs(prepareText(['Agreed value   £41,500.00', 'Valued by   Ann Lee'].join('\n'), true)).map((p) => [p.label, p.value]);
    expect(pairs).not.toContainEqual(['Valued by', 'Agreed value']);
  });
});

describe('a paper’s own date where no label of its kind dates it', () => {
  const dated = (type: 'insurance' | 'registration' | 'title', ...lines: string[]) =>
    analyzeText({ fileName: 'paper.pdf', documentType: type, text: lines.join('\n'), today: '2026-01-01' }).extractedData.find((p) => /date/i.test(p.key))
      ?.value;

  it('dates a policy or a registration by its date line, never by the day it was read', () => {
    expect(dated('insurance', 'Vintage Machine Register', '', '7 March 1998', 'CERTIFICATE', 'Frame no.   88213', 'The machine was built in June 1936.')).toBe(
      '1998-03-07',
    );
    expect(dated('registration', 'Oldtimer-Register Nord', '', '12.05.2007', 'Bescheinigung', 'Rahmen-Nr.   44120', 'gültig bis   31.12.2009')).toBe(
      '2007-05-12',
    );
  });

  it('never takes a registration’s expiry or a first registration as its own date', () => {
    expect(dated('registration', 'Licence Office', 'First registered   02/05/1969', 'Expires   31/03/2004', 'Plate   ABC 123')).toBeUndefined();
  });

  it('dates a title by its first date no label gives another meaning', () => {
    expect(dated('title', 'Fahrzeugbrief', 'B (EZ)   11.04.1972', 'Ausg. am   03.09.2015', 'Behörde   Kreis Beispiel')).toBe('2015-09-03');
    expect(dated('title', 'Certificate of Title', 'First reg.   04/06/1981', 'Stamp   19/11/2012', 'Owner   J. Example')).toBe('2012-11-19');
  });
});
