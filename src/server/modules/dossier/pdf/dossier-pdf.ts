import crypto from 'node:crypto';
import { PDFDocument, PDFHexString, PDFName, PDFRef, type PDFImage, type PDFPage } from 'pdf-lib';
import { formatDate } from '../../../../shared/format/date';
import { formatMoney } from '../../../../shared/format/money';
import type { DossierLanguage, DossierSection } from '../../../../shared/dossier/dossier-api';
import { dossierTexts, fillDossierText as fill, type DossierTexts } from '../../../../shared/dossier/dossier-texts';
import type { OwnershipEntry } from '../../../../shared/dossier/ownership-chain';
import type { Timeline, ValueHistory, Money } from '../../../../shared/history/history-api';
import type { Story } from '../../../../shared/stories/story-schema';
import type { Vehicle } from '../../../../shared/vehicles/vehicle-schema';
import { spendCategories } from '../../../../shared/history/spending';
import { scaleMax } from '../../../../shared/history/condition-scales';
import { planAttachments, type Attachment, type AttachmentPlan } from './attachments';
import { embedFonts, type Fonts } from './fonts';
import { CONTENT_WIDTH, MARGIN, PAGE, Flow, addOutline, colors, fitLine, linkToPage, wrapText } from './layout';
import { drawValueChart } from './value-chart';
import { timelineLabel } from './timeline-label';
import { storyParagraphs } from './story-text';

/** A document of the index; `reproduction` gives its pages (an image or a PDF), read only when its turn comes. */
export interface DossierDocument {
  no: number;
  id: string;
  date: string;
  type: keyof DossierTexts['type'];
  title: string;
  amount: Money | null;
  sha256: string;
  fileName: string;
  fileSize: number;
  mime: string;
  attachment: Attachment;
  reproduction: (() => Promise<Reproduction | null>) | null;
}

export type Reproduction = { kind: 'image'; jpeg: Buffer } | { kind: 'pdf'; bytes: Uint8Array };

export interface DossierContent {
  language: DossierLanguage;
  generatedAt: Date;
  sections: DossierSection[];
  vehicle: Vehicle;
  coverPhoto: Buffer | null;
  timeline: Timeline;
  value: ValueHistory;
  ownership: OwnershipEntry[];
  stories: Story[];
  documents: DossierDocument[];
  /** Documents checked by the consistency rules (all of the vehicle's, not only the chosen types). */
  checkedDocuments: number;
}

export interface DossierPdf {
  /** Set, not yet written: write-pdf.ts streams it to the file. */
  doc: PDFDocument;
  plan: AttachmentPlan;
  pageCount: number;
  trailer: string;
}

/** Writes finished objects of the document to the file now and drops them from it (write-pdf.ts). */
export type Spill = (doc: PDFDocument, refs: PDFRef[]) => Promise<void>;

/** Pages of one document reproduced at most: a 300-page manual stays an attachment only. */
export const MAX_REPRODUCED_PAGES = 40;
/** A section opening lower than this on a page starts on the next one instead. */
const MIN_SECTION_ROOM = 260;

