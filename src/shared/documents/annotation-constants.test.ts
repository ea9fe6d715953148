import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOUBLE_CLICK_MS,
  FREE_TEXT_DEFAULT_FONT_SIZE,
  HIGHLIGHT_THICKNESS,
  isDoubleTap,
  isTooLarge,
  MIN_ANNOTATION_SIZE,
  pdfOpenProblem,
  SIGNATURE_MAX_DIMENSION,
  STAMP_MAX_PAGE_RATIO,
  STAMP_PREVIEW_LIMIT,
  STAMP_RESIZE_DELAY_MS,
} from './annotation-constants';

const require = createRequire(import.meta.url);
const pdfjsBuild = fs.readFileSync(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'build/pdf.mjs'), 'utf8');

describe('SPEC §9 PDF viewer constants', () => {
  it('are the numbers the installed pdf.js editors use', () => {
    expect(pdfjsBuild).toContain(`static _defaultFontSize = ${FREE_TEXT_DEFAULT_FONT_SIZE};`);
    expect(pdfjsBuild).toContain(`static _defaultThickness = ${HIGHLIGHT_THICKNESS};`);
    expect(pdfjsBuild).toMatch(new RegExp(`maxDim: ${SIGNATURE_MAX_DIMENSION},`));
    expect(pdfjsBuild).toContain(`maxDataDimension = ${STAMP_PREVIEW_LIMIT};`);
    expect(pdfjsBuild).toContain(`const MAX_RATIO = ${STAMP_MAX_PAGE_RATIO};`);
    expect(pdfjsBuild).toContain(`const TIME_TO_WAIT = ${STAMP_RESIZE_DELAY_MS};`);
    expect(pdfjsBuild).toMatch(new RegExp(`static get MIN_SIZE\\(\\) \\{\\s+return ${MIN_ANNOTATION_SIZE};`));
  });
});

describe('isDoubleTap', () => {
  const target = {};
  it('takes a second tap on the same target within 500 ms', () => {
    expect(isDoubleTap({ target, time: 1000 }, target, 1000 + DOUBLE_CLICK_MS)).toBe(true);
    expect(isDoubleTap({ target, time: 1000 }, target, 1200)).toBe(true);
  });
  it('refuses a late tap, another target or a first tap', () => {
    expect(isDoubleTap({ target, time: 1000 }, target, 1000 + DOUBLE_CLICK_MS + 1)).toBe(false);
    expect(isDoubleTap({ target, time: 1000 }, {}, 1100)).toBe(false);
    expect(isDoubleTap(null, target, 1100)).toBe(false);
  });
});

describe('PDF open problems', () => {
  it('names encrypted, huge and broken files', () => {
    expect(pdfOpenProblem({ name: 'PasswordException' })).toBe('encrypted');
    expect(pdfOpenProblem({ name: 'PdfTooLarge' })).toBe('huge');
    expect(pdfOpenProblem({ name: 'InvalidPDFException' })).toBe('broken');
    expect(pdfOpenProblem(null)).toBe('broken');
  });
  it('finds documents too large to lay out', () => {
    expect(isTooLarge(20, 595, 842)).toBe(false);
    expect(isTooLarge(2001, 595, 842)).toBe(true);
    expect(isTooLarge(1, 14400, 14400 * 10)).toBe(true);
  });
});
