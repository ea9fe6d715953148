import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Word } from '../../shared/analysis/layout';
import { AnalysisInputError } from './input-error';
import { pgmOf, type OcrImage } from './prepare-image';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
  /** Every word read, with its box (image pixels), its line and its confidence. */
  words: Word[];
}

/** Tesseract's TSV (one row per page, block, paragraph, line and word) as the words with their boxes. */
export function wordsFromTsv(tsv: string | null | undefined): Word[] {
  const words: Word[] = [];
  for (const row of (tsv ?? '').split('\n')) {
    const f = row.split('\t');
    if (f.length < 12 || f[0] !== '5' || !f[11]?.trim()) continue;
    const [left, top, width, height, confidence] = [f[6], f[7], f[8], f[9], f[10]].map(Number);
    words.push({ text: f[11], x0: left, y0: top, x1: left + width, y1: top + height, line: `${f[1]}.${f[2]}.${f[3]}.${f[4]}`, confidence });
  }
  return words;
}

export interface OcrPoolOptions {
  /** `eng+deu` by default (config OCR_LANGS). */
  langs?: string;
  /** Workers kept; defaults from the core count. */
  size?: number;
  /** A job that takes longer is abandoned and its worker replaced. */
  jobTimeoutMs?: number;
  log?: { warn(obj: unknown, msg?: string): void };
}

/**
 * How Tesseract segments the page: `auto` finds columns and blocks (pages, forms); `block` reads the
 * image as one uniform block of lines, which suits a till receipt's single column far better.
 */
export type OcrLayout = 'auto' | 'block';

export interface OcrPool {
  recognize(image: OcrImage, opts?: { layout?: OcrLayout }): Promise<OcrResult>;
  readonly size: number;
  close(): Promise<void>;
  /** The workers started so far (tests kill one to see the pool recover). */
  workers(): Promise<Worker[]>;
}

/** One worker per core but the first (the event loop keeps one), at least 1, at most 4: each holds ~120 MB. */
export function defaultPoolSize(cores = os.availableParallelism?.() ?? os.cpus().length): number {
  return Math.max(1, Math.min(4, cores - 1));
}

const require = createRequire(import.meta.url);

/**
 * Language data from the `@tesseract.js-data/<lang>` packages: nothing is downloaded and nothing
 * is cached into the working directory. Tesseract.js reads every language from one folder, so a
 * folder of links to the packages' files is made once in the system's temp dir — one per
 * installation, so that a checkout removed later (a CI clone) leaves no dangling links behind for
 * another one on the same machine.
 */
