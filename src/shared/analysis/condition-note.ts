import { findLabelled, LABELS } from './labels';
import { proseSentences } from './prose-items';
import { cleanName, firstColumn, withPrintedDashes, type DocText } from './text-values';

/**
 * An appraisal's condition note. A grade's label printed with its grade in one phrase
 * ("Zustandsnote 2: guter Zustand", "Condition #3 (Good), older restoration") is the note's own
 * start, not a label before it: the note keeps it. A label followed by a colon or standing in
 * its own cell ("Condition:   Good, concours ready") gives only what follows.
 */
export function conditionNote(doc: DocText): string | null {
  const note = noteAfterLabel(doc) ?? gradeInSentence(doc.lines);
  // A note told in a sentence ("Condition: #2 Excellent.") ends at the sentence's full stop; an abbreviation keeps its own.
  // So does one that the report's prose goes on after ("gut. Unter Berücksichtigung der Vergleichswerte …").
  const read = note?.replace(/(?<=\p{L}{3,}|\))\.\s+\p{Lu}.*$/u, '').replace(/(\p{L}{4,}|\))\.$/u, '$1') ?? null;
  return read && withPrintedDashes(doc, read);
}

/** A label of the paper's verdict on the whole car ("Overall condition", "Gesamtzustand"), not on one of its parts. */
const OVERALL = /\b(?:overall|general|gesamt|insgesamt)/i;

/** A label naming the car's condition itself ("Zustandsnote", "Condition grade"), not only a grade or an impression. */
const NAMES_CONDITION = /zustand|condition/i;

function noteAfterLabel(doc: DocText): string | null {
  // The verdict on the whole car first: a table's "Condition" column heading over its parts' grades is no note of the car.
  const hits = findLabelled(doc, 'conditionNotes');
  const overall = (h: (typeof hits)[number]) => OVERALL.test(doc.lines[h.lineIndex].slice(0, h.labelEnd));
  for (const hit of [...hits.filter(overall), ...hits.filter((h) => !overall(h))]) {
    const line = doc.lines[hit.lineIndex];
    const after = line.slice(hit.labelEnd);
    // One space between the label and a grade (a number, "#3", "2-", "1+"), then the note.
    if (!hit.label.endsWith(':') && /^ #?\d[+-]?(?=[\s:,;(]|$)/.test(after)) {
      const note = noteOf(firstColumn(line.slice(hit.labelEnd - hit.label.length)));
      if (note) return note;
    }
    // A grade alone after its label on its line is the note ("Gesamtzustand (Note)   3"): a name's cleaning would drop it
    // as no words. Only there: a row of figures under a label is its scale ("1   2   X 3   4   5").
    const grade = firstColumn(hit.value);
    if (/^#?\d[+-]?$/.test(grade) && firstColumn(after.replace(/^\s*(?:\([^)]*\))?\s*:?\s*/, '')) === grade) return grade;
    for (const candidate of hit.candidates) {
      // A grade alone in the label's value cell ("Zustandsnote   3") is the note; so is one alone on the line under a label
      // alone on its line, a heading over its grade ("Zustandsnote" / "2", "Condition grade" / "3+").
      const grade = /^#?\d[+-]?$/.exec(firstColumn(candidate).trim());
      if (grade && (candidate === hit.value || (!after.trim() && gradeUnder(doc, hit.lineIndex, grade[0])))) return grade[0];
      // A grade with its word in brackets ("3+ (Good+)", "2 (gut)"): the note as printed, which a name's cleaning would refuse.
      const worded = /^#?\d[+-]?\s*\([^)]*\p{L}[^)]*\)$/u.exec(firstColumn(candidate).trim());
      if (worded) return worded[0];
      // A grade under its label in a band of captions and values ("Zustandsnote   Marktwert" over "3+   36.900,00 €"): the
      // note as a line would print it, its label and its grade; never a cell beside it in the table above. Only a label that
      // names the car's condition is part of the note ("Zustandsnote 3+"); a caption that only says the grade is the sum of
      // the parts' grades above it ("Gesamtnote", "Overall grade") adds nothing to its grade.
      if (grade && gradeInBand(doc, hit.lineIndex, grade[0])) return NAMES_CONDITION.test(hit.label) ? `${hit.label.trim()} ${grade[0]}` : grade[0];
      const value = noteOf(firstColumn(candidate));
      if (value) return value;
    }
  }
  return null;
}

/** A note cleaned as a name is, but a grade's minus that ends it kept ("…, Note 2-"): a name's cleaning drops a trailing dash. */
function noteOf(text: string): string | null {
  const note = cleanName(text);
  return note && /\d$/.test(note) && text.trim() === `${note}-` ? `${note}-` : note;
}

/** Whether the first line under the label's that holds text is the grade alone. */
function gradeUnder(doc: DocText, at: number, grade: string): boolean {
  const next = doc.lines.slice(at + 1).find((l) => l.trim());
  return next?.trim() === grade;
}

/**
 * Whether `grade` stands under the label's caption in a band: the label's row and the next hold as many cells (two or
 * more), the next row's cell at the caption's place is the grade. A column of grades under a table's heading ("Condition"
 * over "#2", "#3+") or a scale under the label ("1   2   X 3   4   5") is no such band.
 */
function gradeInBand(doc: DocText, at: number, grade: string): boolean {
  const [captions, values] = [doc.rows?.[at], doc.rows?.[at + 1]];
  if (!captions || !values || captions.cells.length < 2 || captions.cells.length !== values.cells.length) return false;
  if (captions.cells.some((c) => /\d/.test(c.text))) return false;
  const k = captions.cells.findIndex((c) => LABELS.conditionNotes.some((re) => new RegExp(String.raw`^(?:${re.source})`, 'i').test(c.text.trim())));
  return k >= 0 && values.cells[k].text.trim() === grade && values.cells.every((c) => /\d/.test(c.text));
}

/** The grades of a verdict in words, English and German. */
const GRADE = String.raw`(?:very\s+good|excellent|concours|good|fair|poor|sehr\s+gut|gut|befriedigend|ausreichend|mangelhaft|gebraucht|verbraucht|restaurierungsbedürftig|neuwertig)`;
const GRADE_IN_SENTENCE = [
  // Quoted: "als «sehr gut» eingestuft".
  new RegExp(String.raw`[«"„“‘']\s*(${GRADE})\s*[»"“”’']`, 'iu'),
  // After its grade's number, in brackets: "mit der Note 3 (gebraucht)".
  new RegExp(String.raw`\b(?:note|grade|klasse|class)\s+#?\d[+-]?\s*\((${GRADE})\)`, 'iu'),
  // Named as what the condition is: "the vehicle's condition as Very Good.", "als gut eingestuft".
  new RegExp(String.raw`\b(?:as|als)\s+(${GRADE})(?=\s*(?:[,.;)]|$|eingestuft|bewertet|beurteilt|einzustufen))`, 'iu'),
];

/**
 * A verdict told in a sentence of a valuer's letter ("I would describe the car's overall condition as very good, with
 * sound bodywork", "Den Gesamtzustand bewerte ich mit der Note 3 (gebraucht)"): the grade's words in a sentence that
 * names the condition, quoted, in brackets after the grade's number, or named as what the condition is.
 */
function gradeInSentence(lines: string[]): string | null {
  for (const sentence of proseSentences(lines)) {
    if (!/condition|zustand/i.test(sentence)) continue;
    for (const re of GRADE_IN_SENTENCE) {
      const m = re.exec(sentence);
      if (m) return m[1];
    }
  }
  return null;
}
