import { describe, expect, it } from 'vitest';
import { prepareText } from './text-values';
import { valueByLabelWords } from './value-labels';

const doc = (...lines: string[]) => prepareText(lines.join('\n'), true);

describe("an appraisal's value by the name its label begins with", () => {
  it('reads a label that goes on after the value’s name, before a replacement value', () => {
    const report = doc('Marktwert (Händlerverkaufswert) zum Besichtigungstag   7.100,00 €', 'Wiederbeschaffungswert   8.875,00 €');
    expect(valueByLabelWords(report)).toEqual({ value: 7100, rank: 0 });
  });

  it('spells a short label out by the page’s legend, and never takes a cost', () => {
    const report = doc('FMV   $67,100.00', 'Replacement cost   $87,230.00', 'FMV = fair market value · TMU = true mileage unknown');
    expect(valueByLabelWords(report)?.value).toBe(67100);
    expect(valueByLabelWords(doc('Replacement cost   $87,230.00', 'Gutachterkosten   450,00 €'))).toBeNull();
  });
});
