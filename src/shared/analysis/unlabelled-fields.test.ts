import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { prepareText } from './text-values';
import { formPairs } from './form-pairs';
import {
  addendsOfTotal,
  appraiserBySignatureBlock,
  valueInSentence,
  valueStatedApart,
  excessByElimination,
  identifierByLabelShape,
  identifierByValueShape,
  latestUnclaimedDate,
  onlyUnclaimedDate,
  plateAfterItsLabel,
  plateByFormat,
  plateByShape,
  roleOf,
  sellerByRole,
  taxByArithmetic,
  totalByArithmetic,
  valueOfKeywordLabel,
  yearLongPeriod,
} from './unlabelled-fields';

const doc = (...lines: string[]) => prepareText(lines.join('\n'), true);

describe('fields without a label of their own list', () => {
  it('an identifier under any label shaped like one, never a customer number, a date or a VIN', () => {
    expect(identifierByLabelShape(doc('Kundennummer: 778812', 'Zertifikatsnummer: QX-2231-77'), /kunde/i)).toBe('QX-2231-77');
    expect(identifierByLabelShape(doc('Widget ID   4711-A'), /kunde/i)).toBe('4711-A');
    expect(identifierByLabelShape(doc('Entry no.: 12.03.2024'), /kunde/i)).toBeNull();
    expect(identifierByLabelShape(doc('Unit ID   1HGCM82633A004352'), /kunde/i)).toBeNull();
    // A supplement's count in a sentence is no identifier, nor the word after it.
    expect(identifierByLabelShape(doc('Endorsement No. 3 to your policy'), /kunde/i)).toBeNull();
    expect(identifierByLabelShape(doc('Policy ref. CV 77120 issued'), /kunde/i)).toBe('CV 77120');
  });

  it('reads an identifier column under a heading row', () => {
    expect(identifierByLabelShape(doc('PLATE NO   YR   FILE NO   DUE', 'ABC123   87   77-12345   04/26/2027'), /plate/i)).toBe('77-12345');
  });

  it('knows German and current British plates by their format only', () => {
    expect(plateByFormat(doc('Something   K-C 522', 'x'))).toBe('K-C 522');
    expect(plateByFormat(doc('Mark   MD11 BDC'))).toBe('MD11 BDC');
    expect(plateByFormat(doc('Order   2024-77'))).toBeNull();
  });

  it('a total that the two amounts above it add up to', () => {
    expect(totalByArithmetic(doc('Before anything   469.80', 'Levy   56.38', 'Whatever   £ 526.18', 'Monthly   £ 43.85'))).toBe(526.18);
    expect(totalByArithmetic(doc('A   10.00', 'B   20.00', 'C   35.00'))).toBeNull();
    // A line that goes on in a column of its own: its first sum is its figure (decision 045).
    expect(
      totalByArithmetic(
        doc(
          'Nettoprämie jährlich   € 1.500,00   Zahlweise: vierteljährlich',
          'Versicherungssteuer 11 %   € 165,00   Teilbetrag je Quartal   € 416,25',
          'Jahresprämie inkl. Steuer   € 1.665,00',
        ),
      ),
    ).toBe(1665);
  });

  it('two dates one year apart (less a day) are a period', () => {
    expect(yearLongPeriod(doc('Issued 01.02.2024', 'Begins 03.03.2016   Stops 02.03.2017'))).toEqual({ start: '2016-03-03', end: '2017-03-02' });
    expect(yearLongPeriod(doc('03.03.2016   05.09.2016'))).toBeNull();
  });

  it('an expiry is the latest date no label claims, with another date before it', () => {
    expect(latestUnclaimedDate(doc('Made 12.05.1971', 'Checked until 31.03.2026'), new Set(['1971-05-12']))).toBe('2026-03-31');
    expect(latestUnclaimedDate(doc('Made 12.05.1971', 'Issued 31.03.2026'), new Set(['2026-03-31']))).toBeNull();
    expect(latestUnclaimedDate(doc('Only 31.03.2026'), new Set())).toBeNull();
  });
});

