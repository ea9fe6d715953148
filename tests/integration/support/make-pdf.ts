/**
 * A minimal valid PDF with one line of Helvetica text per page (for page-count and text tests).
 * A `null` page is blank the way some producers write it: no /Contents at all.
 */
export function createPdf(pages: (string | null)[]): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1 catalog, 2 pages, 3 font, then per page: page object and content stream.
  const fontId = 3;
  let next = 4;
  const pageObjects: string[] = [];
  for (const line of pages) {
    const pageId = next++;
    pageIds.push(pageId);
    if (line === null) {
      pageObjects.push(`${pageId} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> >> endobj`);
      continue;
    }
    const contentId = next++;
    const text = line.replace(/[\\()]/g, (c) => `\\${c}`);
    const stream = `BT /F1 12 Tf 50 700 Td (${text}) Tj ET`;
    pageObjects.push(
      `${pageId} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >> endobj`,
    );
    pageObjects.push(`${contentId} 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`);
  }
  objects.push('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj');
  objects.push(`2 0 obj << /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >> endobj`);
  objects.push(`${fontId} 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj`);
  objects.push(...pageObjects);
  return assemblePdf(objects);
}

/** Objects numbered from 1 in order, with the cross-reference table and trailer a reader needs. */
export function assemblePdf(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(body.length);
    body += `${o}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