/** pdf-lib's JPEG reader ignores a view's offset: a small Buffer from Node's shared pool would read as garbage ("SOI not found"). */
const ownBytes = (b: Buffer) => (b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b : new Uint8Array(b));
const vehicleName = (v: Vehicle) => `${v.year} ${v.make} ${v.model}`;
const bytesText = (n: number, language: DossierLanguage) => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: i === 0 ? 0 : 1 }).format(v)} ${units[i]}`;
};

/**
 * Writes the dossier's pages with pdf-lib: cover, contents, the chosen sections, the document
 * index and the reproductions; declares the attachments (their bytes are appended afterwards,
 * see attachments.ts). `onDocument` reports each reproduced document for the progress bar;
 * `spill` takes each reproduction's image and copied objects as soon as they are made, so that
 * the document never holds more than one of them (without it, all stay until written).
 */
export async function renderDossier(
  content: DossierContent,
  onDocument: (done: number) => Promise<void> | void = () => undefined,
  spill: Spill = async () => undefined,
): Promise<DossierPdf> {
  const t = dossierTexts[content.language];
  const lang = content.language;
  const date = (d: string | null | undefined) => formatDate(d, lang, '—');
  const money = (m: Money | null | undefined) => (m ? formatMoney(m.amount, m.currency, lang, '—') : '—');
  const v = content.vehicle;
  const name = vehicleName(v);

  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);
  const flow = new Flow(doc, fonts);
  const chosen = new Set(content.sections);

  // ── Cover ────────────────────────────────────────────────────────────────────────────────
  await drawCover(doc, fonts, content, t);

  // ── Contents (filled in at the end, when every section's page is known) ─────────────────
  const tocPage = flow.newPage();
  const sectionStarts: { title: string; page: number }[] = [];
  // A section starts on a fresh page unless the page before has room for its opening; the first after the contents always does.
  const startSection = (title: string, kicker?: string) => {
    if (sectionStarts.length === 0 || flow.y - MIN_SECTION_ROOM < MARGIN.bottom) flow.newPage();
    else flow.gap(34);
    sectionStarts.push({ title, page: flow.pageIndex });
    flow.heading(title, kicker);
  };

  if (chosen.has('facts')) {
    startSection(t.section.facts, name);
    drawFacts(flow, content, t);
  }
  if (chosen.has('ownership')) {
    startSection(t.section.ownership, name);
    drawOwnership(flow, content, t, date, money);
  }
  if (chosen.has('timeline')) {
    startSection(t.section.timeline, name);
    drawTimeline(flow, content, t, date, money);
  }
  if (chosen.has('value')) {
    startSection(t.section.value, name);
    drawValue(flow, content, t, date, money);
  }
  if (chosen.has('flags')) {
    startSection(t.section.flags, name);
    drawFlags(flow, content, t, date);
  }
  if (chosen.has('stories')) {
    startSection(t.section.stories, name);
    drawStories(flow, content, t, date);
  }

  // ── Document index and reproductions ────────────────────────────────────────────────────
  const pageRefs: { row: { page: PDFPage; x: number; y: number }; doc: DossierDocument }[] = [];
  if (chosen.has('documents')) {
    flow.y = MARGIN.bottom; // the index is a register to print and hand over: it starts on its own page
    startSection(t.section.documents, name);
    drawIndex(flow, content, t, date, money, pageRefs);
  }
  const reproducedAt = new Map<string, number>();
  if (chosen.has('documents') && content.documents.some((d) => d.reproduction)) {
    let blank: PDFPage | null = null;
    let done = 0;
    // The section's first page is opened before the first reproduction and handed to it.
    const takePage = () => {
      const page = blank ?? flow.newPage();
      blank = null;
      return page;
    };
    for (const d of content.documents) {
      const repro = d.reproduction ? await d.reproduction().catch(() => null) : null;
      if (repro) {
        if (!sectionStarts.some((s) => s.title === t.section.reproductions)) {
          blank = flow.newPage();
          sectionStarts.push({ title: t.section.reproductions, page: flow.pageIndex });
        }
        const at = await drawReproduction(doc, fonts, d, repro, t, takePage, spill);
        if (at !== null) reproducedAt.set(d.id, at);
      }
      await onDocument(++done);
    }
  }
  for (const { row, doc: d } of pageRefs) {
    const at = reproducedAt.get(d.id);
    const label = at === undefined ? t.documents.notReproduced : fill(t.documents.reproduced, { page: at + 1 });
    const style = { font: at === undefined ? ('italic' as const) : ('regular' as const), size: 7.5 };
    const text = fitLine(fonts, label, style, 170);
    const width = fonts[style.font].widthOfTextAtSize(text, style.size);
    const x = PAGE.width - MARGIN.right - width;
    row.page.drawText(text, { x, y: row.y, size: style.size, font: fonts[style.font], color: at === undefined ? colors.faint : colors.accent });
    if (at !== undefined) linkToPage(doc, row.page, [x - 2, row.y - 3, x + width + 2, row.y + 9], doc.getPage(at).ref);
  }

  // ── Contents, outline, page numbers ─────────────────────────────────────────────────────
  drawContents(doc, fonts, tocPage, sectionStarts, t, name);
  addOutline(
    doc,
    sectionStarts.map((s) => ({ title: s.title, page: doc.getPage(s.page).ref })),
  );
  const total = doc.getPageCount();
  doc.getPages().forEach((page, i) => {
    if (i === 0) return;
    const y = 34;
    page.drawLine({ start: { x: MARGIN.left, y: y + 14 }, end: { x: PAGE.width - MARGIN.right, y: y + 14 }, thickness: 0.5, color: colors.rule });
    page.drawText(fitLine(fonts, `${name} · ${t.title}`, { size: 8 }, 360), { x: MARGIN.left, y, size: 8, font: fonts.regular, color: colors.muted });
    const label = fill(t.page, { n: i + 1, total });
    page.drawText(label, { x: PAGE.width - MARGIN.right - fonts.regular.widthOfTextAtSize(label, 8), y, size: 8, font: fonts.regular, color: colors.muted });
  });

  // ── Metadata: title, author, dates, language, an XMP packet and a file identifier ───────
  const title = `${t.title} – ${name}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(t.author);
  doc.setSubject(`${t.subtitle}: ${name}${v.vin ? ` (${v.vin})` : ''}`);
  doc.setKeywords(t.keywords.split(', '));
  doc.setCreator('Patina');
  doc.setProducer('Patina (pdf-lib)');
  doc.setCreationDate(content.generatedAt);
  doc.setModificationDate(content.generatedAt);
  doc.setLanguage(lang === 'de' ? 'de-DE' : 'en-US');
  addXmp(doc, { title, author: t.author, subject: `${t.subtitle}: ${name}`, date: content.generatedAt, lang: lang === 'de' ? 'de-DE' : 'en-US' });
  const id = crypto.createHash('md5').update(`${v.id}:${content.generatedAt.toISOString()}`).digest('hex');
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);

  const plan = planAttachments(doc, chosen.has('documents') ? content.documents.map((d) => d.attachment) : []);
  const info = doc.context.trailerInfo;
  const trailer = `/Root ${info.Root!.toString()} /Info ${info.Info!.toString()} /ID ${info.ID!.toString()}`;
  return { doc, plan, pageCount: total, trailer };
}

// ── Sections ─────────────────────────────────────────────────────────────────────────────────

