import { CELL_GAP, lineCells, type Row } from './layout';
import { editDistance } from './name-readings';

/**
 * A grid of facts whose values stand beside codes, the codes' captions in a legend line elsewhere on the page ("A   8012
 * B   21/01/1988" with "A Job no. · B Invoice date"; "3   78.014" with "1 Kennzeichen / Targa · … · 3 Km-Stand / Km"): a
 * terse form prints its captions once, as a key. Each code cell is read as its caption, so the page reads as the labelled
 * form it is ("Job no.   8012   Invoice date   21/01/1988") and every field's label reader finds its value.
 */

/** A key's entry: a code (one capital, or one or two digits) and its caption. */
const ENTRY = /^(?<code>[A-Z]|\d{1,2})\s+(?<caption>\S.*)$/u;
/** Between a key's entries: a centred dot or a bullet or a semicolon. */
const BETWEEN = /\s*[·•;]\s*/;
/** Between a scanned key's entries: its centred dots, which OCR reads as dashes a space either side ("A Job no. - B Invoice date"). */
const BETWEEN_READ = /\s+[-–—]\s+/;
/** A key's first entry whose code OCR read glued to its caption ("AJob no."): a capital before a capitalised word. */
const GLUED = /^(?<code>[A-Z])(?<caption>\p{Lu}\p{Ll}.*)$/u;
/** A word that introduces a key ("Legende:", "Key:", "Legend —"). */
const INTRO = /^\p{L}+\s*[:—–-]\s*/u;

/** The entries of a line read as a key, or null when any part of it is no entry or it has fewer than three. */
function entriesOf(text: string): Map<string, string> | null {
  const body = text.replace(INTRO, '').trim();
  // A key's dots read as dashes: only where the page has no dots (a caption's own dash stays within it on a printed key).
  // A dot read as a dash before a code, even glued to it, among dots read right ("2 Fahrzeug -3 Km-Stand · 4 …").
  const parts = body
    .split(/[·•;]/.test(body) ? BETWEEN : BETWEEN_READ)
    .flatMap((p) => p.split(/\s+[-–—]\s*(?=(?:[A-Z]|\d{1,2})\s+\p{L})/u))
    .filter(Boolean);
  if (parts.length < 3) return null;
  const out = new Map<string, string>();
  for (const [k, part] of parts.entries()) {
    // The first code glued to its caption is read so only where it is the letter before the next entry's ("AJob no. - B …").
    const glued = k === 0 ? GLUED.exec(part.trim()) : null;
    const next = /^[A-Z](?=\s)/.exec(parts[1]?.trim() ?? '')?.[0];
    const m = ENTRY.exec(part.trim()) ?? (glued && next && next.charCodeAt(0) === glued.groups!.code.charCodeAt(0) + 1 ? glued : null);
    const caption = m?.groups?.caption.trim() ?? '';
    if (!m?.groups || !/\p{L}{2}/u.test(caption) || caption.length > 60 || out.has(m.groups.code)) return null;
    out.set(m.groups.code, caption);
  }
  // One kind of code: letters or numbers, not a count beside a name and a letter beside another.
  const codes = [...out.keys()];
  return codes.every((c) => /\d/.test(c)) || codes.every((c) => !/\d/.test(c)) ? out : null;
}

/**
 * The page's key: the first line (joined with the next, where an entry's caption runs over) whose every part is a code and
 * its caption. Returns the codes' captions and the lines the key stands on.
 */
export function pageLegend(lines: string[]): { captions: Map<string, string>; lineIndexes: number[] } | null {
  const flat = (l: string | undefined) => (l ?? '').replace(/\s+/g, ' ').trim();
  for (let i = 0; i < lines.length; i++) {
    const own = entriesOf(flat(lines[i]));
    if (!own && !/[·•]|\s[-–—]\s/.test(lines[i])) continue;
    const joined = flat(lines[i + 1]) ? entriesOf(`${flat(lines[i])} ${flat(lines[i + 1])}`) : null;
    if (joined && joined.size > (own?.size ?? 0)) return { captions: joined, lineIndexes: [i, i + 1] };
    if (own) return { captions: own, lineIndexes: [i] };
  }
  return null;
}

