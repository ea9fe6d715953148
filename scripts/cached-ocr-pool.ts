import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OcrPool } from '../src/server/analysis/ocr-pool';

/**
 * The pool behind a folder of earlier readings (by image and layout), for the scripts only:
 * runs comparing two versions of the extraction read the same OCR and spend no CPU on it again.
 * Without a folder, the pool itself.
 */
export function cachedOcrPool(pool: OcrPool, dir: string | undefined): OcrPool {
  if (!dir) return pool;
  fs.mkdirSync(dir, { recursive: true });
  return {
    size: pool.size,
    close: () => pool.close(),
    workers: () => pool.workers(),
    async recognize(image, opts) {
      const key = crypto
        .createHash('sha1')
        .update(image.data)
        .update(`${image.width}x${image.height} ${image.dpi ?? 0} ${opts?.layout ?? 'auto'}`)
        .digest('hex');
      const file = path.join(dir, `${key}.json`);
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
      const result = await pool.recognize(image, opts);
      // Written aside and renamed: several benches may share one folder, and none may read half a file.
      const aside = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(aside, JSON.stringify(result));
      fs.renameSync(aside, file);
      return result;
    },
  };
}
