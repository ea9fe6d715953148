import { describe, expect, it } from 'vitest';
import { jobsOnly, partsOnly } from './not-jobs';

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
