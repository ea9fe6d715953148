import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { placedPage } from './grid-page.test-helper';
import { buildRows } from './layout';
import { decodeLegendLines, decodeLegendRows, pageLegend } from './legend-codes';

const bill = (text: string[], words?: ReturnType<typeof placedPage>) =>
  analyzeText({ today: '2026-01-01', fileName: 'bill.pdf', documentType: 'service', text: text.join('\n'), words });

describe('a grid of coded values read by its key', () => {
  it('reads a key of letters or numbers, and one whose last caption runs over to the next line', () => {
    expect([...(pageLegend(['A Job no. · B Invoice date · C Mileage'])?.captions ?? [])]).toEqual([
      ['A', 'Job no.'],
      ['B', 'Invoice date'],
      ['C', 'Mileage'],
    ]);
    const wrapped = pageLegend(['Key: 1 Plate · 2 Odometer · 3 Date work', 'completed · 4 Invoice']);
    expect(wrapped?.captions.get('3')).toBe('Date work completed');
    expect(wrapped?.lineIndexes).toEqual([0, 1]);
    // A list of counts and things is no key: its parts mix letters and numbers or lack a caption.
    expect(pageLegend(['2 tyres · B brakes · 1 battery'])).toBeNull();
  });

  it('puts each code cell as its caption, and leaves a numbered list alone', () => {
    expect(
      decodeLegendLines(['K   H-4410   M   12/03/1991', 'P   88,120   R   14/03/1991', 'K Invoice · M Date of work · P Odometer · R Invoice date']),
    ).toEqual([
      'Invoice   H-4410   Date of work   12/03/1991',
      'Odometer   88,120   Invoice date   14/03/1991',
      'K Invoice · M Date of work · P Odometer · R Invoice date',
    ]);
    // The numbers stand twice: a list's, not a key's.
    const list = ['1   Oil filter', '2   Spark plugs', '1   Air filter', '1 Plate · 2 Odometer · 3 Owner'];
    expect(decodeLegendLines(list)).toEqual(list);
  });

  it('splits a cell holding a code and its value a space apart', () => {
    const rows = decodeLegendRows(
      buildRows(
        placedPage(
          [
            ['07 SO 44512', 50],
            ['12 1.122.804', 300],
          ],
          [
            ['31 61,340 km', 50],
            ['44 02.09.1999', 300],
          ],
          [['07 Plate · 12 Permit no. · 31 Odometer · 44 Issued', 50]],
        ),
      ),
    );
    expect(rows[0].cells.map((c) => c.text)).toEqual(['Plate', 'SO 44512', 'Permit no.', '1.122.804']);
    expect(rows[1].cells.map((c) => c.text)).toEqual(['Odometer', '61,340 km', 'Issued', '02.09.1999']);
    // The value's cell begins where its text does, right of its code's.
    expect(rows[0].cells[1].x0).toBeGreaterThan(rows[0].cells[0].x1);
  });

  it("reads a bill's mileage and date of work from a lettered grid over its key (values by letter)", () => {
    const lines = [
      'Northside Motor Works',
      '14 Quay Street, Dundee',
      '',
      'A   5530         B   23/04/1992',
      'C   22/04/1992   D   SR 4410 K',
      'E   Rover 214    F   61,077',
      'A Job · B Invoice date · C Date of work · D Reg. · E Vehicle · F Mileage',
      '',
      'Replace clutch cable   Labour   40.00',
      'Clutch cable   Parts   12.00',
      'Total   52.00',
    ];
    const r = bill(lines);
    expect(r.serviceMileage).toBe(61077);
    expect(r.serviceDate).toBe('1992-04-22');
  });

  it('reads a bill whose values stand over their captions and whose reading is in kilometres', () => {
    const r = bill([
      'Harbour Garage Ltd',
      'Pier Road 9, Valletta',
      '',
      '7731   12/06/2001   11/06/2001   88,402',
      'Invoice no.   Date   Work done   Kilometres',
      '',
      'Service   Labour   60.00',
      'Total   60.00',
    ]);
    expect(r.serviceMileage).toBe(88402);
  });

  it("reads a Swiss or Liechtenstein paper's number by its key's caption", () => {
    const r = analyzeText({
      today: '2026-01-01',
      fileName: 'ausweis.pdf',
      documentType: 'registration',
      text: [
        'Fahrzeugausweis',
        '',
        '15 ZG 44180   18 771.204.551',
        '21 Opel Kadett   36 02.03.1984',
        '15 Kontrollschild · 18 Ausweis-Nr. · 21 Marke und Typ · 36 1. Inverkehrsetzung',
      ].join('\n'),
    });
    expect([r.plateNumber, r.registrationNumber]).toEqual(['ZG 44180', '771.204.551']);
  });

  it("reads a certificate's number after its number sign, and never takes the plate under its caption for it", () => {
    const card = (serial: string | null) =>
      analyzeText({
        today: '2026-01-01',
        fileName: 'carta.pdf',
        documentType: 'registration',
        text: '',
        words: placedPage(
          [['FAHRZEUGSCHEIN', 150]],
          serial ? [[serial, 170]] : null,
          null,
          [
            ['Kennzeichen / Targa', 50],
            ['Halter / Intestatario', 300],
          ],
          [
            ['TO 884120', 50],
            ['Rossi Mario, Torino', 300],
          ],
        ),
      });
    const numbered = card('N. TO 4471902');
    expect([numbered.registrationNumber, numbered.plateNumber]).toEqual(['TO 4471902', 'TO 884120']);
    const plain = card(null);
    expect([plain.registrationNumber, plain.plateNumber]).toEqual([null, 'TO 884120']);
  });
});