async function drawCover(doc: PDFDocument, fonts: Fonts, content: DossierContent, t: DossierTexts) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const v = content.vehicle;
  const lang = content.language;
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: colors.band });
  page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: colors.accent });
  const left = MARGIN.left;
  let y = PAGE.height - 78;
  page.drawText(t.title.toUpperCase(), { x: left, y, size: 10, font: fonts.bold, color: colors.accent });
  y -= 16;
  page.drawText(t.subtitle, { x: left, y, size: 10, font: fonts.regular, color: colors.muted });

  // The photo, as large as the page allows, in a thin frame.
  const box = { x: left, y: 330, width: CONTENT_WIDTH, height: 340 };
  let image: PDFImage | null = null;
  if (content.coverPhoto) image = await doc.embedJpg(ownBytes(content.coverPhoto)).catch(() => null);
  if (image) {
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const x = box.x + (box.width - w) / 2;
    const iy = box.y + (box.height - h) / 2;
    page.drawRectangle({ x: x - 5, y: iy - 5, width: w + 10, height: h + 10, color: colors.white, borderColor: colors.rule, borderWidth: 0.6 });
    page.drawImage(image, { x, y: iy, width: w, height: h });
  } else {
    page.drawRectangle({ x: box.x, y: box.y + 40, width: box.width, height: box.height - 80, color: colors.white, borderColor: colors.rule, borderWidth: 0.6 });
    const initials = `${v.make} ${v.model}`;
    const size = 26;
    const text = fitLine(fonts, initials, { font: 'bold', size }, box.width - 40);
    page.drawText(text, {
      x: box.x + (box.width - fonts.bold.widthOfTextAtSize(text, size)) / 2,
      y: box.y + box.height / 2 - 8,
      size,
      font: fonts.bold,
      color: colors.rule,
    });
  }

  // Name, variant, the four facts a buyer asks first.
  y = 292;
  const nameLines = wrapText(fonts, `${v.year} ${v.make} ${v.model}`, { font: 'bold', size: 28 }, CONTENT_WIDTH);
  for (const line of nameLines.slice(0, 2)) {
    page.drawText(line, { x: left, y, size: 28, font: fonts.bold, color: colors.ink });
    y -= 34;
  }
  if (v.variant) {
    page.drawText(fitLine(fonts, v.variant, { size: 13 }, CONTENT_WIDTH), { x: left, y: y + 8, size: 13, font: fonts.regular, color: colors.muted });
    y -= 18;
  }
  const cells: [string, string][] = [
    [t.cover.vin, v.vin ?? t.cover.noVin],
    [t.cover.matching, v.matchingNumbers === null ? t.cover.unknown : v.matchingNumbers ? t.cover.yes : t.cover.no],
    [t.cover.condition, conditionText(v, t)],
    [t.section.documents, fill(t.cover.documents, { n: content.documents.length })],
  ];
  const cellW = CONTENT_WIDTH / 2;
  y -= 10;
  cells.forEach(([label, value], i) => {
    const cx = left + (i % 2) * cellW;
    const cy = y - Math.floor(i / 2) * 46;
    page.drawLine({ start: { x: cx, y: cy + 12 }, end: { x: cx + cellW - 16, y: cy + 12 }, thickness: 0.6, color: colors.rule });
    page.drawText(label.toUpperCase(), { x: cx, y: cy, size: 7.5, font: fonts.bold, color: colors.muted });
    page.drawText(fitLine(fonts, value, { font: 'bold', size: 12 }, cellW - 20), { x: cx, y: cy - 17, size: 12, font: fonts.bold, color: colors.ink });
  });

  const footer = fill(t.preparedFor, { date: formatDate(content.generatedAt.toISOString().slice(0, 10), lang) });
  page.drawLine({ start: { x: left, y: 66 }, end: { x: PAGE.width - MARGIN.right, y: 66 }, thickness: 0.6, color: colors.rule });
  page.drawText(footer, { x: left, y: 48, size: 9, font: fonts.regular, color: colors.muted });
  const brand = 'Patina';
  page.drawText(brand, { x: PAGE.width - MARGIN.right - fonts.bold.widthOfTextAtSize(brand, 11), y: 47, size: 11, font: fonts.bold, color: colors.accent });
}

function conditionText(v: Vehicle, t: DossierTexts): string {
  if (v.conditionGrade === null) return t.cover.unknown;
  if (v.conditionScale) return fill(t.grade[v.conditionScale], { grade: v.conditionGrade, max: scaleMax[v.conditionScale] });
  return fill(t.grade.plain, { grade: v.conditionGrade });
}

function drawContents(doc: PDFDocument, fonts: Fonts, page: PDFPage, starts: { title: string; page: number }[], t: DossierTexts, name: string) {
  let y = PAGE.height - MARGIN.top - 10;
  page.drawText(name.toUpperCase(), { x: MARGIN.left, y, size: 8, font: fonts.bold, color: colors.accent });
  y -= 30;
  page.drawText(t.contents, { x: MARGIN.left, y, size: 22, font: fonts.bold, color: colors.ink });
  y -= 16;
  page.drawLine({ start: { x: MARGIN.left, y }, end: { x: PAGE.width - MARGIN.right, y }, thickness: 1.2, color: colors.accent });
  y -= 34;
  starts.forEach((s, i) => {
    const num = String(s.page + 1);
    const numW = fonts.regular.widthOfTextAtSize(num, 12);
    const right = PAGE.width - MARGIN.right;
    const label = `${String(i + 1).padStart(2, '0')}`;
    page.drawText(label, { x: MARGIN.left, y, size: 12, font: fonts.bold, color: colors.accent });
    const titleX = MARGIN.left + 30;
    const title = fitLine(fonts, s.title, { size: 12 }, right - titleX - 60);
    page.drawText(title, { x: titleX, y, size: 12, font: fonts.regular, color: colors.ink });
    const titleEnd = titleX + fonts.regular.widthOfTextAtSize(title, 12) + 8;
    for (let x = titleEnd; x < right - numW - 8; x += 5) page.drawCircle({ x, y: y + 3, size: 0.55, color: colors.faint });
    page.drawText(num, { x: right - numW, y, size: 12, font: fonts.regular, color: colors.ink });
    linkToPage(doc, page, [MARGIN.left - 4, y - 6, right + 2, y + 14], doc.getPage(s.page).ref);
    y -= 30;
  });
}

