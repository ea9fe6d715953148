import { describe, expect, it } from 'vitest';
import { jobsOnly, partsOnly, withoutOperationCodes, withoutSentenceStops } from './not-jobs';

describe('the jobs of a labour list', () => {
  it('drops fees and a bare label of labour, keeps the jobs', () => {
    expect(jobsOnly(['Bremsbeläge hinten gewechselt', 'Zündspule getauscht', 'Anfahrtspauschale'])).toEqual([
      'Bremsbeläge hinten gewechselt',
      'Zündspule getauscht',
    ]);
    expect(jobsOnly(['Unterboden konserviert', 'Arbeitszeit'])).toEqual(['Unterboden konserviert']);
    expect(jobsOnly(['Oil change', 'Env. / Disposal Fee', 'Call-out charge'])).toEqual(['Oil change']);
    expect(jobsOnly(['Altreifenentsorgung', 'Reifenmontage'])).toEqual(['Altreifenentsorgung', 'Reifenmontage']);
  });

  it('keeps a list that holds nothing else', () => {
    expect(jobsOnly(['Diagnostic fee'])).toEqual(['Diagnostic fee']);
  });
});

describe('the parts of a parts list', () => {
  it('drops call-outs, disposals and the shop’s consumables, keeps the things fitted', () => {
    expect(partsOnly(['Fuel pump', 'Anfahrt', 'Shop supplies', 'Hazardous waste disposal', 'Kleinmaterial'])).toEqual(['Fuel pump', 'Kleinmaterial']);
  });
});

describe('a sum carried from the sheet before', () => {
  it('is neither a job nor a part, even as the only row', () => {
    expect(partsOnly(['Brought forward', 'Windshield, tinted', 'Ball joint, upper'])).toEqual(['Windshield, tinted', 'Ball joint, upper']);
    expect(partsOnly(['Übertrag von Blatt 1 (Arbeitszeit)'])).toEqual([]);
    expect(jobsOnly(['Übertrag', 'Bremsen entlüftet'])).toEqual(['Bremsen entlüftet']);
    expect(jobsOnly(['b/f'])).toEqual([]);
  });

  it('drops the labour and parts sums printed under a parts list', () => {
    expect(partsOnly(['Cam bearing set', 'Machine Labor', 'Parts'])).toEqual(['Cam bearing set']);
  });
});

describe('jobs written as sentences', () => {
  it('lose their stops when every row has one', () => {
    expect(jobsOnly(['Door casings re-covered.', 'Headlining replaced.'])).toEqual(['Door casings re-covered', 'Headlining replaced']);
  });

  it('keep an abbreviation’s dot among bare rows, and a lone row’s', () => {
    expect(jobsOnly(['Keilriemen ern.', 'Ventile eingestellt'])).toEqual(['Keilriemen ern.', 'Ventile eingestellt']);
    expect(withoutSentenceStops(['Alternator, reman.'])).toEqual(['Alternator, reman.']);
  });

  it('keep every dot where a row ends in a short word cut off', () => {
    expect(jobsOnly(['Zahnriemen ern.', 'Vergaser gereinigt u. eingest.'])).toEqual(['Zahnriemen ern.', 'Vergaser gereinigt u. eingest.']);
    expect(jobsOnly(['Seats re-covered in Connolly hide.', 'Headlining replaced.'])).toEqual(['Seats re-covered in Connolly hide', 'Headlining replaced']);
  });
});

describe("the labour's charge read as a row", () => {
  it('is no job beside the jobs it pays for', () => {
    expect(jobsOnly(['Rostschaden behoben', 'Fahrzeug vorbereitet', 'Arbeitszeit (21 Std. à 38.–)'])).toEqual(['Rostschaden behoben', 'Fahrzeug vorbereitet']);
  });
});

describe("a repair order's operation codes before its jobs", () => {
  it('drops a column of codes of letters and digits, never an oil grade, a tyre size or one job’s own figures', () => {
    expect(jobsOnly(['11R30 FRONT BRAKE PADS REPLACED', '71W81 FUEL PUMP REPLACED'])).toEqual(['FRONT BRAKE PADS REPLACED', 'FUEL PUMP REPLACED']);
    expect(withoutOperationCodes(['15W40 OIL CHANGE', '20W50 OIL TOP-UP'])).toEqual(['15W40 OIL CHANGE', '20W50 OIL TOP-UP']);
    expect(withoutOperationCodes(['185R14 TYRES FITTED', '165R13 SPARE FITTED'])).toEqual(['185R14 TYRES FITTED', '165R13 SPARE FITTED']);
    // One row with a code among rows without: no column of codes.
    expect(withoutOperationCodes(['AB12C CLUTCH REPLACED', 'BRAKES ADJUSTED'])).toEqual(['AB12C CLUTCH REPLACED', 'BRAKES ADJUSTED']);
  });
});
