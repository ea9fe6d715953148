import { describe, expect, it } from 'vitest';
import { conditionNote } from './condition-note';
import { gridPage } from './grid-page.test-helper';
import { prepareText } from './text-values';

const doc = (...lines: string[]) => prepareText(lines.join('\n'), true);

describe("an appraisal's condition note (decision 036)", () => {
  it('a grade printed with its label in one phrase keeps the label and the grade', () => {
    expect(conditionNote(doc('Overall impression', 'Condition grade 2: sound car, repainted 2015'))).toBe('Condition grade 2: sound car, repainted 2015');
    expect(conditionNote(doc('Zustandsnote 3-, Lack matt, Technik gut'))).toBe('Zustandsnote 3-, Lack matt, Technik gut');
  });

  it('a label before a colon or a column gap gives only what follows it', () => {
    expect(conditionNote(doc('Condition:   Fair, rust on sills'))).toBe('Fair, rust on sills');
    expect(conditionNote(doc('Condition   #2 Very good'))).toBe('#2 Very good');
    expect(conditionNote(doc('Zustand', 'Note 2, gepflegt'))).toBe('Note 2, gepflegt');
  });

  it("a note told in a letter's sentence ends at its full stop, and its label's colon stays out", () => {
    expect(conditionNote(doc('I inspected the car on 2 May.', 'Condition: #3 Good.', 'Yours faithfully'))).toBe('#3 Good');
    expect(conditionNote(doc('Zustand: 2, Motor überholt, Lack gut usw.'))).toBe('2, Motor überholt, Lack gut usw.');
  });
});

describe('a grade alone, and the condition before remarks (decision 045)', () => {
  it('a grade alone in its label’s value cell is the note', () => {
    expect(conditionNote(doc('Besichtigt am   23.12.2024', 'Neupreis (Katalog)   Fr. 18900.-', 'Zustandsnote   3', '', 'Bemerkungen', 'Sehr gepflegt.'))).toBe(
      '3',
    );
  });

  it('the overall condition outranks a table’s remarks column', () => {
    expect(conditionNote(doc('Section   Grade   Remarks', 'Bodywork   Good   resprayed', '', 'Overall condition:   Fair'))).toBe('Fair');
  });
});

describe('a grade alone under its label set as a heading', () => {
  it('is the note, not the findings’ prose above the label', () => {
    const de = doc('Befund', 'Lack stumpf, Sitze rissig, Motor läuft ruhig', 'und ohne Ölverlust.', 'Zustandsnote', '3+', '', 'Marktwert   9.800,00 €');
    expect(conditionNote(de)).toBe('3+');
    const en = doc('Findings', 'Sills replaced, chrome pitted,', 'interior re-trimmed.', 'Condition grade', '2', 'Agreed value   £ 18,500');
    expect(conditionNote(en)).toBe('2');
    // A grade with words beside it on the line under is no grade alone: the label's ordinary reading stands.
    expect(conditionNote(doc('Zustandsnote', '2 gut erhalten'))).toBe('2 gut erhalten');
  });
});

describe('a grade in a band of captions and values', () => {
  it('is the note with its label, never a cell of the table above', () => {
    const rows = [
      ['Bereich', 'Punkte', 'Befund'],
      ['Karosserie', '8', 'ohne Befund'],
      ['Elektrik', '7', 'Kratzer'],
      ['Zustandsnote', 'Marktwert'],
      ['2-', '24.500,00 €'],
    ];
    const page = prepareText(rows.map((r) => r.join('   ')).join('\n'), true, gridPage(...rows));
    expect(conditionNote(page)).toBe('Zustandsnote 2-');
  });

  it('a column of grades under a table’s heading is no band: the note stands under its own label', () => {
    const rows = [
      ['Source', 'Date', 'Condition', 'Price'],
      ['Auction house', '09/28/2024', '#2', '$42,600'],
      [],
      ['Condition rating:', '3+ (Good) — sound driver'],
    ];
    const page = prepareText(rows.map((r) => r.join('   ')).join('\n'), false, gridPage(...rows));
    expect(conditionNote(page)).toBe('3+ (Good) — sound driver');
  });
});

