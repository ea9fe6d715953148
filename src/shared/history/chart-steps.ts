/**
 * Shapes for the value chart (#15): a cumulative spending line as steps per period, and year
 * ticks. A chart a few hundred pixels wide cannot show one step per document; one point per
 * document made Recharts lay out thousands of points. The figures beside the chart use every
 * document — only the line is coarser.
 */

export type Period = 'month' | 'quarter' | 'year';

/** The first day of the period a date (YYYY-MM-DD) falls in. */
export function periodStart(date: string, period: Period): string {
  const year = date.slice(0, 4);
  if (period === 'year') return `${year}-01-01`;
  const month = Number(date.slice(5, 7));
  const first = period === 'quarter' ? month - ((month - 1) % 3) : month;
  return `${year}-${String(first).padStart(2, '0')}-01`;
}

/**
 * A running total (oldest first) as one point per period: the total reached by the end of each
 * period that had spending, dated at the period's start. The finest period that stays within
 * `maxPoints` is used (month, then quarter, then year).
 */
export function spendingSteps(running: { date: string; amount: number }[], maxPoints: number): { date: string; amount: number; period: Period }[] {
  for (const period of ['month', 'quarter', 'year'] as const) {
    const steps: { date: string; amount: number; period: Period }[] = [];
    for (const point of running) {
      const date = periodStart(point.date, period);
      const last = steps.at(-1);
      if (last?.date === date) last.amount = point.amount;
      else steps.push({ date, amount: point.amount, period });
    }
    if (steps.length <= maxPoints || period === 'year') return steps;
  }
  return [];
}

/** 1 January (UTC ms) of every `step`-th year from `from` to `to`, at most `maxTicks` of them. */
export function yearTicks(from: number, to: number, maxTicks: number): number[] {
  if (!(to >= from)) return [];
  const first = new Date(from).getUTCFullYear();
  const last = new Date(to).getUTCFullYear();
  const span = last - first + 1;
  const step = [1, 2, 5, 10, 20, 25, 50, 100].find((s) => Math.ceil(span / s) <= maxTicks) ?? Math.ceil(span / maxTicks);
  const ticks: number[] = [];
  for (let y = Math.ceil(first / step) * step; y <= last; y += step) {
    const tick = Date.UTC(y, 0, 1);
    if (tick >= from && tick <= to) ticks.push(tick);
  }
  return ticks;
}