function keyValues(flow: Flow, rows: [string, string][]) {
  const labelW = 170;
  for (const [label, value] of rows) {
    const lines = wrapText(flow.fonts, value, { size: 10.5 }, CONTENT_WIDTH - labelW);
    flow.ensure(lines.length * 15 + 10);
    const top = flow.y;
    flow.text(label, { size: 9.5, color: colors.muted }, { width: labelW - 12 });
    const afterLabel = flow.y;
    flow.y = top;
    flow.text(value, { size: 10.5, font: 'bold' }, { x: MARGIN.left + labelW });
    flow.y = Math.min(flow.y, afterLabel) - 6;
    flow.page.drawLine({ start: { x: MARGIN.left, y: flow.y + 2 }, end: { x: PAGE.width - MARGIN.right, y: flow.y + 2 }, thickness: 0.4, color: colors.rule });
    flow.gap(6);
  }
}

function drawFacts(flow: Flow, c: DossierContent, t: DossierTexts) {
  const v = c.vehicle;
  const lang = c.language;
  const num = (n: number) => new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US').format(n);
  const rows: [string, string | null][] = [
    [t.cover.vin, v.vin ?? t.cover.noVin],
    [t.fact.variant, v.variant],
    [t.fact.bodyStyle, v.bodyStyle ? t.bodyStyle[v.bodyStyle] : null],
    [t.fact.engine, v.engine],
    [t.fact.engineNumber, v.engineNumber],
    [t.cover.matching, v.matchingNumbers === null ? null : v.matchingNumbers ? t.cover.yes : t.cover.no],
    [t.fact.transmission, v.transmission ? t.transmission[v.transmission] : null],
    [t.fact.exteriorColor, v.exteriorColor],
    [t.fact.interiorColor, v.interiorColor],
    [t.fact.licensePlate, v.licensePlate],
    [t.fact.odometer, v.odometer === null ? null : `${num(v.odometer)} ${v.odometerUnit}`],
    [t.cover.condition, v.conditionGrade === null ? null : conditionText(v, t)],
    [t.fact.purchaseDate, v.purchaseDate ? formatDate(v.purchaseDate, lang) : null],
    [t.fact.purchasePrice, v.purchasePrice === null ? null : formatMoney(v.purchasePrice, v.currency, lang)],
    [t.fact.estimatedValue, v.estimatedValue === null ? null : formatMoney(v.estimatedValue, v.currency, lang)],
    [t.fact.status, t.status[v.status]],
  ];
  keyValues(
    flow,
    rows.filter((r): r is [string, string] => r[1] !== null && r[1] !== ''),
  );
}

function drawOwnership(flow: Flow, c: DossierContent, t: DossierTexts, date: (d: string | null) => string, money: (m: Money | null) => string) {
  if (c.ownership.length === 0) {
    flow.text(t.ownership.none, { color: colors.muted });
    return;
  }
  flow.text(t.ownership.note, { size: 9, color: colors.muted, font: 'italic' }, { after: 12 });
  const dotX = MARGIN.left + 98;
  for (const e of c.ownership) {
    if (e.type === 'gap') {
      const text = e.from ? fill(t.ownership.gap, { from: date(e.from), to: date(e.to) }) : fill(t.ownership.gapBefore, { to: date(e.to) });
      flow.ensure(40);
      const top = flow.y;
      flow.page.drawRectangle({ x: dotX + 14, y: top - 28, width: PAGE.width - MARGIN.right - dotX - 14, height: 24, color: colors.warnSoft });
      flow.page.drawLine({ start: { x: dotX, y: top }, end: { x: dotX, y: top - 34 }, thickness: 1, color: colors.warn, dashArray: [2, 2] });
      flow.y = top - 4;
      flow.text(text, { size: 9.5, font: 'bold', color: colors.warn }, { x: dotX + 22 });
      flow.y = top - 38;
      continue;
    }
    const title = t.ownership[e.kind];
    const party = e.party ? fill(e.kind === 'purchase' || e.kind === 'transfer_in' ? t.ownership.from : t.ownership.to, { party: e.party }) : '';
    const detail = [party, e.amount ? money(e.amount) : '', e.documentId ? `(${t.ownership.billOfSale})` : ''].filter(Boolean).join(' · ');
    flow.ensure(44);
    const top = flow.y;
    flow.page.drawText(date(e.date), { x: MARGIN.left, y: top - 13, size: 9.5, font: flow.fonts.bold, color: colors.ink });
    flow.page.drawLine({ start: { x: dotX, y: top }, end: { x: dotX, y: top - 40 }, thickness: 1, color: colors.rule });
    flow.page.drawCircle({ x: dotX, y: top - 10, size: 4, color: e.kind === 'purchase' || e.kind === 'transfer_in' ? colors.accent : colors.muted });
    flow.y = top;
    flow.text(title, { size: 11, font: 'bold' }, { x: dotX + 16 });
    if (detail) flow.text(detail, { size: 9.5, color: colors.muted }, { x: dotX + 16 });
    flow.y = Math.min(flow.y, top - 40);
  }
}