describe('a contract without the usual labels', () => {
  const contract = [
    'Some Agreement',
    'Made in   1968',
    'First on the road   09.11.1968',
    'Changed hands   11.06.2007',
    'Agreed   € 11.500,00',
    'A deposit of € 1.150,00 has been paid.',
    '________________      ________________',
  ].join('\n');
  it('its price is its largest sum and its sale date its latest unclaimed date', () => {
    const result = analyzeText({ text: contract, fileName: 'x.pdf', documentType: 'purchase', today: '2026-01-01' });
    expect(result.purchasePrice).toBe(11500);
    expect(result.saleDate).toBe('2007-06-11');
  });
});

describe('subtotals by arithmetic', () => {
  it('two amounts adding up to the next line, with a larger gross after it, are a split of the net', () => {
    expect(addendsOfTotal(doc('Hours   208.80', 'Stuff   68.34', 'Before   277.14', 'Levy 7%   19.40', 'Pay   $296.54'))).toEqual([208.8, 68.34]);
    // Net and tax over the gross are no split.
    expect(addendsOfTotal(doc('Net   277.14', 'Levy 7%   19.40', 'Pay   $296.54'))).toBeNull();
  });
});

describe('fields by elimination and by their values shape', () => {
  const pairs = (...lines: string[]) => formPairs(doc(...lines));

  it('an identifier by its shape, never a plate, a date or a number under an excluded label', () => {
    expect(identifierByValueShape(pairs('Scheme code   Tier', 'QK-4410-2291   Gold'), /customer/i)).toBe('QK-4410-2291');
    expect(identifierByValueShape(pairs('Customer   Tier', 'QK-4410-2291   Gold'), /customer/i)).toBeNull();
    expect(identifierByValueShape(pairs('Mark   Tier', 'HD-AV 719   Gold'), /customer/i)).toBeNull();
    expect(identifierByValueShape(pairs('Start   Tier', '2019-04-12   Gold'), /customer/i)).toBeNull();
  });

  it('a plate of letters and digits that is neither the certificate number nor the VIN', () => {
    const p = pairs('TAG   MODEL   FILE NO', 'K7LM204   PLYMOUTH   KQ88231');
    expect(plateByShape(p, ['KQ88231'], /file/i)).toBe('K7LM204');
    expect(plateByShape(pairs('TAG   MODEL', 'PLYMOUTH   1968'), [], /file/i)).toBeNull();
  });

  it('the value of a label holding a field word among others, when it has the field shape', () => {
    const p = pairs('Policy start   Product chosen', '01.02.2020   Gold Care');
    expect(valueOfKeywordLabel(p, /product|plan/)).toBe('Gold Care');
    expect(valueOfKeywordLabel(pairs('Plan starts   Other', '01.02.2020   x1'), /product|plan/)).toBeNull();
  });

  it('an excess is the one round sum left when the premium, its parts, instalments and insured values are accounted for', () => {
    const p = pairs('Customer share   Insured sum', '£ 150.00   £ 24,000.00', 'Net   410.00', 'Levy   49.20', 'Pay   £ 459.20', 'Monthly   £ 38.27');
    expect(excessByElimination(p, 459.2, [410, 49.2])).toBe(150);
    // Two round sums left: no guess.
    expect(excessByElimination([...p, ...pairs('Other share   £ 250.00')], 459.2, [410, 49.2])).toBeNull();
    expect(excessByElimination(p, null, [])).toBeNull();
  });

  it('the only date of a registration card, when no label claims it', () => {
    expect(onlyUnclaimedDate(doc('TAG   GOOD UNTIL', 'K7LM204   09/30/2026'), new Set())).toBe('2026-09-30');
    expect(onlyUnclaimedDate(doc('Issued   09/30/2026'), new Set(['2026-09-30']))).toBeNull();
    expect(onlyUnclaimedDate(doc('A 01/02/2020', 'B 09/30/2026'), new Set())).toBeNull();
  });

  it('the tax of a bill by its arithmetic: net and tax add up to the total after them', () => {
    expect(taxByArithmetic(doc('Net   100.00', 'Levy @ 20%   20.00', 'Payable', '£ 120.00'), 120)).toBe(20);
    expect(taxByArithmetic(doc('Net   100.00', 'Levy   20.00', 'Pay   £ 120.00'), 99)).toBeNull();
  });
});

