import { describe, expect, it } from 'vitest';
import { itemsBySums } from './items-by-sums';

const row = (text: string, amount: number) => ({ text, amount });

describe("a bill's rows told apart by its labour and parts sums", () => {
  it('moves the rows that make up the labour into the work, in the page’s order', () => {
    const lines = ['2   Tyre 175/70 R13   40.00   80.00', '2   Valve   2.50   5.00', '2   Fit & balance   8.00   16.00', '1   Fit exhaust   25.00   25.00'];
    const read = { work: [row('Tyre 175/70 R13', 80)], parts: [row('Valve', 5), row('Fit & balance', 16), row('Fit exhaust', 25)] };
    expect(itemsBySums(read, 41, 85, lines)).toEqual({
      work: [row('Fit & balance', 16), row('Fit exhaust', 25)],
      parts: [row('Tyre 175/70 R13', 80), row('Valve', 5)],
    });
  });

  it('finds a row by its words and its amount, not by words another row begins with', () => {
    const lines = ['01   Hauptuntersuchung   pauschal   70,00', '02   Wasserpumpe ersetzt   1,00 Std   96,00', '03   Wasserpumpe   1 St.   128,50'];
    const read = { work: [row('Wasserpumpe ersetzt', 96)], parts: [row('Hauptuntersuchung', 70), row('Wasserpumpe', 128.5)] };
    expect(itemsBySums(read, 166, 128.5, lines)?.work.map((r) => r.text)).toEqual(['Hauptuntersuchung', 'Wasserpumpe ersetzt']);
  });

  it('sorts the rows around a credit, which is neither labour nor a part', () => {
    const lines = ['Ventile eingestellt   80,00', 'Zündkerzen   24,00', 'Vergaser überholt   120,00', 'Gutschrift Kulanz   -30,00'];
    const read = { work: [row('Ventile eingestellt', 80)], parts: [row('Zündkerzen', 24), row('Vergaser überholt', 120), row('Gutschrift Kulanz', -30)] };
    expect(itemsBySums(read, 200, 24, lines)).toEqual({
      work: [row('Ventile eingestellt', 80), row('Vergaser überholt', 120)],
      parts: [row('Zündkerzen', 24)],
    });
  });

  it('leaves lists that agree with the sums, and sums the rows do not decide', () => {
    const lines = ['A   10.00', 'B   10.00', 'C   20.00'];
    expect(itemsBySums({ work: [row('A', 10), row('B', 10)], parts: [row('C', 20)] }, 20, 20, lines)).toBeNull();
    // Two ways to make 10 of the labour: A or B.
    expect(itemsBySums({ work: [row('C', 20)], parts: [row('A', 10), row('B', 10)] }, 10, 30, lines)).toBeNull();
    expect(itemsBySums({ work: [row('C', 20)], parts: [row('A', 10)] }, 10, 25, lines)).toBeNull();
  });
});