function drawTimeline(flow: Flow, c: DossierContent, t: DossierTexts, date: (d: string | null) => string, money: (m: Money | null) => string) {
  const events = [...c.timeline.events].reverse(); // oldest first: a history reads forward
  if (events.length === 0) {
    flow.text(t.timeline.none, { color: colors.muted });
    return;
  }
  const dateW = 86;
  const amountW = 90;
  const unit = c.vehicle.odometerUnit;
  const num = (n: number) => new Intl.NumberFormat(c.language === 'de' ? 'de-DE' : 'en-US').format(n);
  let year = '';
  for (const e of events) {
    if (e.date.slice(0, 4) !== year) {
      year = e.date.slice(0, 4);
      flow.ensure(84); // a year's heading never stands alone at the foot of a page
      flow.gap(year === events[0].date.slice(0, 4) ? 0 : 8);
      flow.text(year, { font: 'bold', size: 14, color: colors.accent }, { after: 4 });
    }
    const label = timelineLabel(e, t);
    const extra = [e.title && e.title !== label ? e.title : null, e.shop, e.mileage !== null ? `${num(e.mileage)} ${unit}` : null].filter(Boolean).join(' · ');
    const bodyW = CONTENT_WIDTH - dateW - amountW;
    const lines = wrapText(flow.fonts, label, { size: 10, font: 'bold' }, bodyW).length + (extra ? wrapText(flow.fonts, extra, { size: 9 }, bodyW).length : 0);
    flow.ensure(lines * 14 + 10);
    const top = flow.y;
    flow.page.drawText(date(e.date), { x: MARGIN.left, y: top - 11, size: 9, font: flow.fonts.regular, color: colors.muted });
    if (e.amount) {
      const a = money(e.amount);
      flow.page.drawText(a, {
        x: PAGE.width - MARGIN.right - flow.fonts.regular.widthOfTextAtSize(a, 9.5),
        y: top - 11,
        size: 9.5,
        font: flow.fonts.regular,
        color: colors.ink,
      });
    }
    flow.text(label, { size: 10, font: 'bold' }, { x: MARGIN.left + dateW, width: bodyW });
    if (extra) flow.text(extra, { size: 9, color: colors.muted }, { x: MARGIN.left + dateW, width: bodyW });
    flow.gap(5);
    flow.page.drawLine({
      start: { x: MARGIN.left + dateW, y: flow.y + 1 },
      end: { x: PAGE.width - MARGIN.right, y: flow.y + 1 },
      thickness: 0.3,
      color: colors.rule,
    });
    flow.gap(4);
  }
}

