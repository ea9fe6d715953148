// npx tsx scripts/make-icons.ts — renders the app icons of the web manifest from the logo (the
// forest-green tile with the brass "P"); the PNGs are committed, so builds need no image tools.
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../src/client/public/icons');
const FOREST = '#1f3b2d';
const BRASS = '#d9b25f';
const P = `<path d="M9 23V9h7.5a5 5 0 0 1 0 10H13v4z" fill="none" stroke="${BRASS}" stroke-width="3" stroke-linejoin="round"/>`;

/** The logo as drawn in the app: a rounded tile. */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${FOREST}"/>${P}</svg>`;
/** Maskable: full-bleed colour, the letter inside the central safe circle (80 % of the size). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${FOREST}"/><g transform="translate(16 16) scale(0.62) translate(-16 -16)">${P}</g></svg>`;

const icons: [string, string, number][] = [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`${name} ${size}×${size}`);
}
