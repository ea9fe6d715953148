import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { gridPage } from './grid-page.test-helper';
import { LABELS } from './labels';
import { beforeLater, inlineMileageValues, pairedMileageValues, readingByUnit } from './mileage-reading';

describe('an odometer reading inside a run of facts, or by its unit', () => {
  it("never reads a table's heading row as a sentence that runs on to the row under it", () => {
    // "Date of work   Kilometres" over "7.2.95   223,208": the caption heads a column, its figure is the cell under it.
    expect(inlineMileageValues(['No.   Date of work   Kilometres', '4223   7.2.95   223,208'], LABELS.mileage)).toEqual([]);
    expect(inlineMileageValues(['Die Arbeiten wurden ausgeführt bei einem km-Stand von', '42.778 km'], LABELS.mileage)).toEqual(['42.778 km']);
  });

  it('finds a mileage label inside a line of vehicle facts', () => {
    const lines = ['Fiat 124 Spider Kennzeichen F-GG 757 Baujahr 1970 Tachostand 166.725', 'Nächste Inspektion bei km 175.725'];
    expect(inlineMileageValues(lines, LABELS.mileage)).toEqual(['166.725']);
    expect(inlineMileageValues(['Triumph TR6 Plate 2CHD195 Odometer: 84,120 mi'], LABELS.mileage)).toEqual(['84,120 mi']);
    // A British bill's "Speedo" (decision 045).
    expect(inlineMileageValues(['Re: Land Rover Series III Reg. RDJ 369K Speedo 49,542'], LABELS.mileage)).toEqual(['49,542']);
    // The reading at the test or the handover, the occasion named after the label.
    expect(inlineMileageValues(['Fahrgestell-Nr. WDB1140101 Km-Stand bei Prüfung: 61.207'], LABELS.mileage)).toEqual(['61.207']);
    // When it was read, between the label and its colon.
    expect(inlineMileageValues(['Fahrgestell-Nr. 5630441478864 Km-Stand bei Prüfung: 88.116'], LABELS.mileage)).toEqual(['88.116']);
    expect(inlineMileageValues(['Mileage at collection: 48,210'], LABELS.mileage)).toEqual(['48,210']);
    expect(inlineMileageValues(['km bei nächster Inspektion: 90.000'], LABELS.mileage)).toEqual([]);
  });

  it('takes a number by its unit, never the next service’s', () => {
    expect(readingByUnit(['Next service due at 236,835 miles', 'Car in with 226,835 miles'])).toBe('226,835 miles');
    expect(readingByUnit(['Nächste Inspektion bei 175.725 km'])).toBeNull();
    expect(readingByUnit(['All work guaranteed 12 months / 12,000 miles.'])).toBeNull();
  });

  it('takes a pair whose label holds a mileage word among others, never a next service’s', () => {
    const pairs = [
      { label: 'Chassis', value: 'KZ5U2NZVEEY2LYUX5', lineIndex: 3 },
      { label: 'Mileage at next service', value: '170,000', lineIndex: 3 },
      { label: 'Recorded mileage', value: '160,699', lineIndex: 3 },
    ];
    expect(pairedMileageValues(pairs, LABELS.mileage)).toEqual(['160,699']);
  });

  // Decision 036: a value cell run into its neighbour's on the page.
  it('takes the number with a unit in a label’s value that holds a model’s figures too', () => {
    const words = gridPage(
      ['Werkstattrechnung'],
      ['Fahrzeug / Laufleistung'],
      ['Porsche 356 B (T6) 123.456 km'],
      ['Ölwechsel', '', '80,00'],
      ['Gesamtbetrag', '', '95,20 €'],
    );
    const r = analyzeText({ today: '2026-01-01', fileName: 'rechnung.pdf', documentType: 'service', text: words.map((w) => w.text).join('\n'), words });
    expect(r.serviceMileage).toBe(123_456);
  });
});

describe('a reading in and a reading out', () => {
  it('takes the reading in, the car’s when the work began, wherever the page prints it', () => {
    const rows = [
      ['DATE IN', 'ODOMETER OUT', 'ODOMETER IN'],
      ['2019-08-17', '88 164 km', '88 139 km'],
      ['Check ignition timing', '0.5', '59.00'],
    ];
    const r = analyzeText({
      fileName: 'ro.pdf',
      documentType: 'service',
      text: rows.map((x) => x.join('   ')).join('\n'),
      words: gridPage(...rows),
      today: '2026-01-01',
    });
    expect(r.serviceMileage).toBe(88139);
  });
});

describe('a mileage told in running text', () => {
  it('reads the part of a line before the next service’s figure', () => {
    expect(beforeLater('Serviced 4 May 02 at 61,200 mi. Next service 64,200 mi')).toBe('Serviced 4 May 02 at 61,200 mi. ');
    expect(readingByUnit(['* Serviced 4 May 02 at 61,200 mi. Next service 64,200 mi'])).toBe('61,200 mi');
    expect(readingByUnit(['Next service 64,200 mi'])).toBeNull();
  });

  it('reads a label in brackets, a shortened label and a sentence broken after its label', () => {
    expect(inlineMileageValues(['an Ihrem Opel Rekord (Kilometerstand 88.140) ausgeführt'], LABELS.mileage)).toEqual(['88.140) ausgeführt']);
    expect(inlineMileageValues(['Arbeiten erledigt bei Km-St. 71.002; Ölwechsel fällig bei 76.002 km'], LABELS.mileage)).toEqual(['71.002; Ölwechsel ']);
    expect(inlineMileageValues(['die an Ihrem Wagen bei einem km-Stand von', '61.090 ausgeführten Arbeiten'], LABELS.mileage)).toEqual([
      '61.090 ausgeführten Arbeiten',
    ]);
    // A table's heading over its row is no sentence.
    expect(inlineMileageValues(['Reg.   Mileage', '4411 88'], LABELS.mileage)).toEqual([]);
  });
});
