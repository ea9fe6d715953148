import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser } from './support';

// A phone in German: the viewer's own and pdf.js's strings in German, ink drawn with a finger,
// a signature kept for reuse, and a comment on an annotation — all in the saved version.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const invoice = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/doc_002.pdf'));

async function keep(page: Page, name: string) {
  const dir = process.env.ANNOTATION_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** A finger stroke through Chromium's touch input (touch and pointer events as a real screen sends them). */
async function fingerStroke(page: Page, from: { x: number; y: number }, steps: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (i: number) => [{ x: Math.round(from.x + i * 10), y: Math.round(from.y + (i % 2) * 14) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let i = 1; i <= steps; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone in German: ink with a finger, a reusable signature and a comment, saved as a new version', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!, 'Maria Hofmann');
  const headers = { origin: baseURL! };
  await page.request.patch('/api/profile', { data: { language: 'de' }, headers });
  const car = (await (await page.request.post('/api/vehicles', { data: { make: 'BMW', model: '2002 tii', year: 1973 }, headers })).json()) as { id: string };
  const created = await page.request.post('/api/documents', {
    headers,
    multipart: {
      vehicleId: car.id,
      record: JSON.stringify({ documentType: 'service', title: 'Werkstattrechnung' }),
      file: { name: 'doc_002.pdf', mimeType: 'application/pdf', buffer: invoice },
    },
  });
  const doc = (await created.json()) as { id: string };

  await page.goto(`/documents?doc=${doc.id}`);
  const drawer = page.getByRole('dialog');
  const viewer = drawer.getByTestId('annotator');
  // pdf.js loads its module and worker first: seconds on a loaded machine.
  await expect(viewer.locator('[data-page-number="1"] canvas').first()).toBeVisible({ timeout: 30_000 });
  // Every tool in reach at 390 px: the toolbar wraps instead of scrolling sideways.
  const toolbar = drawer.getByRole('toolbar', { name: 'Anmerkungswerkzeuge' });
  await expect(toolbar.getByRole('button', { name: 'Neue Version speichern' })).toBeInViewport();
  expect(await toolbar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await keep(page, 'annotator-390-de');

  const pageBox = (await viewer.locator('.page[data-page-number="1"]').boundingBox())!;
  const frame = (await viewer.boundingBox())!;
  const top = Math.max(pageBox.y, frame.y);
  const at = (x: number, y: number) => ({ x: pageBox.x + pageBox.width * x, y: top + 40 + 200 * y });

  // Ink with a finger; pdf.js's own label of the new drawing is German.
  await drawer.getByRole('button', { name: 'Zeichnen', exact: true }).tap();
  await fingerStroke(page, at(0.2, 0.5), 10);
  await drawer.getByRole('button', { name: 'Auswählen', exact: true }).tap();
  await expect(viewer.locator('.inkEditor')).toHaveCount(1);
  await expect(viewer.locator('.inkEditor')).toHaveAttribute('aria-label', /Zeichnung/, { timeout: 30_000 }); // pdf.js translates it once its German texts loaded: slow on a loaded host
  // A comment on the drawing: selected in the drawing mode, pdf.js's "Kommentar hinzufügen" in its toolbar.
  await drawer.getByRole('button', { name: 'Zeichnen', exact: true }).tap();
  await viewer.locator('.inkEditor').tap();
  await viewer.locator('.inkEditor').getByRole('button', { name: 'Kommentar hinzufügen' }).tap();
  const inkComment = page.getByRole('dialog', { name: 'Kommentar hinzufügen' });
  await inkComment.getByRole('textbox', { name: 'Kommentar' }).fill('Kratzer an der linken Tür');
  await keep(page, 'comment-390-de');
  await inkComment.getByRole('button', { name: 'Hinzufügen' }).tap();
  await expect(inkComment).toBeHidden();
  await drawer.getByRole('button', { name: 'Auswählen', exact: true }).tap();

  // A comment on a line of text: pdf.js's floating "Kommentar" button highlights it and asks our dialog.
  const line = (await viewer.locator('.textLayer span', { hasText: 'Werkstattrechnung Nr.' }).first().boundingBox())!;
  await page.mouse.move(line.x + 2, line.y + line.height / 2);
  await page.mouse.down();
  await page.mouse.move(line.x + line.width - 2, line.y + line.height / 2, { steps: 8 });
  await page.mouse.up();
  await viewer.locator('.editToolbar').getByRole('button', { name: 'Kommentar' }).click();
  const commentDialog = page.getByRole('dialog', { name: 'Kommentar hinzufügen' });
  await commentDialog.getByRole('textbox', { name: 'Kommentar' }).fill('Ölwechsel bestätigt');
  await commentDialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(commentDialog).toBeHidden();

  // A typed signature, kept for reuse.
  await drawer.getByRole('button', { name: 'Unterschrift', exact: true }).tap();
  await drawer.getByRole('button', { name: 'Neue Unterschrift' }).tap();
  const signatureDialog = page.getByRole('dialog', { name: 'Unterschrift hinzufügen' });
  await signatureDialog.getByRole('textbox', { name: 'Unterschrift eintippen' }).fill('Maria Hofmann');
  await signatureDialog.getByLabel('Unterschrift zur Wiederverwendung speichern').check();
  await keep(page, 'signature-390-de');
  await signatureDialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(signatureDialog).toBeHidden();
  await expect(viewer.locator('.signatureEditor')).toHaveCount(1);
  await expect(drawer.getByTitle('Gespeicherte Unterschrift: Maria Hofmann')).toBeVisible();

  // The comments list counts both comments.
  await drawer.getByRole('button', { name: 'Kommentare', exact: true }).tap();
  await expect(drawer.getByText('2 Kommentare', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Ölwechsel bestätigt')).toBeVisible();
  await drawer.getByRole('button', { name: 'Auswählen', exact: true }).tap();

  await toolbar.getByRole('button', { name: 'Neue Version speichern' }).tap();
  await expect(page.getByText('Anmerkungen als neue Version gespeichert')).toBeVisible();
  const [version] = (await (await page.request.get(`/api/documents/${doc.id}/versions`)).json()) as { fileUrl: string }[];
  const saved = Buffer.from(await (await page.request.get(version.fileUrl)).body());
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(saved), verbosity: 0 }).promise;
  const annotations = (await (await pdf.getPage(1)).getAnnotations()) as { subtype: string; contentsObj?: { str: string } }[];
  await pdf.destroy();
  // pdf.js saves the drawing as ink, the signature as a stamp, the comment as the highlight's contents and popup.
  expect(annotations.map((a) => a.subtype).sort()).toEqual(['Highlight', 'Ink', 'Popup', 'Popup', 'Stamp']);
  expect(annotations.find((a) => a.subtype === 'Highlight')?.contentsObj?.str).toBe('Ölwechsel bestätigt');
  expect(annotations.find((a) => a.subtype === 'Ink')?.contentsObj?.str).toBe('Kratzer an der linken Tür');
  // The signature is the owner's to reuse.
  expect(((await (await page.request.get('/api/signatures')).json()) as { description: string }[]).map((s) => s.description)).toContain('Maria Hofmann');
});
