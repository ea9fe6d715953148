import { CELL_GAP, lineCells, type Row } from './layout';

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
/** A word that introduces a key ("Legende:", "Key:", "Legend —"). */
const INTRO = /^\p{L}+\s*[:—–-]\s*/u;

/** The entries of a line read as a key, or null when any part of it is no entry or it has fewer than three. */
function entriesOf(text: string): Map<string, string> | null {
  const parts = text.replace(INTRO, '').trim().split(BETWEEN).filter(Boolean);
  if (parts.length < 3) return null;
  const out = new Map<string, string>();
  for (const part of parts) {
    const m = ENTRY.exec(part.trim());
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
    if (!own && !/[·•]/.test(lines[i])) continue;
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
 * A row's cells as codes and values by turns: as printed (the code in a cell of its own), or each cell holding a code and
 * its value a space apart ("15 FL 39514   18 603.169.439"). Null where the row is no such run.
 */
function codedPieces(cells: string[], captions: Map<string, string>): Piece[] | null {
  if (cells.length >= 2 && cells.length % 2 === 0) {
    const own = cells.every((c, k) => (k % 2 === 0 ? captions.has(c) : !captions.has(c)));
    if (own) return cells.map((text, cell) => ({ cell, text, part: 0, offset: 0 }));
  }
  const out: Piece[] = [];
  for (const [cell, text] of cells.entries()) {
    const m = /^(\S+)\s+(\S.*)$/.exec(text);
    if (!m || !captions.has(m[1]) || captions.has(m[2])) return null;
    out.push({ cell, text: m[1], part: 1, offset: 0 }, { cell, text: m[2], part: 2, offset: text.length - m[2].length });
  }
  return out.length ? out : null;
}

/**
 * Each line's pieces with every code put as its caption, where the page has a key and rows of codes and values ("A", "8012",
 * "B", "21/01/1988"); null where nothing is to be read so. Every such row must hold only codes of the key, each before its
 * value, and no code may stand twice on the page (a list's numbers repeat, a key's codes do not).
 */
function decodedPieces(cellsOf: string[][], lines: string[]): Map<number, Piece[]> | null {
  const legend = pageLegend(lines);
  if (!legend) return null;
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

/** Rows of positioned cells with each code of a keyed grid put as its caption (see decodedPieces). */
export function decodeLegendRows(rows: Row[]): Row[] {
  const decoded = decodedPieces(
    rows.map((r) => r.cells.map((c) => c.text.trim())),
    rows.map((r) => r.text),
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
