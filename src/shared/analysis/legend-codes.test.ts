import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { placedPage, type Placed } from './grid-page.test-helper';
import { buildRows, type Row, type Word } from './layout';
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
    // A dot read as a dash glued to the next code.
    expect(pageLegend(['1 Halter · 2 Marke -3 Kilometerstand · 4 Datum'])?.captions.get('3')).toBe('Kilometerstand');
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

  it('reads a scanned key whose dots OCR read as dashes, and its first code glued to its caption', () => {
    const key = pageLegend(['Schlüssel: AAuftrag - B Datum - C Kennzeichen - D Kilometerstand']);
    expect([...(key?.captions ?? [])]).toEqual([
      ['A', 'Auftrag'],
      ['B', 'Datum'],
      ['C', 'Kennzeichen'],
      ['D', 'Kilometerstand'],
    ]);
    // Dashes between numbers and words are no key; a glued capital out of the codes' sequence is no code.
    expect(pageLegend(['Tel. 0171 22 - Fax 0172 33 - Mobil 0173 44'])).toBeNull();
    expect(pageLegend(['XAuftrag Nr. - B Datum - C Kennzeichen - D Kilometerstand'])).toBeNull();
  });
});

/** Placed words as OCR gives them: each with a confidence, the words of a row one OCR line. */
const scanned = (...rows: (Placed[] | null)[]): Word[] => placedPage(...rows).map((w) => ({ ...w, confidence: 90, line: String(w.y0) }));

describe("a scanned grid's codes read by their places in the key", () => {
  const texts = (rows: Row[]) => rows.map((r) => r.cells.map((c) => c.text));

  it('puts codes misread in their boxes as the key codes of their places', () => {
    const words = scanned(
      [
        ['[A]', 50],
        ['4471', 80],
        ['[=]', 300],
        ['03.02.1979', 330],
      ],
      [
        ['[>]', 50],
        ['HB-KL 212', 80],
        ['[2]', 300],
        ['112.480', 330],
      ],
      null,
      [['A Auftrag - B Datum - C Kennzeichen - D Kilometerstand', 50]],
    );
    const rows = decodeLegendRows(buildRows(words), true);
    expect(texts(rows).slice(0, 2)).toEqual([
      ['Auftrag', '4471', 'Datum', '03.02.1979'],
      ['Kennzeichen', 'HB-KL 212', 'Kilometerstand', '112.480'],
    ]);
    // A text PDF's codes are as printed: nothing is read by place.
    expect(texts(decodeLegendRows(buildRows(words)))[0]).toEqual(['A', '4471', '=', '03.02.1979']);
  });

  it("reads a numbered key's codes through their look-alike letters, one code of the key lost", () => {
    const words = scanned(
      [
        ['[l2]', 50],
        ['BL 4410', 80],
        ['[14]', 300],
        ['88-441-02', 330],
      ],
      [
        ['[I6]', 50],
        ['12.04.1971', 80],
      ],
      null,
      [['10 Eigentümer · 12 Kennzeichen · 14 Schein-Nr. · 16 Erstzulassung', 50]],
    );
    expect(texts(decodeLegendRows(buildRows(words), true)).slice(0, 2)).toEqual([
      ['Kennzeichen', 'BL 4410', 'Schein-Nr.', '88-441-02'],
      ['Erstzulassung', '12.04.1971'],
    ]);
  });

  it('reads a grid whose codes stand in another order than the key as printed, and leaves a list of numbered lines', () => {
    const disordered = scanned(
      [
        ['[D]', 50],
        ['4471', 80],
        ['[C]', 300],
        ['03.02.1979', 330],
      ],
      [
        ['[B]', 50],
        ['HB-KL 212', 80],
        ['[A]', 300],
        ['112.480', 330],
      ],
      null,
      [['A Auftrag - B Datum - C Kennzeichen - D Kilometerstand', 50]],
    );
    // No code at its place: the codes are read as printed, not by place.
    expect(texts(decodeLegendRows(buildRows(disordered), true))[0]).toEqual(['Kilometerstand', '4471', 'Kennzeichen', '03.02.1979']);
    const list = scanned(
      [
        ['1', 50],
        ['Oil filter', 80],
      ],
      [
        ['2', 50],
        ['Spark plugs', 80],
      ],
      [
        ['1', 50],
        ['Air filter', 80],
      ],
      [
        ['1', 50],
        ['Fan belt', 80],
      ],
      null,
      [['1 Plate · 2 Odometer · 3 Owner', 50]],
    );
    expect(texts(decodeLegendRows(buildRows(list), true))[0]).toEqual(['1', 'Oil filter']);
  });

  it("reads a scanned bill's mileage from a grid whose codes OCR misread", () => {
    const r = analyzeText({
      today: '2026-01-01',
      fileName: 'scan.jpg',
      documentType: 'service',
      text: '',
      ocrConfidence: 85,
      words: scanned(
        [['Kustenwerkstatt Meyer', 50]],
        null,
        [
          ['[A]', 50],
          ['5512', 80],
          ['[=]', 300],
          ['14.03.1996', 330],
        ],
        [
          ['[>]', 50],
          ['AUR-K 88', 80],
          ['[2]', 300],
          ['131.205', 330],
        ],
        null,
        [['A Auftrag - B Rechnungsdatum - C Kennzeichen - D Kilometerstand', 50]],
        null,
        [
          ['Bremsen vorn erneuert', 50],
          ['120,00', 400],
        ],
        [
          ['Gesamt', 50],
          ['120,00', 400],
        ],
      ),
    });
    expect(r.serviceMileage).toBe(131205);
  });
});
