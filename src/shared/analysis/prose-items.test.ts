import { describe, expect, it } from 'vitest';
import { jobsOfSentence, leadInJobs, proseItems, sentencesOf, withProse } from './prose-items';

describe('work and parts written as prose', () => {
  it('cuts a sentence at its commas only where every piece is a job of its own', () => {
    expect(jobsOfSentence('Renewed water pump, flushed cooling system')).toEqual(['Renewed water pump', 'flushed cooling system']);
    expect(jobsOfSentence('Kühler ausgebaut, gespült und eingebaut')).toEqual(['Kühler ausgebaut, gespült und eingebaut']);
  });

  it('cuts a text into sentences at its full stops', () => {
    expect(sentencesOf('Kupplung erneuert. Seilzug eingestellt.')).toEqual(['Kupplung erneuert', 'Seilzug eingestellt']);
  });

  it('reads a letter’s sentences under the line that announces them, and the parts after their lead-in', () => {
    const lines = [
      'Für die an Ihrem Wagen ausgeführten Arbeiten berechne ich:',
      'Kupplung erneuert. Seilzug ausgehängt, geschmiert und eingestellt.',
      'Bremslicht instand gesetzt.',
      'Material: Kupplungsscheibe, Druckplatte, Glühbirne.',
      '',
      'Arbeitslohn 3 Std. à DM 10,00   DM   30,00',
      'Material lt. obiger Aufstellung   DM   41,20',
    ];
    expect(proseItems(lines)).toEqual({
      lineIndexes: [1, 2, 3],
      work: ['Kupplung erneuert', 'Seilzug ausgehängt, geschmiert und eingestellt', 'Bremslicht instand gesetzt'],
      parts: ['Kupplungsscheibe', 'Druckplatte', 'Glühbirne'],
    });
    // A priced line that points to the list above gives way to the list.
    expect(withProse(lines, ['Bremslicht instand gesetzt.'], ['Material lt. obiger Aufstellung']).parts).toEqual([
      'Kupplungsscheibe',
      'Druckplatte',
      'Glühbirne',
    ]);
  });

  it('joins a sentence wrapped over two lines under a heading of work', () => {
    const lines = ['WORK DONE', 'Replaced starter motor, renewed battery cables, tested', 'charging circuit.', '', 'PARTS   PRICE'];
    expect(proseItems(lines)?.work).toEqual(['Replaced starter motor', 'renewed battery cables', 'tested charging circuit']);
  });

  it('reads a comma list led in by work’s word', () => {
    const lines = ['1   Wasserpumpe   120,00', 'Arbeit: Wasserpumpe erneuert, Kühlsystem entlüftet', '2 Std.   90,00'];
    expect(withProse(lines, [], ['Wasserpumpe']).work).toEqual(['Wasserpumpe erneuert', 'Kühlsystem entlüftet']);
  });

  it('leaves a list of jobs one to a line alone', () => {
    const lines = ['Work performed:', 'Oil change', 'Brake pads renewed', '', 'Labour   80.00'];
    expect(proseItems(lines)).toBeNull();
    expect(proseItems(['Leistungen:', '- Zündung eingestellt', '- Ölwechsel inkl. Filter', 'Material:'])).toBeNull();
  });
});

describe('jobs a lead-in lists', () => {
  it('cuts a work lead-in’s comma list at its commas, bare verbs and a wrapped line too', () => {
    const lines = [
      'Work: strip bumpers and brightwork, apply base and clear, cut and polish, refit all trim, prime and',
      'block, sand back to sound paint.',
      '',
      'Labour   3,470.00',
    ];
    expect(proseItems(lines)?.work).toEqual([
      'strip bumpers and brightwork',
      'apply base and clear',
      'cut and polish',
      'refit all trim',
      'prime and block',
      'sand back to sound paint',
    ]);
  });
  it('leaves a list whose piece only goes on with the one before to the sentence reader', () => {
    expect(leadInJobs('Vergaser ausgebaut, gereinigt und eingestellt, Benzinpumpe erneuert.')).toBeNull();
    expect(leadInJobs('Ölwechsel, Filter')).toBeNull();
  });
});

describe('ticked lines', () => {
  it('reads lines ticked with an x as a list, one job a line, not one sentence', () => {
    const lines = [
      'Work done',
      'x Pre-MOT check and service',
      'x Renew trunnions both sides',
      'x Bleed clutch hydraulics',
      'Labour 11.00 hrs @ £40.00   440.00',
    ];
    expect(proseItems(lines)).toBeNull();
    expect(withProse(lines, ['Pre-MOT check and service'], []).work).toEqual(['Pre-MOT check and service']);
  });
});
