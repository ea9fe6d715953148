import type { ValueHistory } from '../../../../shared/history/history-api';
import { formatMoney } from '../../../../shared/format/money';
import { fillDossierText as fill, type DossierTexts } from '../../../../shared/dossier/dossier-texts';
import type { DossierLanguage } from '../../../../shared/dossier/dossier-api';
import { CONTENT_WIDTH, MARGIN, colors, type Flow } from './layout';

const day = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** A round step for about `ticks` gridlines: 1, 2 or 5 times a power of ten. */
export function niceStep(max: number, ticks = 4): number {
  if (max <= 0) return 1;
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/**
 * The value chart of the value-history screen, drawn as vectors: the recorded values (in the
 * vehicle's currency) as a line with dots, the cumulative spending as a step line beneath.
 */
export function drawValueChart(flow: Flow, history: ValueHistory, opts: { language: DossierLanguage; texts: DossierTexts; height: number }) {
  const { page, fonts } = flow;
  const cur = history.figures.currency;
  const values = history.entries.filter((e) => e.currency === cur).map((e) => ({ date: e.date, amount: e.amount, kind: e.kind }));
  const spending = history.spending;
  const top = flow.y;
  const left = MARGIN.left + 62;
  const width = CONTENT_WIDTH - 62;
  const height = opts.height - 40;
  const bottom = top - height;
  if (values.length + spending.length === 0) {
    flow.text(opts.texts.value.noValues, { color: colors.muted });
    return;
  }
  const dates = [...values.map((v) => day(v.date)), ...spending.map((s) => day(s.date))];
  let from = Math.min(...dates);
  let to = Math.max(...dates);
  if (to - from < 86_400_000 * 180) {
    from -= 86_400_000 * 120;
    to += 86_400_000 * 120;
  }
  const maxAmount = Math.max(1, ...values.map((v) => v.amount), ...spending.map((s) => s.amount));
  const step = niceStep(maxAmount);
  const yMax = Math.ceil(maxAmount / step) * step;
  const x = (d: string) => left + ((day(d) - from) / (to - from)) * width;
  const y = (a: number) => bottom + (a / yMax) * height;
  const money = (a: number) => formatMoney(a, cur, opts.language);

  for (let a = 0; a <= yMax + 1e-9; a += step) {
    page.drawLine({
      start: { x: left, y: y(a) },
      end: { x: left + width, y: y(a) },
      thickness: a === 0 ? 0.8 : 0.3,
      color: a === 0 ? colors.muted : colors.rule,
    });
    const label = money(a);
    page.drawText(label, { x: left - 6 - fonts.regular.widthOfTextAtSize(label, 7), y: y(a) - 2.5, size: 7, font: fonts.regular, color: colors.muted });
  }
  const firstYear = new Date(from).getUTCFullYear();
  const lastYear = new Date(to).getUTCFullYear();
  const yearStep = Math.max(1, Math.ceil((lastYear - firstYear + 1) / 8));
  for (let yr = firstYear + 1; yr <= lastYear; yr += yearStep) {
    const px = x(`${yr}-01-01`);
    if (px < left || px > left + width) continue;
    page.drawLine({ start: { x: px, y: bottom }, end: { x: px, y: bottom - 3 }, thickness: 0.5, color: colors.muted });
    const label = String(yr);
    page.drawText(label, { x: px - fonts.regular.widthOfTextAtSize(label, 7) / 2, y: bottom - 12, size: 7, font: fonts.regular, color: colors.muted });
  }

  if (spending.length > 0) {
    let prev = { x: x(spending[0].date), y: y(0) };
    for (const s of spending) {
      const px = x(s.date);
      page.drawLine({ start: prev, end: { x: px, y: prev.y }, thickness: 1, color: colors.faint });
      page.drawLine({ start: { x: px, y: prev.y }, end: { x: px, y: y(s.amount) }, thickness: 1, color: colors.faint });
      prev = { x: px, y: y(s.amount) };
    }
    page.drawLine({ start: prev, end: { x: left + width, y: prev.y }, thickness: 1, color: colors.faint, dashArray: [2, 2] });
  }
  for (let i = 1; i < values.length; i++) {
    page.drawLine({
      start: { x: x(values[i - 1].date), y: y(values[i - 1].amount) },
      end: { x: x(values[i].date), y: y(values[i].amount) },
      thickness: 1.6,
      color: colors.accent,
    });
  }
  for (const v of values) page.drawCircle({ x: x(v.date), y: y(v.amount), size: 2.8, color: colors.white, borderColor: colors.accent, borderWidth: 1.4 });

  // Legend.
  const ly = bottom - 28;
  page.drawLine({ start: { x: left, y: ly + 3 }, end: { x: left + 18, y: ly + 3 }, thickness: 1.6, color: colors.accent });
  page.drawText(opts.texts.value.entries, { x: left + 24, y: ly, size: 8, font: fonts.regular, color: colors.ink });
  const lx = left + 34 + fonts.regular.widthOfTextAtSize(opts.texts.value.entries, 8) + 20;
  page.drawLine({ start: { x: lx, y: ly + 3 }, end: { x: lx + 18, y: ly + 3 }, thickness: 1, color: colors.faint });
  page.drawText(fill(opts.texts.value.spending), { x: lx + 24, y: ly, size: 8, font: fonts.regular, color: colors.ink });
  flow.y = ly - 14;
}