/** A piece of a decoded row: the text of a cell or of part of one (`part` 1 the code's, 2 the value's, of a cell holding both). */
interface Piece {
  cell: number;
  text: string;
  part: 0 | 1 | 2;
  /** Characters of the cell before the piece's text, where it is part of one. */
  offset: number;
}

/**
 * A row's cells as codes and values by turns: as printed (the code in a cell of its own, its value in the next), or a
 * cell holding a code and its value a space apart ("15 FL 39514   18 603.169.439"), or both along one row (a scan that
 * read one box's code apart and another's with its value). Null where the row is no such run.
 */
function codedPieces(cells: string[], captions: Map<string, string>, isCode: (text: string) => boolean = (t) => captions.has(t)): Piece[] | null {
  const out: Piece[] = [];
  for (let cell = 0; cell < cells.length; cell++) {
    const text = cells[cell];
    if (isCode(text) && cell + 1 < cells.length && !captions.has(cells[cell + 1])) {
      out.push({ cell, text, part: 0, offset: 0 }, { cell: cell + 1, text: cells[cell + 1], part: 0, offset: 0 });
      cell++;
      continue;
    }
    const m = /^(\S+)\s+(\S.*)$/.exec(text);
    if (!m || !isCode(m[1]) || captions.has(m[2])) return null;
    out.push({ cell, text: m[1], part: 1, offset: 0 }, { cell, text: m[2], part: 2, offset: text.length - m[2].length });
  }
  return out.length ? out : null;
}

/**
 * Each line's pieces with every code put as its caption, where the page has a key and rows of codes and values ("A", "8012",
 * "B", "21/01/1988"); null where nothing is to be read so. Every such row must hold only codes of the key, each before its
 * value, and no code may stand twice on the page (a list's numbers repeat, a key's codes do not).
 */
function decodedPieces(cellsOf: string[][], lines: string[], ocr = false): Map<number, Piece[]> | null {
  const legend = pageLegend(lines);
  if (!legend) return null;
  const boxed = ocr ? boxedCodes(cellsOf, legend) : null;
  if (boxed) return boxed;
  const out = new Map<number, Piece[]>();
  const seen = new Set<string>();
  let repeated = false;
  cellsOf.forEach((cells, i) => {
    if (legend.lineIndexes.includes(i)) return;
    const pieces = codedPieces(cells, legend.captions);
    if (!pieces) return;
    const codes = pieces.filter((_, k) => k % 2 === 0).map((p) => p.text);
    if (codes.some((c) => seen.has(c))) repeated = true;
    codes.forEach((c) => seen.add(c));
    out.set(
      i,
      pieces.map((p, k) => (k % 2 === 0 ? { ...p, text: legend.captions.get(p.text) ?? p.text } : p)),
    );
  });
  // A grid holds two pairs at least; one code and its value alone may be a list's numbered line.
  const pairs = [...out.values()].reduce((n, pieces) => n + pieces.length / 2, 0);
  if (repeated || pairs < 2) return null;
  return out;
}

/**
 * A code OCR may have misread inside its printed box ("=" for E, "5" for 3, "a" for 4, "3s" for 15; the box's sides are
 * dropped as rulings): a token no longer than the key's codes, not a word of two letters or more.
 */
const misreadCode = (text: string, longest: number) => text.length <= longest && /^\S+$/.test(text) && !/^\p{L}{2,}$/u.test(text);

/** Letters OCR reads for a digit of a numbered key's code. */
const CODE_DIGIT: Record<string, string> = { O: '0', o: '0', D: '0', S: '5', s: '5', I: '1', l: '1', i: '1', B: '8', Z: '2', G: '6' };

/**
 * A scanned grid's codes read by their places (OCR only): the box drawn round each code makes OCR misread some of them, so
 * that the strict reading loses their values. The grid's rows of a code-like token and a value by turns (at most one other
 * row between two of them), read top to bottom and left to right, are the key's codes in the key's order, some perhaps
 * lost: each read code is matched to a code of the key, in order, none more than one character off (a digit's look-alike
 * letter read as the digit), and at least one read exactly. The grid must hold three codes or more and all but two of
 * the key's.
 */