function drawValue(flow: Flow, c: DossierContent, t: DossierTexts, date: (d: string | null) => string, money: (m: Money | null) => string) {
  const f = c.value.figures;
  const cur = f.currency;
  const m = (n: number | null) => (n === null ? '—' : money({ amount: n, currency: cur }));
  const signed = (n: number, text: string) => `${n >= 0 ? '+' : '−'}${text}`;
  const tiles: [string, string, string | null][] = [
    [t.value.purchasePrice, m(f.purchasePrice), null],
    [t.value.currentValue, f.currentValue ? m(f.currentValue.amount) : '—', f.currentValue ? t.valueKind[f.currentValue.kind] : null],
    [
      t.value.change,
      f.valueChange ? signed(f.valueChange.amount, m(Math.abs(f.valueChange.amount))) : '—',
      f.valueChange?.percent != null
        ? signed(f.valueChange.percent, `${new Intl.NumberFormat(c.language === 'de' ? 'de-DE' : 'en-US').format(Math.abs(f.valueChange.percent))} %`)
        : null,
    ],
    [t.value.tco, m(f.totalCostOfOwnership), null],
  ];
  flow.ensure(80);
  const tileW = (CONTENT_WIDTH - 3 * 10) / 4;
  const tileH = 66;
  const top = flow.y;
  tiles.forEach(([label, value, note], i) => {
    const x = MARGIN.left + i * (tileW + 10);
    flow.page.drawRectangle({ x, y: top - tileH, width: tileW, height: tileH, color: colors.accentSoft });
    const labelLines = wrapText(flow.fonts, label.toUpperCase(), { size: 6.6, font: 'bold' }, tileW - 16).slice(0, 2);
    labelLines.forEach((line, j) => flow.page.drawText(line, { x: x + 8, y: top - 14 - j * 8.5, size: 6.6, font: flow.fonts.bold, color: colors.accent }));
    flow.page.drawText(fitLine(flow.fonts, value, { size: 11.5, font: 'bold' }, tileW - 16), {
      x: x + 8,
      y: top - 44,
      size: 11.5,
      font: flow.fonts.bold,
      color: colors.ink,
    });
    if (note)
      flow.page.drawText(fitLine(flow.fonts, note, { size: 7.5 }, tileW - 16), {
        x: x + 8,
        y: top - 57,
        size: 7.5,
        font: flow.fonts.regular,
        color: colors.muted,
      });
  });
  flow.y = top - tileH - 16;

  flow.subheading(t.value.chart);
  flow.ensure(230);
  drawValueChart(flow, c.value, { language: c.language, texts: t, height: 200 });

  flow.ensure(48 + 22 * spendCategories.length + 40); // the table stays on one page
  flow.subheading(t.value.costs);
  const rows: [string, string][] = spendCategories.map((cat) => [t.spend[cat], m(f.spending.byCategory[cat])]);
  const max = Math.max(1, ...spendCategories.map((cat) => f.spending.byCategory[cat]));
  for (const [i, [label, value]] of rows.entries()) {
    flow.ensure(22);
    const y = flow.y - 14;
    flow.page.drawText(label, { x: MARGIN.left, y, size: 10, font: flow.fonts.regular, color: colors.ink });
    const barX = MARGIN.left + 150;
    const barW = CONTENT_WIDTH - 150 - 110;
    flow.page.drawRectangle({ x: barX, y: y - 1, width: barW, height: 9, color: colors.band });
    const amount = f.spending.byCategory[spendCategories[i]];
    if (amount > 0) flow.page.drawRectangle({ x: barX, y: y - 1, width: Math.max(1.5, (barW * amount) / max), height: 9, color: colors.accent });
    flow.page.drawText(value, {
      x: PAGE.width - MARGIN.right - flow.fonts.regular.widthOfTextAtSize(value, 10),
      y,
      size: 10,
      font: flow.fonts.regular,
      color: colors.ink,
    });
    flow.y -= 22;
  }
  flow.page.drawLine({ start: { x: MARGIN.left, y: flow.y + 4 }, end: { x: PAGE.width - MARGIN.right, y: flow.y + 4 }, thickness: 0.8, color: colors.ink });
  const totalText = m(f.spending.total);
  flow.page.drawText(t.value.total, { x: MARGIN.left, y: flow.y - 10, size: 10, font: flow.fonts.bold, color: colors.ink });
  flow.page.drawText(totalText, {
    x: PAGE.width - MARGIN.right - flow.fonts.bold.widthOfTextAtSize(totalText, 10),
    y: flow.y - 10,
    size: 10,
    font: flow.fonts.bold,
    color: colors.ink,
  });
  flow.y -= 22;
  if (f.spending.excluded.length > 0) {
    flow.text(fill(t.value.excluded, { list: f.spending.excluded.map((e) => money(e)).join(', ') }), { size: 8.5, color: colors.muted, font: 'italic' });
  }

  flow.subheading(t.value.entries);
  if (c.value.entries.length === 0) {
    flow.text(t.value.noValues, { color: colors.muted });
    return;
  }
  for (const e of c.value.entries) {
    flow.ensure(20);
    const y = flow.y - 12;
    flow.page.drawText(date(e.date), { x: MARGIN.left, y, size: 9.5, font: flow.fonts.regular, color: colors.muted });
    flow.page.drawText(t.valueKind[e.kind], { x: MARGIN.left + 96, y, size: 9.5, font: flow.fonts.bold, color: colors.ink });
    const src = fitLine(flow.fonts, [e.source, e.appraiser, e.note].filter(Boolean).join(' · '), { size: 9 }, 190);
    flow.page.drawText(src, { x: MARGIN.left + 200, y, size: 9, font: flow.fonts.regular, color: colors.muted });
    const a = money({ amount: e.amount, currency: e.currency });
    flow.page.drawText(a, {
      x: PAGE.width - MARGIN.right - flow.fonts.regular.widthOfTextAtSize(a, 9.5),
      y,
      size: 9.5,
      font: flow.fonts.regular,
      color: colors.ink,
    });
    flow.y -= 18;
    flow.page.drawLine({ start: { x: MARGIN.left, y: flow.y + 3 }, end: { x: PAGE.width - MARGIN.right, y: flow.y + 3 }, thickness: 0.3, color: colors.rule });
  }
}

function flagText(code: keyof DossierTexts['flag'], vars: Record<string, string | number>, t: DossierTexts, date: (d: string | null) => string) {
  const formatted = Object.fromEntries(
    Object.entries(vars).map(([k, val]) => [k, typeof val === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(val) ? date(val) : val]),
  );
  return fill(t.flag[code], formatted);
}

function drawFlags(flow: Flow, c: DossierContent, t: DossierTexts, date: (d: string | null) => string) {
  const flags = c.timeline.flags;
  if (flags.length === 0) {
    flow.ensure(40);
    const top = flow.y;
    flow.page.drawRectangle({ x: MARGIN.left, y: top - 34, width: CONTENT_WIDTH, height: 34, color: colors.accentSoft });
    flow.y = top - 6;
    flow.text(fill(t.flags.none, { n: c.checkedDocuments }), { font: 'bold', size: 10.5, color: colors.accent }, { x: MARGIN.left + 14 });
    flow.y = top - 44;
    return;
  }
  flow.text(fill(t.flags.intro, { n: flags.length }), { size: 10.5 }, { after: 10 });
  const titles = new Map(c.documents.map((d) => [d.id, `${d.no}. ${d.title}`]));
  for (const flag of flags) {
    const text = flagText(flag.code, flag.vars, t, date);
    const docs = flag.documentIds
      .map((id) => titles.get(id))
      .filter(Boolean)
      .join('; ');
    const lines =
      wrapText(flow.fonts, text, { size: 10, font: 'bold' }, CONTENT_WIDTH - 30).length +
      (docs ? wrapText(flow.fonts, docs, { size: 9 }, CONTENT_WIDTH - 30).length : 0);
    const h = lines * 14 + 16;
    flow.ensure(h + 8);
    const top = flow.y;
    flow.page.drawRectangle({ x: MARGIN.left, y: top - h, width: CONTENT_WIDTH, height: h, color: colors.warnSoft });
    flow.page.drawRectangle({ x: MARGIN.left, y: top - h, width: 3, height: h, color: colors.warn });
    flow.y = top - 6;
    flow.text(text, { size: 10, font: 'bold', color: colors.ink }, { x: MARGIN.left + 16, width: CONTENT_WIDTH - 30 });
    if (docs) flow.text(fill(t.flags.documents, { list: docs }), { size: 9, color: colors.muted }, { x: MARGIN.left + 16, width: CONTENT_WIDTH - 30 });
    flow.y = top - h - 8;
  }
}