describe('the parties of a sale by their roles', () => {
  it('knows a role by the stem of a seller or buyer word', () => {
    expect(roleOf('Selling dealer')).toBe('seller');
    expect(roleOf('Purchasing club')).toBe('buyer');
    expect(roleOf('Käufer')).toBe('buyer');
    expect(roleOf('Verkaufende Seite')).toBe('seller');
    expect(roleOf('Verkäuferin')).toBe('seller');
    // A stem both sides share says nothing.
    expect(roleOf('Transferring party')).toBeNull();
  });

  it('the seller is the seller row, or the other party beside the buyer row of a role table', () => {
    expect(sellerByRole(doc('Part   Name   Address', 'Buying member   Ann Lee   4 Elm Road', 'Outgoing holder   Tom Ray   9 Oak Road'))).toBe('Tom Ray');
    expect(sellerByRole(doc('Part   Name   Address', 'Selling member   Ann Lee   4 Elm Road', 'Other   Tom Ray   9 Oak Road'))).toBe('Ann Lee');
    expect(sellerByRole(doc('Part   Name   Address', 'First   Ann Lee   4 Elm Road', 'Second   Tom Ray   9 Oak Road'))).toBeNull();
    // An address OCR put on a line of its own between the two rows.
    expect(sellerByRole(doc('Part   Name   Address', 'Buying member   Ann Lee', '4 Elm Road', 'Outgoing holder   Tom Ray   9 Oak Road'))).toBe('Tom Ray');
  });
});

describe('an owner named by time (decision 036)', () => {
  it('the owner before the change sells, the new one buys', () => {
    expect(roleOf('Previous keeper')).toBe('seller');
    expect(roleOf('Jetziger Halter')).toBe('seller');
    expect(roleOf('Future owner')).toBe('buyer');
    expect(roleOf('Neue Besitzerin')).toBe('buyer');
    expect(roleOf('Owner')).toBeNull();
    expect(sellerByRole(doc('Side   Name', 'Future owner   Ann Lee   4 Elm Road', 'Present owner   Tom Ray   9 Oak Road'))).toBe('Tom Ray');
  });
});

