import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropOcrImage, pgmOf, prepareImageForOcr } from './prepare-image';

describe('prepareImageForOcr', () => {
  it('gives grey pixels, one byte each, upright, and the resolution the file names', async () => {
    // 1500 × 1100 as stored, shown rotated a quarter turn (EXIF 6): 1100 wide, so scaled to 1200 wide.
    const file = await sharp({ create: { width: 1500, height: 1100, channels: 3, background: '#808080' } })
      .withMetadata({ orientation: 6, density: 150 })
      .jpeg()
      .toBuffer();
    const image = await prepareImageForOcr(file);
    expect([image.width, image.height]).toEqual([1200, 1636]);
    expect(image.data.length).toBe(1200 * 1636);
    expect(Math.abs(image.data[0] - 128)).toBeLessThan(3);
    expect(image.dpi).toBe(150);
  });

  it('reads transparent parts as paper, not as black', async () => {
    const file = await sharp({ create: { width: 1200, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const image = await prepareImageForOcr(file);
    expect(Math.min(...image.data)).toBe(255);
  });
});

describe('pgmOf', () => {
  it('is a binary PGM header followed by the pixels', () => {
    const pgm = pgmOf({ data: Uint8Array.from([0, 128, 255, 7, 8, 9]), width: 3, height: 2 });
    expect(pgm.subarray(0, 11).toString('latin1')).toBe('P5\n3 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([0, 128, 255, 7, 8, 9]);
  });
});

describe('cropOcrImage', () => {
  // 4 × 3, each pixel its index.
  const image = { data: Uint8Array.from({ length: 12 }, (_, i) => i), width: 4, height: 3, dpi: 200 };
  it('cuts out a box with a margin, kept inside the image, and keeps the resolution', () => {
    expect(cropOcrImage(image, { x0: 1, y0: 1, x1: 3, y1: 3 }, 0)).toEqual({ data: Uint8Array.from([5, 6, 9, 10]), width: 2, height: 2, dpi: 200 });
    const padded = cropOcrImage(image, { x0: 1, y0: 1, x1: 3, y1: 2 }, 1)!;
    expect([padded.width, padded.height, [...padded.data]]).toEqual([4, 3, [...image.data]]);
  });
  it('gives nothing for a box too small to read', () => {
    expect(cropOcrImage(image, { x0: 9, y0: 9, x1: 12, y1: 12 }, 0)).toBeNull();
  });
});
