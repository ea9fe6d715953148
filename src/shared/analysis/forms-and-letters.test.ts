import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { chooseDate, dateCandidates } from './date-roles';
import { fullPersonName, withoutOwner } from './issuer-name';
import { identifiesShop } from './receipt-head';
import { sectionHeading } from './line-items';
import { roleOf } from './date-roles';
import { prepareText } from './text-values';
import { signedTwice, valueInSentence } from './unlabelled-fields';

const page = (...lines: string[]) => prepareText(lines.join('\n'), true);
const bill = (lines: string[]) => analyzeText({ today: '2026-01-01', fileName: 'bill.pdf', documentType: 'service', text: lines.join('\n') });

describe('who signs a letter or report at its close', () => {
  it('is the name signed and typed again, the role after a comma dropped', () => {
    expect(signedTwice(page('Respectfully,', 'Ann Lee', 'Ann Lee, Chair, Valuation Committee'))).toBe('Ann Lee');
    expect(signedTwice(page('Sachverständiger', 'Oberdorfer   IHK Landshut', 'Dipl.-Ing. Helmut Oberdorfer'))).toBe('Dipl.-Ing. Helmut Oberdorfer');
    // A degree names its school in brackets: still the title, the person follows ("Dipl.-Ing. (FH)", "Dipl.-Kfm. (Univ.)").
    expect(signedTwice(page('Marktwert   9.000 €', '', 'Wendt', 'Dipl.-Ing. (FH) Ole Wendt'))).toBe('Dipl.-Ing. (FH) Ole Wendt');
    expect(signedTwice(page('Value   £ 9,000', '', 'Amberley', 'Dipl.-Kfm. (Univ.) Jonas Amberley, Valuer'))).toBe('Dipl.-Kfm. (Univ.) Jonas Amberley');
  });

  it('is nobody when no name is printed twice', () => {
    expect(signedTwice(page('Kind regards,', '', 'Ann Lee, Club Valuer'))).toBeNull();
    expect(signedTwice(page('Total   500.00', 'Thank you'))).toBeNull();
  });
});

describe('an appraised value stated in a sentence', () => {
  it('is the sum of the line that names the value, not one of the next', () => {
    const doc = page('In the opinion of the committee, the fair market value of this automobile is $5,400.', 'For comparison, the owner paid $1,890.');
    expect(valueInSentence(doc)).toBe(5400);
  });

  it('reads a label followed by a dash and a remark, and the Swiss insured value', () => {
    expect(
      analyzeText({ today: '2026-01-01', fileName: 'a.pdf', documentType: 'appraisal', text: 'Marktwert (Händlerpreis) — ermittelt   DM 22.500,00' })
        .appraisedValue,
    ).toBe(22500);
    expect(analyzeText({ today: '2026-01-01', fileName: 'a.pdf', documentType: 'appraisal', text: "Versicherungswert CHF   137'000.00" }).appraisedValue).toBe(
      137000,
    );
  });
});

describe('a letter’s place and date', () => {
  it('is the document’s own date, and wins an appraisal over the inspection’s', () => {
    const doc = page('Besichtigung am   02.03.1999', '', 'Landshut, 05.03.1999', 'Sachverständiger');
    expect(dateCandidates(doc).map((c) => c.role)).toEqual(['work', 'document']);
    expect(chooseDate(doc, 'appraisal')?.iso).toBe('1999-03-05');
  });

  it('is not given by a date a running sentence recalls', () => {
    const doc = page('23rd December 2004', '', 'Thank you for bringing the car to our area meeting on 3rd December 2004. I inspected it.');
    expect(chooseDate(doc, 'appraisal')?.iso).toBe('2004-12-23');
  });
});