let langDir: string | undefined;
function languageDir(codes: string[]): string {
  if (langDir) return langDir;
  const sources = codes.map((code) => {
    try {
      return path.join(path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', `${code}.traineddata.gz`);
    } catch {
      throw new Error(`OCR language data for "${code}" is not installed (npm package @tesseract.js-data/${code}).`);
    }
  });
  const installation = crypto.createHash('sha1').update(sources.join('\n')).digest('hex').slice(0, 10);
  langDir = linkLanguageFiles(path.join(os.tmpdir(), `patina-tessdata-${process.getuid?.() ?? 0}-${installation}`), sources);
  return langDir;
}

/** Links (or copies) each file into `dir`, replacing a link that points elsewhere or nowhere. */
export function linkLanguageFiles(dir: string, sources: string[]): string {
  fs.mkdirSync(dir, { recursive: true });
  const isLinkTo = (target: string, source: string) => {
    try {
      return fs.realpathSync(target) === fs.realpathSync(source);
    } catch {
      return false; // missing, or a link to a file that is gone
    }
  };
  for (const source of sources) {
    const target = path.join(dir, path.basename(source));
    if (isLinkTo(target, source)) continue;
    fs.rmSync(target, { force: true }); // removes a dangling link too
    try {
      fs.symlinkSync(source, target);
    } catch {
      // Another process made it meanwhile, or links are not allowed here.
      if (!isLinkTo(target, source)) fs.copyFileSync(source, target);
    }
  }
  return dir;
}

interface Slot {
  worker: Promise<Worker> | null;
  busy: boolean;
}

interface Job {
  image: OcrImage;
  layout: OcrLayout;
  attempts: number;
  resolve(r: OcrResult): void;
  reject(e: unknown): void;
}

export function createOcrPool(opts: OcrPoolOptions = {}): OcrPool {
  const langs = (opts.langs ?? 'eng+deu').split('+');
  const size = Math.max(1, opts.size ?? defaultPoolSize());
  const jobTimeoutMs = opts.jobTimeoutMs ?? 60_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, busy: false }));
  const queue: Job[] = [];
  const dead = new WeakSet<Worker>();
  const layoutOf = new WeakMap<Worker, OcrLayout>();
  let closed = false;

  const spawn = async (): Promise<Worker> => {
    const worker = await createWorker(langs, OEM.LSTM_ONLY, {
      langPath: languageDir(langs),
      cacheMethod: 'none',
      gzip: true,
      errorHandler: (e: unknown) => opts.log?.warn({ err: e }, 'OCR worker error'),
    });
    // Keep spaces between words as printed (table columns) and let Tesseract find the layout.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
    // A terminated worker must never be handed a job again (tesseract.js would hang on it).
    const terminate = worker.terminate.bind(worker);
    worker.terminate = () => {
      dead.add(worker);
      return terminate();
    };
    return worker;
  };

  const retire = (slot: Slot) => {
    const w = slot.worker;
    slot.worker = null;
    w?.then((worker) => worker.terminate()).catch(() => {});
  };

  const run = async (slot: Slot, job: Job) => {
    slot.busy = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      slot.worker ??= spawn();
      let worker = await slot.worker;
      if (dead.has(worker)) worker = await (slot.worker = spawn());
      if ((layoutOf.get(worker) ?? 'auto') !== job.layout) {
        await worker.setParameters({ tessedit_pageseg_mode: job.layout === 'block' ? PSM.SINGLE_BLOCK : PSM.AUTO });
        layoutOf.set(worker, job.layout);
      }
      // The resolution the image's file named, as Tesseract would have read it from the file (a PGM
      // names none). tesseract.js passes any option it does not know to Tesseract for this job only.
      const options = (job.image.dpi ? { user_defined_dpi: String(Math.round(job.image.dpi)) } : {}) as Parameters<Worker['recognize']>[1];
      const result = await Promise.race([
        // Only what the reader uses: the text and the words' boxes (TSV).
        worker.recognize(pgmOf(job.image), options, { text: true, tsv: true }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new AnalysisInputError('ocr_failed', 'Reading the image took too long.')), jobTimeoutMs);
        }),
      ]);
      job.resolve({ text: result.data.text ?? '', confidence: result.data.confidence ?? 0, words: wordsFromTsv(result.data.tsv) });
    } catch (error) {
      // A worker that failed or hung may be in any state: replace it rather than reuse it.
      retire(slot);
      opts.log?.warn({ err: error }, 'OCR job failed; worker replaced');
      // The worker may have died under the job (a crashed thread never answers): one more try on a fresh one.
      if (job.attempts < 2 && !closed) {
        job.attempts++;
        queue.unshift(job);
      } else job.reject(error instanceof AnalysisInputError ? error : new AnalysisInputError('ocr_failed', 'The image could not be read.'));
    } finally {
      clearTimeout(timer);
      slot.busy = false;
      pump();
    }
  };

  const pump = () => {
    if (closed) return;
    for (const slot of slots) {
      if (!queue.length) return;
      if (!slot.busy) void run(slot, queue.shift()!);
    }
  };

  return {
    size,
    recognize(image, opts = {}) {
      if (closed) return Promise.reject(new Error('The OCR pool is closed.'));
      return new Promise<OcrResult>((resolve, reject) => {
        queue.push({ image, layout: opts.layout ?? 'auto', attempts: 1, resolve, reject });
        pump();
      });
    },
    async workers() {
      const live = await Promise.all(slots.map((slot) => slot.worker?.catch(() => null) ?? null));
      return live.filter((w): w is Worker => w !== null);
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The OCR pool is closed.'));
      await Promise.all(slots.map(async (slot) => (await slot.worker?.catch(() => null))?.terminate().catch(() => {})));
      for (const slot of slots) slot.worker = null;
    },
  };
}
