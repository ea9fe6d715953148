import { describe, expect, it } from 'vitest';
import { placedPage, type Placed } from './grid-page.test-helper';
import { buildRows, rowsToLines } from './layout';
import { receiptIssuer } from './receipt-issuer';

const page = (...rows: (Placed[] | null)[]) => rowsToLines(buildRows(placedPage(...rows)));

describe('who issued a receipt, said in words', () => {
  it('takes the firm a sentence says the receipt is from', () => {
    expect(receiptIssuer(['Your receipt from Greene Car Spa', 'Receipt #6316-1848', 'Amount charged   £105.00'])).toBe('Greene Car Spa');
    expect(receiptIssuer(['Ihre Quittung von Tankstelle Bell', 'Betrag   42,95'])).toBe('Tankstelle Bell');
  });

  it("takes the stamp under the pad's caption for it, in its column, never the place and date beside it", () => {
    const pad = page(
      [['QUITTUNG   Nr. 928', 50]],
      [
        ['DM gesamt', 50],
        ['415,69', 300, 'right'],
      ],
      [
        ['Ort / Datum', 50],
        ['Stempel / Unterschrift', 330],
      ],
      [
        ['Pfaffenhofen, 15.03.1999', 50],
        ['Abschleppdienst Kraus', 330],
      ],
    );
    expect(receiptIssuer(pad.lines, pad.rowOf)).toBe('Abschleppdienst Kraus');
  });

  it("takes no stamp of the receipt's keeper under the caption ('EINGANG') for the issuer", () => {
    const pad = page([['Sattlerei Hartmann · Lindenallee 23 · Osnabrück', 50]], [['Stempel/Unterschrift des Empfängers', 50]], null, [['EINGANG', 50]]);
    expect(receiptIssuer(pad.lines, pad.rowOf)).toBeNull();
  });

  it('says nothing where the page names its issuer only in its letterhead', () => {
    const slip = page(
      [['MILL LANE PARTS', 50]],
      [['02/11/2022 14:31', 50]],
      [
        ['SPARK PLUGS 4', 50],
        ['12.00', 300, 'right'],
      ],
    );
    expect(receiptIssuer(slip.lines, slip.rowOf)).toBeNull();
  });
});