function boxedCodes(cellsOf: string[][], legend: { captions: Map<string, string>; lineIndexes: number[] }): Map<number, Piece[]> | null {
  const codes = [...legend.captions.keys()];
  const longest = Math.max(...codes.map((c) => c.length));
  const candidates = new Map<number, Piece[]>();
  cellsOf.forEach((cells, i) => {
    if (legend.lineIndexes.includes(i)) return;
    const pieces = codedPieces(cells, legend.captions, (t) => legend.captions.has(t) || misreadCode(t, longest));
    if (pieces) candidates.set(i, pieces);
  });
  // The grid: the longest run of such rows, a row apart at most.
  let best: number[] = [];
  let run: number[] = [];
  for (const i of [...candidates.keys()].sort((a, b) => a - b)) {
    run = run.length && i - run[run.length - 1] <= 2 ? [...run, i] : [i];
    const pairs = (r: number[]) => r.reduce((n, k) => n + candidates.get(k)!.length / 2, 0);
    if (pairs(run) > pairs(best)) best = run;
  }
  const read = best.flatMap((i) =>
    candidates
      .get(i)!
      .filter((_, k) => k % 2 === 0)
      .map((p) => p.text),
  );
  const m = read.length;
  const n = codes.length;
  if (m < 3 || m > n || m < n - 2) return null;
  const numbered = codes.every((c) => /^\d+$/.test(c));
  const cost = (r: string, c: string) => editDistance(numbered ? [...r].map((ch) => CODE_DIGIT[ch] ?? ch).join('') : r, c);
  // Least total cost of matching the first i read codes to codes among the key's first j, in order.
  const INF = 1e9;
  const f: number[][] = Array.from({ length: m + 1 }, (_, i) => Array.from({ length: n + 1 }, () => (i ? INF : 0)));
  for (let i = 1; i <= m; i++)
    for (let j = i; j <= n; j++) {
      const c = cost(read[i - 1], codes[j - 1]);
      f[i][j] = Math.min(f[i][j - 1], c <= 1 ? f[i - 1][j - 1] + c : INF);
    }
  if (f[m][n] >= INF) return null;
  // Back along the table: which key code each read code is.
  const assigned: string[] = [];
  for (let i = m, j = n; i > 0; j--) {
    if (j > i && f[i][j] === f[i][j - 1]) continue;
    assigned[i - 1] = codes[j - 1];
    i--;
  }
  if (!read.some((r, k) => r === assigned[k])) return null;
  const out = new Map<number, Piece[]>();
  let k = 0;
  for (const i of best)
    out.set(
      i,
      candidates.get(i)!.map((p, q) => (q % 2 === 0 ? { ...p, text: legend.captions.get(assigned[k++])! } : p)),
    );
  return out;
}

/** Rows of positioned cells with each code of a keyed grid put as its caption (see decodedPieces); `ocr`: read off a scan. */
export function decodeLegendRows(rows: Row[], ocr = false): Row[] {
  const decoded = decodedPieces(
    rows.map((r) => r.cells.map((c) => c.text.trim())),
    rows.map((r) => r.text),
    ocr,
  );
  if (!decoded) return rows;
  return rows.map((row, i) => {
    const pieces = decoded.get(i);
    if (!pieces) return row;
    let text = '';
    const cells = pieces.map((p, k) => {
      if (k) text += CELL_GAP;
      const c = row.cells[p.cell];
      // A cell holding code and value is cut where its value begins, by the share of its characters before it.
      const per = (c.x1 - c.x0) / Math.max(1, c.text.trim().length);
      const x0 = p.part === 2 ? c.x0 + per * p.offset : c.x0;
      const x1 = p.part === 1 ? c.x0 + per * (c.text.trim().length - (pieces[k + 1]?.text.length ?? 0) - 1) : c.x1;
      const cell = { ...c, text: p.text, x0, x1: Math.max(x0, x1), start: text.length };
      text += p.text;
      return cell;
    });
    return { ...row, text, cells };
  });
}

/** Lines of text (no positions known) with each code of a keyed grid put as its caption. */
export function decodeLegendLines(lines: string[]): string[] {
  const decoded = decodedPieces(lines.map(lineCells), lines);
  if (!decoded) return lines;
  return lines.map((line, i) => {
    const pieces = decoded.get(i);
    return pieces ? /^\s*/.exec(line)![0] + pieces.map((p) => p.text).join(CELL_GAP) : line;
  });
}
