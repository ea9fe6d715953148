import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pgmOf, prepareImageForOcr } from './prepare-image';

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