describe('an appraisal read without its labels (decision 042)', () => {
  const doc = (text: string) => prepareText(text, true);

  it('the appraiser signs over the word of their trade, or after it and a colon', () => {
    expect(appraiserBySignatureBlock(doc('Report\n\nYours faithfully\n\nAlan Pike\nChartered Vehicle Assessor\n1 High Street, Leeds'))).toBe('Alan Pike');
    expect(appraiserBySignatureBlock(doc('Kurzbewertung\nFahrzeug   Opel Kadett\n\nGutachterin: Petra Lenz'))).toBe('Petra Lenz');
    expect(appraiserBySignatureBlock(doc('Wertgutachten\n\nJonas Weber, Kfz-Sachverständiger'))).toBe('Jonas Weber');
    // A name with no trade beside it is anyone's: the owner, the client.
    expect(appraiserBySignatureBlock(doc('Report\nOwner: Alan Pike\n\nAlan Pike'))).toBeNull();
  });

  it('who signs: beside the date over the trade, under a caption of the trade, after "Signed", under a letter’s close (decision 045)', () => {
    expect(appraiserBySignatureBlock(doc('Valuation\n\nDate: 5th May 2016   Ann Holroyd\nClub Valuer'))).toBe('Ann Holroyd');
    expect(
      appraiserBySignatureBlock(doc('Bewertung\nMarktwert   Fr. 9000.-\n\nBasel, 25.12.2024   Der Schätzer:\n\nBeat Rohner\nMitglied der Kommission')),
    ).toBe('Beat Rohner');
    expect(appraiserBySignatureBlock(doc('J. Stone B.Sc., M.I.M.I.\nValuation report\n\nSigned   J. Stone'))).toBe('J. Stone');
    expect(appraiserBySignatureBlock(doc('Dear Sir,\nI value the car at €9,000.\n\nYours faithfully,\n\nNiamh Byrne\nNiamh Byrne, Proprietor'))).toBe(
      'Niamh Byrne',
    );
  });

  it("takes the letterhead's firm over its trade line for no signer where a person signs below (en, de)", () => {
    const en =
      'Carrick Classic Valuations\nIndependent assessors of veteran cars\n3 Quay Street, Carrickfergus\n\n2 March 2015\nDear Sirs,\nI value the car at £18,000.\n\nYours faithfully,\n\nFergal Byrne, MIMI';
    expect(appraiserBySignatureBlock(doc(en))).toBe('Fergal Byrne');
    const de =
      'Hochwald Classic Expertise\nSachverständige für historische Fahrzeuge\nTrierer Straße 8, 54411 Hermeskeil\n\nHermeskeil, 04.05.2018\nDer Wiederbeschaffungswert beträgt 22.000 €.\n\nMit freundlichen Grüßen\n\nRenate Thiel';
    expect(appraiserBySignatureBlock(doc(de))).toBe('Renate Thiel');
    // With no signer below, the letterhead's name over its trade is what the page gives.
    expect(appraiserBySignatureBlock(doc('Carrick Classic Valuations\nIndependent assessors of veteran cars\n\n2 March 2015\nValue   £18,000'))).toBe(
      'Carrick Classic Valuations',
    );
  });

  it('a value stated in a sentence and set apart on its own line', () => {
    expect(valueStatedApart(doc('We consider the value of this car to be\n€31,500\nfor insurance purposes.'))).toBe(31500);
    // A sum with words of its own is a line of the page, not the statement's value.
    expect(valueStatedApart(doc('Its value was checked\nFee paid £120 by cheque'))).toBeNull();
  });

  it('a value stated in a sentence, with its sum in a currency (decision 045)', () => {
    expect(valueInSentence(doc('Ergebnis\nDer Verkehrswert wird zum Stichtag mit € 21.800,- festgestellt.'))).toBe(21800);
    expect(valueInSentence(doc('I value the vehicle at €24,500.00 (24,500 euro) for insurance purposes.'))).toBe(24500);
    // A cost or a fee in the sentence is no value of the car.
    expect(valueInSentence(doc('Reparaturkosten nicht wertmindernd: € 3.420,00'))).toBeNull();
    expect(valueInSentence(doc('Valuation fee   £120.00'))).toBeNull();
  });
});

describe('a plate one space after its label', () => {
  it('reads the plate-shaped value up to the column gap, nothing else', () => {
    expect(plateAfterItsLabel(prepareText('NEW YORK STATE DMV\nPLATE NO. GHT 2291   CLASS PAS', false))).toBe('GHT 2291');
    expect(plateAfterItsLabel(prepareText('License plate holder fitted   12.00', false))).toBeNull();
    expect(plateAfterItsLabel(prepareText('LICENSE PLATE 01/04/1998', false))).toBeNull();
  });
});

describe("an appraisal's value in a letter's sentences", () => {
  it('reads a sum a blank line under the sentence that names the value', () => {
    expect(
      valueStatedApart(
        doc(
          'the Committee is of the opinion that an agreed',
          'value for insurance purposes should be:',
          '',
          '£31,500',
          '',
          'Condition category:   Category 3 — Good',
        ),
      ),
    ).toBe(31500);
  });

  it('reads a sentence wrapped before its sum, not a fee in another', () => {
    const letter = doc(
      'Aufgrund meiner Besichtigung und der aktuellen Marktlage schätze ich den heutigen Marktwert Ihres',
      "Fahrzeugs auf CHF 12'500.-.",
      'Für die Bewertung verrechnet der Club Mitgliedern CHF 120.-.',
    );
    expect(valueInSentence(letter)).toBe(12500);
    expect(valueInSentence(doc('In my opinion the value of the car', 'is $18,500.00 as of today.'))).toBe(18500);
  });
});

describe('a number printed in groups under a label shaped like an identifier’s', () => {
  it('is one number, not its first group or two', () => {
    expect(identifierByLabelShape(doc('Schweizerische Eidgenossenschaft   Nr. 1 046 560'), /kunde/i)).toBe('1 046 560');
    expect(identifierByLabelShape(doc('Polizzennummer   TM 245 458-2'), /kunde/i)).toBe('TM 245 458-2');
    expect(identifierByLabelShape(doc('Nachtrag Nr. 2 zum Versicherungsschein'), /kunde/i)).toBeNull();
  });
});
