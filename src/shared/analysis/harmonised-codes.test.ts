import { describe, expect, it } from 'vitest';
import { valueOfHarmonisedCode } from './harmonised-codes';

const doc = (...lines: string[]) => ({ text: lines.join('\n'), lines, dayFirst: true });

describe('valueOfHarmonisedCode', () => {
  it('reads the value after a code printed as its caption, on a page of such codes', () => {
    const v5c = doc('V5C Vehicle Registration Certificate', 'A   PHD 333Y', 'B   12/07/1984', 'D.1   VOLVO', 'E   YV1WF04L686672095');
    expect(valueOfHarmonisedCode(v5c, 'A')).toBe('PHD 333Y');
  });
  it('reads nothing where a letter merely begins a line, or a caption follows the code', () => {
    expect(valueOfHarmonisedCode(doc('A   PHD 333Y', 'Owner   Linda Ferrante'), 'A')).toBeNull();
    expect(valueOfHarmonisedCode(doc('A   Amtliches Kennzeichen', 'B   Datum der Erstzulassung', 'D.1   Marke', 'E   FIN'), 'A')).toBeNull();
  });
});