describe('a firm’s name before its owner’s', () => {
  it('drops the owner', () => {
    expect(withoutOwner('KFZ-SERVICE MERTENS INH. TOBIAS MERTENS')).toBe('KFZ-SERVICE MERTENS');
    expect(withoutOwner('Autohaus Berg, Inhaberin Eva Berg')).toBe('Autohaus Berg');
    expect(withoutOwner('Bridge Garage Prop. J. Evans')).toBe('Bridge Garage');
    expect(withoutOwner('Proper Motors Ltd')).toBe('Proper Motors Ltd');
  });
});

describe('a bill’s sums as forms print them', () => {
  it('never takes a settled balance of nothing for the total; a payment printed as a deduction', () => {
    const r = bill(['Repair   330.00', 'Total   $571.74', 'Paid 12/15/2025 (Zelle)   -$571.74', 'Balance Due   $0.00']);
    expect(r.totalCost).toBe(571.74);
  });

  it('reads a tax at its rate ("VAT @ 15%")', () => {
    const r = bill(['Labour   £399.00', 'Parts   £303.12', 'VAT @ 15%   £105.32', 'Total   £807.44']);
    expect(r.extractedData.find((p) => p.key === 'tax')?.value).toBe('105.32');
  });

  it('reads labour rows led by a type column’s word, and the services’ and goods’ subtotals', () => {
    const r = bill([
      'Item   Description   Qty   Rate   Amount',
      'Labor   Replace starter motor   3   110.00   $330.00',
      'Part   Starter motor (reman)   1   35.01   $35.01',
      '',
      'Labor subtotal   $330.00',
      'Parts subtotal   $35.01',
      'Total   $365.01',
    ]);
    expect(r.workPerformed).toEqual(['Replace starter motor']);
    expect(r.partsUsed).toEqual(['Starter motor (reman)']);
    const de = bill([
      'Waren',
      '4   Sommerreifen   347,64',
      '1   Ventile   8,07',
      'Summe Waren   355,71',
      '',
      'Dienstleistungen',
      '1   Reifenmontage   25,02',
      '1   Auswuchten   28,92',
      'Summe Dienstleistungen   53,94',
      'Endbetrag EUR   409,65',
    ]);
    expect([de.laborCost, de.partsCost]).toEqual([53.94, 355.71]);
  });
});

describe('a party signed with an initial', () => {
  it('is named in full where the page introduces it', () => {
    const lines = ['Zwischen Heinz Rapp, Hauptstr. 13', 'und Sabine Pfisterer, Am Bahnhof 44', 'H. Rapp   S. Pfisterer'];
    expect(fullPersonName('S. Pfisterer', lines)).toBe('Sabine Pfisterer');
    expect(fullPersonName('S. Pfisterer', [...lines, 'Stefan Pfisterer'])).toBe('S. Pfisterer');
    expect(fullPersonName('Sabine Pfisterer', lines)).toBe('Sabine Pfisterer');
  });

  it('reads several initials, each for one given name in order, and a hyphened initial for a double name', () => {
    const en = ['I, Captain Rowena Beatrix Allardyce of Hexham, sell to Owen Pryce the vehicle below.', 'R. B. Allardyce   O. Pryce'];
    expect(fullPersonName('R. B. Allardyce', en)).toBe('Rowena Beatrix Allardyce');
    expect(fullPersonName('B. R. Allardyce', en)).toBe('B. R. Allardyce');
    expect(fullPersonName('R. Allardyce', en)).toBe('R. Allardyce');
    const de = ['Verkäufer ist Hans-Peter Jörg Odenwald, Eichenweg 3, Käufer Grete Lamm.', 'Verkäufer: H.-P. J. Odenwald'];
    expect(fullPersonName('H.-P. J. Odenwald', de)).toBe('Hans-Peter Jörg Odenwald');
    expect(fullPersonName('H. J. Odenwald', de)).toBe('Hans-Peter Jörg Odenwald');
    expect(fullPersonName('H. J. Odenwald', [...de, 'Hanna Jutta Odenwald'])).toBe('H. J. Odenwald');
    expect(fullPersonName('J. Odenwald', [...de, 'Jörg Odenwald', 'Jana Odenwald'])).toBe('J. Odenwald');
  });
});

