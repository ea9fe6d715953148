import { describe, expect, it } from 'vitest';
import { buildRows, type Word } from './layout';
import { joinMinorUnitColumns } from './minor-unit-columns';

/** Words at given x positions, one row each. */
const page = (...rows: [string, number][][]): Word[] =>
  rows.flatMap((cells, r) => cells.map(([text, x]) => ({ text, x0: x, x1: x + text.length * 5, y0: 100 + r * 14, y1: 108 + r * 14 })));

describe('sums printed in a unit column and a hundredths column', () => {
  it('joins whole and hundredths under "DM   Pf" into one amount, with the decimal comma', () => {
    const rows = joinMinorUnitColumns(
      buildRows(
        page(
          [
            ['Pos.', 50],
            ['Gegenstand', 100],
            ['DM', 400],
            ['Pf', 450],
          ],
          [
            ['1', 50],
            ['Ventile eingestellt', 100],
            ['12', 400],
            ['34', 450],
          ],
          [
            ['Summe Arbeitslohn', 100],
            ['187', 395],
            ['05', 450],
          ],
        ),
      ),
    );
    expect(rows.map((r) => r.text)).toEqual(['Pos.   Gegenstand   DM   Pf', '1   Ventile eingestellt   12,34', 'Summe Arbeitslohn   187,05']);
    expect(rows[1].cells.at(-1)).toMatchObject({ text: '12,34', start: '1   Ventile eingestellt   '.length });
  });

  it('takes the point under "£   p", and leaves a row alone whose last figures are no such pair', () => {
    const rows = joinMinorUnitColumns(
      buildRows(
        page(
          [
            ['Description', 50],
            ['£', 400],
            ['p', 450],
          ],
          [
            ['Brake shoes', 50],
            ['4', 400],
            ['75', 450],
          ],
          [
            ['Mileage', 50],
            ['45 480', 250],
          ],
        ),
      ),
    );
    expect(rows.map((r) => r.text)).toEqual(['Description   £   p', 'Brake shoes   4.75', 'Mileage   45 480']);
  });

  it("reads a heading a scan misread by its other word ('£   pP', 'om   Pf'), and a pair read as one word across both columns", () => {
    const pounds = joinMinorUnitColumns(
      buildRows(
        page(
          [
            ['£', 400],
            ['pP', 422],
          ],
          [
            ['Door casings re-covered', 50],
            ['66', 400],
            ['50', 422],
          ],
          [
            ['Rear squab re-covered', 50],
            ['91-50', 398],
          ],
        ),
      ),
    );
    expect(pounds.map((r) => r.text)).toEqual(['£   pP', 'Door casings re-covered   66.50', 'Rear squab re-covered   91.50']);
    const marks = joinMinorUnitColumns(
      buildRows(
        page(
          [
            ['Arbeit Material', 50],
            ['om', 400],
            ['Pf', 450],
          ],
          [
            ['Ventile eingestellt', 50],
            ['8', 405],
            ['50', 450],
          ],
        ),
      ),
    );
    expect(marks[1].text).toBe('Ventile eingestellt   8,50');
  });

  it('joins a pair written a little left of the printed columns, one word with a narrow space, and a dash for no hundredths', () => {
    const rows = joinMinorUnitColumns(
      buildRows(
        page(
          [
            ['Gegenstand', 100],
            ['DM', 460],
            ['Pf', 530],
          ],
          // "45 85" ends short of the "Pf" heading's left edge: still the unit and its hundredths.
          [
            ['Zündung eingestellt', 100],
            ['45 85', 495],
          ],
          [
            ['Abschmieren', 100],
            ['4 —', 496],
          ],
          [
            ['Zusammen', 100],
            ['49 85', 495],
          ],
        ),
      ),
    );
    expect(rows.map((r) => r.text)).toEqual(['Gegenstand   DM   Pf', 'Zündung eingestellt   45,85', 'Abschmieren   4,00', 'Zusammen   49,85']);
  });

  it('takes no two words for a heading unless one is a unit', () => {
    const rows = buildRows(
      page(
        [
          ['Pos', 50],
          ['No', 400],
          ['Qty', 450],
        ],
        [
          ['Brake shoes', 50],
          ['12', 400],
          ['34', 450],
        ],
      ),
    );
    expect(joinMinorUnitColumns(rows)).toEqual(rows);
  });

  it('joins nothing on a page without such a heading', () => {
    const rows = buildRows(
      page([
        ['Labour', 50],
        ['12', 400],
        ['34', 450],
      ]),
    );
    expect(joinMinorUnitColumns(rows)).toEqual(rows);
  });

  it('cuts a heading printed as one word pair ("Shs. cts.") into its two columns, and takes the point', () => {
    const rows = joinMinorUnitColumns(
      buildRows(
        page(
          [
            ['Particulars', 50],
            ['Shs. cts.', 395],
          ],
          [
            ['Super petrol', 50],
            ['380', 390],
            ['35', 430],
          ],
          [
            ['Total Shs.', 300],
            ['429', 390],
            ['45', 430],
          ],
        ),
      ),
    );
    expect(rows.map((r) => r.text)).toEqual(['Particulars   Shs. cts.', 'Super petrol   380.35', 'Total Shs.   429.45']);
  });
});
