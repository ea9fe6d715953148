/**
 * Word boxes as tall as their letters. Tesseract's box of a word on a scan takes in what touches it: the faint
 * remnant of a rule under a row of values, a speck of noise, a box's edge ("Policen-Nr." 30 px high under a value
 * 15 px high, "Total Jahresprämie" twice its line's height). A PDF's text item is as high as its font. The reader
 * judges by a word's height (a caption's small print under its value, a heading's or a name's large print, the rows a
 * line's words make), so each OCR word's box is trimmed to the rows its letters ink: the band of inked rows that holds
 * most of its ink, a dot or an umlaut's points a few rows above it included.
 */
import type { Word } from '../../shared/analysis/layout';
import type { GreyImage } from './prepare-image';
import { paperLevel } from './rulings';

/** Darker than the paper by this much is a letter's ink (a faint rule's remnant and the paper's noise are lighter). */
const INK = 60;
/** Rows of paper this many or fewer inside a band are its letters' gaps (an i's dot, an umlaut's points). */
const MAX_GAP = 3;
/** A trimmed box keeps at least this share of the box as read: less is a word of faint ink, left as it was. */
const MIN_SHARE = 0.35;

/** The word boxes of an OCR reading trimmed to their letters' rows in the image read. */
export function tightWordBoxes(img: GreyImage, words: Word[]): Word[] {
  const ink = paperLevel(img) - INK;
  return words.map((w) => {
    if (w.confidence === undefined) return w;
    const x0 = Math.max(0, Math.floor(w.x0));
    const x1 = Math.min(img.width, Math.ceil(w.x1));
    const y0 = Math.max(0, Math.floor(w.y0));
    const y1 = Math.min(img.height, Math.ceil(w.y1));
    if (x1 - x0 < 2 || y1 - y0 < 4) return w;
    // A row is inked where two pixels of it are ink (one alone is the paper's noise).
    const counts: number[] = [];
    for (let y = y0; y < y1; y++) {
      let n = 0;
      for (let x = x0; x < x1; x++) if (img.data[y * img.width + x] < ink) n++;
      counts.push(n >= 2 ? n : 0);
    }
    // Bands of inked rows; the one with the most ink is the word's letters.
    let best: { from: number; to: number; ink: number } | null = null;
    let band: { from: number; to: number; ink: number } | null = null;
    counts.forEach((n, i) => {
      if (!n) return;
      if (band && i - band.to - 1 <= MAX_GAP) {
        band.to = i;
        band.ink += n;
      } else band = { from: i, to: i, ink: n };
      if (!best || band.ink > best.ink) best = band;
    });
    const found = best as { from: number; to: number; ink: number } | null;
    if (!found) return w;
    const top = y0 + found.from;
    const bottom = y0 + found.to + 1;
    if (bottom - top < MIN_SHARE * (w.y1 - w.y0) || (top <= w.y0 && bottom >= w.y1)) return w;
    return { ...w, y0: Math.max(w.y0, top), y1: Math.min(w.y1, bottom) };
  });
}