function drawStories(flow: Flow, c: DossierContent, t: DossierTexts, date: (d: string | null) => string) {
  if (c.stories.length === 0) {
    flow.text(t.stories.none, { color: colors.muted });
    return;
  }
  c.stories.forEach((s, i) => {
    if (i > 0) {
      flow.gap(10);
      flow.ensure(80);
      flow.rule();
      flow.gap(14);
    }
    flow.ensure(80);
    flow.text(s.title, { font: 'bold', size: 15, lineHeight: 1.3 }, { after: 2 });
    const when = s.date ? (s.dateEnd ? `${date(s.date)} – ${date(s.dateEnd)}` : date(s.date)) : null;
    const meta = [when, s.tags.length ? s.tags.map((tag) => `#${tag}`).join(' ') : null].filter(Boolean).join(' · ');
    if (meta) flow.text(meta, { size: 9, color: colors.muted }, { after: 8 });
    for (const p of storyParagraphs(s.body)) {
      if (p.kind === 'heading') {
        flow.ensure(40);
        flow.text(p.text, { font: 'bold', size: 11.5 }, { after: 3 });
      } else if (p.kind === 'quote') flow.text(p.text, { font: 'italic', size: 10.5, color: colors.muted, lineHeight: 1.5 }, { x: MARGIN.left + 14, after: 6 });
      else if (p.kind === 'item') flow.text(`•  ${p.text}`, { size: 10.5, lineHeight: 1.5 }, { x: MARGIN.left + 10, after: 2 });
      else flow.text(p.text, { size: 10.5, lineHeight: 1.55 }, { after: 7 });
    }
  });
}

function drawIndex(
  flow: Flow,
  c: DossierContent,
  t: DossierTexts,
  date: (d: string | null) => string,
  money: (m: Money | null) => string,
  pageRefs: { row: { page: PDFPage; x: number; y: number }; doc: DossierDocument }[],
) {
  flow.text(t.documents.intro, { size: 9, color: colors.muted, lineHeight: 1.5 }, { after: 14 });
  if (c.documents.length === 0) {
    flow.text(t.documents.none, { color: colors.muted });
    return;
  }
  const cols = { no: MARGIN.left, date: MARGIN.left + 28, type: MARGIN.left + 104, title: MARGIN.left + 204 };
  const amountRight = PAGE.width - MARGIN.right;
  const header = () => {
    const y = flow.y - 10;
    const h = { size: 7.5, font: flow.fonts.bold, color: colors.muted };
    flow.page.drawText(t.documents.no.toUpperCase(), { x: cols.no, y, ...h });
    flow.page.drawText(t.documents.date.toUpperCase(), { x: cols.date, y, ...h });
    flow.page.drawText(t.documents.type.toUpperCase(), { x: cols.type, y, ...h });
    flow.page.drawText(t.documents.title.toUpperCase(), { x: cols.title, y, ...h });
    const a = t.documents.amount.toUpperCase();
    flow.page.drawText(a, { x: amountRight - flow.fonts.bold.widthOfTextAtSize(a, 7.5), y, ...h });
    flow.y -= 16;
    flow.page.drawLine({ start: { x: MARGIN.left, y: flow.y }, end: { x: amountRight, y: flow.y }, thickness: 0.8, color: colors.ink });
    flow.y -= 4;
  };
  header();
  for (const d of c.documents) {
    if (flow.y - 52 < MARGIN.bottom) {
      flow.newPage();
      header();
    }
    const y = flow.y - 13;
    const f = flow.fonts;
    flow.page.drawText(String(d.no), { x: cols.no, y, size: 9.5, font: f.bold, color: colors.accent });
    flow.page.drawText(date(d.date), { x: cols.date, y, size: 9, font: f.regular, color: colors.ink });
    flow.page.drawText(fitLine(f, t.type[d.type], { size: 9 }, cols.title - cols.type - 8), { x: cols.type, y, size: 9, font: f.regular, color: colors.ink });
    const amount = d.amount ? money(d.amount) : '';
    const amountW = f.regular.widthOfTextAtSize(amount, 9);
    flow.page.drawText(fitLine(f, d.title, { size: 9.5, font: 'bold' }, amountRight - amountW - cols.title - 10), {
      x: cols.title,
      y,
      size: 9.5,
      font: f.bold,
      color: colors.ink,
    });
    if (amount) flow.page.drawText(amount, { x: amountRight - amountW, y, size: 9, font: f.regular, color: colors.ink });
    const y2 = y - 12;
    flow.page.drawText(fitLine(f, fill(t.documents.file, { name: d.fileName, size: bytesText(d.fileSize, c.language) }), { size: 7.5 }, 230), {
      x: cols.title,
      y: y2,
      size: 7.5,
      font: f.regular,
      color: colors.muted,
    });
    pageRefs.push({ row: { page: flow.page, x: cols.title, y: y2 }, doc: d });
    const y3 = y2 - 11;
    flow.page.drawText(`${t.documents.sha}  ${d.sha256}`, { x: cols.title, y: y3, size: 6.6, font: f.regular, color: colors.muted });
    flow.y = y3 - 8;
    flow.page.drawLine({ start: { x: MARGIN.left, y: flow.y }, end: { x: amountRight, y: flow.y }, thickness: 0.3, color: colors.rule });
    flow.y -= 2;
  }
}