describe('papers’ small print', () => {
  it('reads a grade alone as the condition, and a check letter closing a policy number in groups', () => {
    const appraisal = analyzeText({ today: '2026-01-01', fileName: 'a.pdf', documentType: 'appraisal', text: 'Karosserie   3\nGesamtzustand (Note)   3' });
    expect(appraisal.conditionNotes).toBe('3');
    const policy = analyzeText({
      today: '2026-01-01',
      fileName: 'p.pdf',
      documentType: 'insurance',
      text: 'Versicherungs-Nr.   39 238 524 K\nJahresbeitrag   DM 825,44',
    });
    expect(policy.policyNumber).toBe('39 238 524 K');
  });

  it('takes no declined section for the cover, and no limit for the excess', () => {
    const policy = analyzeText({
      today: '2026-01-01',
      fileName: 'p.pdf',
      documentType: 'insurance',
      text: [
        'Coverages   Limits / Deductibles   Premium',
        'Bodily Injury   $50,000/100,000   $103.67',
        'Medical Payments   $5,000   $11.49',
        'Comprehensive   Not Covered   --',
        'Collision   $1,000 Deductible   $247.90',
        'Total Policy Premium   $363.06',
      ].join('\n'),
    });
    expect(policy.coverageType).toBe('Collision');
    expect(policy.deductible).toBe(1000);
  });

  it('knows a call-out as work’s date, a dated heading of jobs, a German street, a tyre’s index', () => {
    expect(roleOf('Einsatz vor Ort am')).toBe('work');
    expect(sectionHeading('Work carried out 5th May 1984:')).toBe('work');
    expect(identifiesShop('Robert-Bosch-Str. 67')).toBe(true);
    expect(identifiesShop('TANKSTELLE SAUERWEIN')).toBe(false);
    const r = bill(['Waren', '4   Sommerreifen 195/65 R15 91H   347,64', '1   Ventile   8,07', 'Summe Waren   355,71', 'Endbetrag EUR   355,71']);
    expect(r.partsUsed).toContain('Sommerreifen 195/65 R15 91H');
  });
});

describe('a registration card’s document number', () => {
  it('under "DOC NO.", without the date of the column beside it run into its cell', () => {
    const word = (text: string, x: number, row: number) => ({ text, x0: x, x1: x + text.length * 5, y0: 100 + row * 14, y1: 108 + row * 14 });
    const words = [
      word('REGISTRATION CARD', 50, 0),
      ...[
        ['BODY TYPE', 50],
        ['CLASS', 150],
        ['DATE ISSUED', 400],
        ['DOC NO.', 470],
        ['TYPE LIC', 650],
      ].map(([t, x]) => word(t as string, x as number, 1)),
      ...[
        ['4D', 50],
        ['12', 150],
        ['06/12/1988', 400],
        ['78051638', 453],
        ['CM', 650],
      ].map(([t, x]) => word(t as string, x as number, 2)),
    ];
    const text = words.map((w) => w.text).join(' ');
    const card = analyzeText({ today: '2026-01-01', fileName: 'r.pdf', documentType: 'registration', text, words });
    expect(card.registrationNumber).toBe('78051638');
  });
});

describe('a German plate of a kind of its own', () => {
  it('is read under "Kurzzeitkennzeichen", "Saisonkennzeichen" as under "Kennzeichen"', () => {
    const card = analyzeText({
      today: '2026-01-01',
      fileName: 'r.pdf',
      documentType: 'registration',
      text: ['Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', 'Kurzzeitkennzeichen:   BA 04-893', 'Versicherungsbestätigung (eVB-Nr.)   X711QT13'].join(
        '\n',
      ),
    });
    expect(card.plateNumber).toBe('BA 04-893');
  });
});
