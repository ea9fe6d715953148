/**
 * At most `max` points of a series for a chart: the first, the last and evenly spaced ones between.
 * A chart a few hundred pixels wide cannot show more, and every point drawn costs rendering time
 * (2,000 readings took Recharts most of a second). The figures are computed from every point.
 */
export function thinSeries<T>(points: T[], max: number): T[] {
  if (points.length <= max || max < 2) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]);
}