/** One document's pages: a caption band, then the scan or each PDF page scaled into the frame. Answers the index of its first page. */
async function drawReproduction(
  doc: PDFDocument,
  fonts: Fonts,
  d: DossierDocument,
  repro: Reproduction,
  t: DossierTexts,
  takePage: () => PDFPage,
  spill: Spill,
): Promise<number | null> {
  const frame = { x: MARGIN.left, y: MARGIN.bottom - 6, width: CONTENT_WIDTH, height: PAGE.height - MARGIN.top - MARGIN.bottom - 20 };
  const caption = (page: PDFPage, n: number, total: number) => {
    const text = fill(t.documents.scanOf, { no: d.no, title: d.title });
    const right = total > 1 ? fill(t.documents.pageOf, { n, total }) : '';
    const rw = fonts.regular.widthOfTextAtSize(right, 8.5);
    page.drawText(fitLine(fonts, text, { font: 'bold', size: 10 }, CONTENT_WIDTH - rw - 16), {
      x: MARGIN.left,
      y: PAGE.height - MARGIN.top + 14,
      size: 10,
      font: fonts.bold,
      color: colors.ink,
    });
    if (right)
      page.drawText(right, { x: PAGE.width - MARGIN.right - rw, y: PAGE.height - MARGIN.top + 14, size: 8.5, font: fonts.regular, color: colors.muted });
    page.drawLine({
      start: { x: MARGIN.left, y: PAGE.height - MARGIN.top + 6 },
      end: { x: PAGE.width - MARGIN.right, y: PAGE.height - MARGIN.top + 6 },
      thickness: 0.6,
      color: colors.accent,
    });
  };
  const place = (page: PDFPage, w: number, h: number) => {
    const scale = Math.min(frame.width / w, frame.height / h);
    const dw = w * scale;
    const dh = h * scale;
    const x = frame.x + (frame.width - dw) / 2;
    const y = frame.y + frame.height - dh;
    page.drawRectangle({ x: x - 0.5, y: y - 0.5, width: dw + 1, height: dh + 1, borderColor: colors.rule, borderWidth: 0.5 });
    return { x, y, width: dw, height: dh };
  };
  if (repro.kind === 'image') {
    const image = await doc.embedJpg(ownBytes(repro.jpeg)).catch(() => null);
    if (!image) return null;
    await image.embed(); // the image stream is made now rather than when the document is written, and handed on
    await spill(doc, [image.ref]);
    const page = takePage();
    caption(page, 1, 1);
    page.drawImage(image, place(page, image.width, image.height));
    return doc.getPages().indexOf(page);
  }
  let first: number | null = null;
  const source = await PDFDocument.load(repro.bytes, { ignoreEncryption: true, updateMetadata: false }).catch(() => null);
  if (!source) return null;
  const count = Math.min(source.getPageCount(), MAX_REPRODUCED_PAGES);
  // A blank page may come without /Contents (a valid PDF); pdf-lib refuses to embed such a page,
  // so it gets an empty content stream and is reproduced blank like any other.
  for (const page of source.getPages().slice(0, count)) {
    if (!page.node.Contents()) page.node.set(PDFName.of('Contents'), source.context.register(source.context.stream('')));
  }
  // Every object numbered from here on is the source's pages copied (contents, images, fonts) and
  // their form objects: none changes once made, so all go to the file before any page is drawn.
  // Except two that pdf-lib makes on first use and shares among all copied pages (`q` and `Q`
  // around each page's contents): made before, they stay out of the range.
  doc.context.getPushGraphicsStateContentStream();
  doc.context.getPopGraphicsStateContentStream();
  const firstNew = doc.context.largestObjectNumber + 1;
  const embedded = await doc.embedPdf(source, [...Array(count).keys()]).catch(() => null);
  if (!embedded) return null;
  // A page pdf-lib cannot copy leaves the document attached only, never the whole dossier failed
  // (objects it made before failing stay in the file, unreferenced).
  try {
    for (const e of embedded) await e.embed();
  } catch {
    return null;
  }
  const made = Array.from({ length: doc.context.largestObjectNumber - firstNew + 1 }, (_, i) => PDFRef.of(firstNew + i));
  await spill(doc, made);
  for (const [i, e] of embedded.entries()) {
    const page = takePage();
    caption(page, i + 1, source.getPageCount());
    page.drawPage(e, place(page, e.width, e.height));
    first ??= doc.getPages().indexOf(page);
  }
  return first;
}

function addXmp(doc: PDFDocument, m: { title: string; author: string; subject: string; date: Date; lang: string }) {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const iso = m.date.toISOString();
  const xmp = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${esc(m.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${esc(m.author)}</rdf:li></rdf:Seq></dc:creator>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${esc(m.subject)}</rdf:li></rdf:Alt></dc:description>
   <dc:language><rdf:Bag><rdf:li>${m.lang}</rdf:li></rdf:Bag></dc:language>
   <xmp:CreateDate>${iso}</xmp:CreateDate>
   <xmp:ModifyDate>${iso}</xmp:ModifyDate>
   <xmp:MetadataDate>${iso}</xmp:MetadataDate>
   <xmp:CreatorTool>Patina</xmp:CreatorTool>
   <pdf:Producer>Patina (pdf-lib)</pdf:Producer>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
  const stream = doc.context.stream(Buffer.from(xmp, 'utf8'), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  doc.catalog.set(PDFName.of('MarkInfo'), doc.context.obj({ Marked: false }));
}
