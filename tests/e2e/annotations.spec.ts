import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser } from './support';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/documents');
const invoice = fs.readFileSync(path.join(fixtures, 'doc_002.pdf'));
const stampImage = path.join(fixtures, 'doc_003_scan.jpg');
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

async function documentOf(page: Page, baseURL: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await createUser(page.request, baseURL, 'Maria Hofmann');
  const headers = { origin: baseURL };
  const car = await page.request.post('/api/vehicles', { data: { make: 'BMW', model: '2002 tii', year: 1973 }, headers });
  const res = await page.request.post('/api/documents', {
    headers,
    multipart: { vehicleId: (await car.json()).id, record: JSON.stringify({ documentType: 'service', title: 'Werkstattrechnung' }), file },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; fileUrl: string; fileHash: string };
}

/** The annotations pdf.js reads back from a saved file, by subtype. */
async function annotationsIn(pdf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const list = (await (await doc.getPage(1)).getAnnotations()) as { subtype: string; contentsObj?: { str: string } }[];
  await doc.destroy();
  return list;
}

/** Selects an annotation and comments it through the "Add comment" button of its toolbar. */
async function addComment(page: Page, editor: Locator, text: string) {
  await editor.click();
  await editor.getByRole('button', { name: 'Add comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add comment' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(text);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The comment now has its own "Show comment" button on the annotation instead of "Add comment".
  await expect(editor.getByRole('button', { name: 'Show comment' })).toHaveCount(1);
  // …and its icon is drawn inside it (it once sat far below, leaving a blank square).
  const button = editor.getByRole('button', { name: 'Show comment' });
  const { width, height } = (await button.boundingBox())!;
  const scale = await page.evaluate(() => devicePixelRatio);
  const middle = {
    left: Math.round(width * 0.3 * scale),
    top: Math.round(height * 0.3 * scale),
    width: Math.round(width * 0.4 * scale),
    height: Math.round(height * 0.4 * scale),
  };
  // (sharp's stats() reads its input, not the extract: cut first, then measure)
  const middleOnly = await sharp(await button.screenshot())
    .extract(middle)
    .toBuffer();
  const shot = await sharp(middleOnly).stats();
  expect(Math.min(...shot.channels.slice(0, 3).map((c) => c.min)), 'the darkest pixel in the middle of the Show comment button').toBeLessThan(160);
}

test('annotate a PDF: free text, ink, highlight, a stamp with alt text, undo and redo, save, reload — a new version, the original unchanged', async ({
  page,
  baseURL,
}) => {
  const doc = await documentOf(page, baseURL!, { name: 'doc_002.pdf', mimeType: 'application/pdf', buffer: invoice });
  const originalBytes = Buffer.from(await (await page.request.get(doc.fileUrl)).body());
  expect(sha256(originalBytes)).toBe(sha256(invoice));

  await page.goto(`/documents?doc=${doc.id}`);
  const drawer = page.getByRole('dialog');
  const viewer = drawer.getByTestId('annotator');
  // pdf.js loads its module and worker first: seconds on a loaded machine.
  await expect(viewer.locator('[data-page-number="1"] canvas').first()).toBeVisible({ timeout: 30_000 });
  const pageBox = (await viewer.locator('.page[data-page-number="1"]').boundingBox())!;
  const frame = (await viewer.boundingBox())!;
  // A point on the visible part of page 1 (the page is taller than the frame).
  const top = Math.max(pageBox.y, frame.y);
  const bottom = Math.min(pageBox.y + pageBox.height, frame.y + frame.height);
  const at = (x: number, y: number) => ({ x: pageBox.x + pageBox.width * x, y: top + (bottom - top) * y });
  const editors = viewer.locator('.annotationEditorLayer > div[id^="pdfjs_internal_editor_"]');

  // Free text.
  await drawer.getByRole('button', { name: 'Text', exact: true }).click();
  await page.mouse.click(at(0.6, 0.15).x, at(0.6, 0.15).y);
  // Typed before the new editor holds the focus, the first keys are lost (seen on a loaded machine).
  await expect(viewer.locator('.freeTextEditor .internal')).toBeFocused();
  await page.keyboard.type('Checked by Maria');
  await page.mouse.click(at(0.6, 0.6).x, at(0.6, 0.6).y);
  await expect(viewer.locator('.freeTextEditor')).toContainText('Checked by Maria');
  // A comment on the free text: pdf.js's "Add comment" in the selected editor's toolbar asks our dialog.
  await addComment(page, viewer.locator('.freeTextEditor'), 'Signed off after the test drive');

  // Ink.
  await drawer.getByRole('button', { name: 'Draw', exact: true }).click();
  const from = at(0.3, 0.75);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(from.x + i * 12, from.y + (i % 2) * 15);
  await page.mouse.up();
  await drawer.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(viewer.locator('.inkEditor')).toHaveCount(1);
  // Drawings are selectable in the drawing mode (in Select mode pdf.js puts its editors away).
  await drawer.getByRole('button', { name: 'Draw', exact: true }).click();
  await addComment(page, viewer.locator('.inkEditor'), 'Scratch on the left door');
  await drawer.getByRole('button', { name: 'Select', exact: true }).click();

  // A highlight of a line of text (pdf.js saves it as a Highlight annotation).
  await drawer.getByRole('button', { name: 'Highlight', exact: true }).click();
  const line = (await viewer.locator('.textLayer span', { hasText: 'Werkstattrechnung Nr.' }).first().boundingBox())!;
  await page.mouse.move(line.x + 2, line.y + line.height / 2);
  await page.mouse.down();
  await page.mouse.move(line.x + line.width / 2, line.y + line.height / 2, { steps: 5 });
  await page.mouse.move(line.x + line.width - 2, line.y + line.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.locator('.highlightEditor')).toHaveCount(1);

  // A stamp with alt text.
  await drawer.getByRole('button', { name: 'Image', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: 'Add image' }).click();
  await (await chooser).setFiles(stampImage);
  await expect(viewer.locator('.stampEditor canvas')).toBeVisible();
  await viewer.locator('.stampEditor').getByRole('button', { name: 'Alt text' }).click();
  const altDialog = page.getByRole('dialog', { name: 'Alt text' });
  await altDialog.getByRole('textbox').fill('Workshop stamp, signed by the foreman');
  await altDialog.getByRole('button', { name: 'Save' }).click();
  await expect(altDialog).toBeHidden();
  await expect(editors).toHaveCount(4);

  // Undo takes the last step back, redo brings it again (buttons and keys).
  await drawer.getByRole('button', { name: 'Select', exact: true }).click();
  const undo = drawer.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(viewer.locator('.stampEditor')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Redo' }).click();
  await expect(viewer.locator('.stampEditor')).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(viewer.locator('.stampEditor')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+Z');
  await expect(viewer.locator('.stampEditor')).toHaveCount(1);

  await drawer.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page.getByText('Annotations saved as a new version')).toBeVisible();

  await page.reload();
  await expect(drawer.getByText('by Maria Hofmann')).toBeVisible();
  const versions = (await (await page.request.get(`/api/documents/${doc.id}/versions`)).json()) as { fileUrl: string }[];
  expect(versions).toHaveLength(1);
  const saved = Buffer.from(await (await page.request.get(versions[0].fileUrl)).body());
  const subtypes = (await annotationsIn(saved)).map((a) => a.subtype).sort();
  expect(subtypes).toEqual(expect.arrayContaining(['FreeText', 'Highlight', 'Ink', 'Stamp']));
  const annotations = await annotationsIn(saved);
  // Each comment is its annotation's contents and popup (pdf.js's way). A free text's words stay in
  // its appearance; its contents become the comment (decision 022).
  expect(annotations.find((a) => a.subtype === 'Ink')?.contentsObj?.str).toBe('Scratch on the left door');
  expect(annotations.find((a) => a.subtype === 'FreeText')?.contentsObj?.str).toBe('Signed off after the test drive');
  expect(
    annotations
      .filter((a) => a.subtype === 'Popup')
      .map((a) => a.contentsObj?.str)
      .sort(),
  ).toEqual(['Scratch on the left door', 'Signed off after the test drive']);
  expect(saved.toString('latin1')).toContain('Workshop stamp, signed by the foreman');
  // The version is what the viewer shows after the reload; its annotations are there to edit.
  await expect(drawer.getByTestId('annotator').locator('[data-first-page="shown"], .page[data-page-number="1"]').first()).toBeVisible();

  // The original: not a byte changed.
  const again = (await (await page.request.get(`/api/documents/${doc.id}`)).json()) as { fileUrl: string; fileHash: string };
  expect(again.fileHash).toBe(doc.fileHash);
  expect(sha256(Buffer.from(await (await page.request.get(again.fileUrl)).body()))).toBe(sha256(originalBytes));
});

test('an encrypted, a broken and a huge PDF each get a clear message in the drawer, never a blank', async ({ page, baseURL }) => {
  const { createPdf } = await import('../integration/support/make-pdf');
  const { createEncryptedPdf } = await import('../integration/support/encrypted-pdf');
  const encrypted = createEncryptedPdf();
  const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 'garbage ')]);
  // More pages than a browser tab can lay out without freezing (the file itself is small).
  const huge = createPdf(Array.from({ length: 2001 }, (_, i) => `Page ${i + 1}`));
  const cases: [Buffer, string][] = [
    [encrypted, 'This PDF is password-protected and cannot be shown or annotated here. You can still download it.'],
    [broken, 'This PDF is damaged and cannot be shown. You can still download it.'],
    [huge, 'This PDF is too large to show here. You can still download it.'],
  ];
  const first = await documentOf(page, baseURL!, { name: 'encrypted.pdf', mimeType: 'application/pdf', buffer: cases[0][0] });
  const ids = [first.id];
  const vehicleId = ((await (await page.request.get(`/api/documents/${first.id}`)).json()) as { vehicleId: string }).vehicleId;
  for (const [buffer] of cases.slice(1)) {
    const res = await page.request.post('/api/documents', {
      headers: { origin: baseURL! },
      multipart: { vehicleId, record: JSON.stringify({ documentType: 'other' }), file: { name: 'file.pdf', mimeType: 'application/pdf', buffer } },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).id);
  }
  for (const [i, [, message]] of cases.entries()) {
    await page.goto(`/documents?doc=${ids[i]}`);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(message, { timeout: 30_000 });
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Download' })).toBeVisible();
    // Nothing to annotate: no annotation tools beside the message.
    await expect(page.getByRole('dialog').getByRole('toolbar')).toHaveCount(0);
  }
});

test('a JPEG scan is annotated as a one-page PDF; another user gets 404 for the document and its versions', async ({ page, browser, baseURL }) => {
  const scan = fs.readFileSync(path.join(fixtures, 'doc_002_scan.jpg'));
  const doc = await documentOf(page, baseURL!, { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: scan });
  await page.goto(`/documents?doc=${doc.id}`);
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Annotate' }).click();
  const viewer = drawer.getByTestId('annotator');
  await expect(viewer.locator('[data-first-page="shown"], .page[data-page-number="1"] canvas').first()).toBeVisible({ timeout: 30_000 });
  await drawer.getByRole('button', { name: 'Text', exact: true }).click();
  const box = (await viewer.locator('.page[data-page-number="1"]').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 60);
  await expect(viewer.locator('.freeTextEditor .internal')).toBeFocused();
  await page.keyboard.type('Paid in cash');
  await drawer.getByRole('button', { name: 'Select', exact: true }).click();
  await drawer.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page.getByText('Annotations saved as a new version')).toBeVisible();
  const [version] = (await (await page.request.get(`/api/documents/${doc.id}/versions`)).json()) as { id: string; fileUrl: string }[];
  const annotations = await annotationsIn(Buffer.from(await (await page.request.get(version.fileUrl)).body()));
  expect(annotations.map((a) => a.contentsObj?.str)).toContain('Paid in cash');

  const other = await browser.newContext({ baseURL });
  await createUser(other.request, baseURL!, 'Someone Else');
  for (const url of [`/api/documents/${doc.id}/versions`, `/api/documents/${doc.id}/annotatable`]) expect((await other.request.get(url)).status()).toBe(404);
  expect((await other.request.delete(`/api/documents/${doc.id}/versions/${version.id}`, { headers: { origin: baseURL! } })).status()).toBe(404);
  await other.close();
});