describe('the verdict on the whole car', () => {
  it('outranks a table’s condition column over the car’s parts', () => {
    expect(conditionNote(doc('Section   Condition', 'Bodywork   Very good', 'Underside   Fair', 'Overall condition:   Good'))).toBe('Good');
  });

  it('keeps a grade with its word in brackets, under a table of notes', () => {
    expect(conditionNote(doc('Area   Rating   Notes', 'Paint   2   Older repaint, chips', 'Overall condition rating:   3+ (Good+)'))).toBe('3+ (Good+)');
  });
});

describe('a grade under a caption that only says it is the whole car’s', () => {
  it('is the grade alone; a caption that names the condition stays with its grade', () => {
    const band = (...rows: string[][]) => prepareText(rows.map((r) => r.join('   ')).join('\n'), true, gridPage(...rows));
    expect(conditionNote(band(['Panel', 'Finding'], ['Sills', 'sound'], [], ['Overall grade', 'Agreed value'], ['3-', '£21,500.00']))).toBe('3-');
    expect(conditionNote(band(['Gesamtnote', 'Wiederbeschaffungswert'], ['2', '18.400,00 €']))).toBe('2');
    expect(conditionNote(band(['Zustandsnote', 'Marktwert'], ['3+', '9.800,00 €']))).toBe('Zustandsnote 3+');
  });

  it('reads the verdict an impression’s label gives, in either language', () => {
    expect(conditionNote(doc('General impression: honest driver, older respray (grade 3)'))).toBe('honest driver, older respray (grade 3)');
    expect(conditionNote(doc('Gesamteindruck: gepflegter Originalzustand, Note 2-'))).toBe('gepflegter Originalzustand, Note 2-');
  });
});

describe('a note quoted as the page prints it', () => {
  it('keeps its en dashes, which the reading folds to hyphens for figures', () => {
    const printed = (text: string) => conditionNote(prepareText(text, true));
    expect(printed('Report\nCondition:   Grade 2 – sound, older paint\nValue   £8,000')).toBe('Grade 2 – sound, older paint');
    expect(printed('Gutachten\nZustandsnote   2– (Skala 1–6)')).toBe('2– (Skala 1–6)');
    expect(printed('Condition:   #3- fair, rust on sills')).toBe('#3- fair, rust on sills');
  });
});

describe('a condition named by its category', () => {
  it('is read after its label like a grade', () => {
    expect(conditionNote(doc('Condition category:   Category 2 - Very good'))).toBe('Category 2 - Very good');
  });
});

describe('a condition note the report’s prose goes on after', () => {
  it('ends at the sentence’s full stop (de, en)', () => {
    expect(conditionNote(doc('Gesamtzustand: gut. Unter Berücksichtigung der Vergleichswerte ermittle ich den Wert.'))).toBe('gut');
    expect(conditionNote(doc('Overall condition: Very Good (#2). Scale: #1 Concours, #2 Excellent'))).toBe('Very Good (#2)');
    // An abbreviation's point before a name is no sentence's end.
    expect(conditionNote(doc('Condition:   Fair, rust on sills'))).toBe('Fair, rust on sills');
  });
});

describe("a valuer's letter", () => {
  const note = (lines: string[]) => conditionNote(prepareText(lines.join('\n'), true, null));
  it('takes the grade a sentence names the condition by: quoted, in brackets after its number, or as what it is', () => {
    expect(note(['Der Zustand wird von mir als «sehr gut» eingestuft. Den Verkehrswert des Fahrzeugs schätze ich', "auf CHF 56'000.–."])).toBe('sehr gut');
    expect(
      note(['Den Gesamtzustand bewerte ich mit der Note 3 (gebraucht). Unter Berücksichtigung der aktuellen', 'Marktlage ermittle ich einen Marktwert.']),
    ).toBe('gebraucht');
    expect(note(['The engine starts readily and runs at normal temperature. Overall I grade the', "vehicle's condition as Very Good."])).toBe('Very Good');
  });
  it('takes no grade from a sentence that does not speak of the condition', () => {
    expect(note(['The club was as good as its word and sent the entry forms for the rally in June.'])).toBeNull();
  });
});
