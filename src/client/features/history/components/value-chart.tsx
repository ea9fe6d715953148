import { useMemo, useRef } from 'react';
import { CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { ValueHistory } from '@shared/history/history-api';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { spendingSteps, yearTicks } from '@shared/history/chart-steps';
import { useTranslation } from '@/lib/i18n';
import { useChartTiming } from '../chart-timing';
import { useBoxSize } from '../use-box-size';

const MAX_DOTS = 80;
/** Points of the spending line: see spendingSteps. */
const MAX_POINTS = 240;
const MAX_TICKS = 8;
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
const COLORS = { value: '#264a38', agreed: '#b91c1c', spent: '#c49a3c' } as const;

/**
 * The three lines, worked out once per answer: every value and agreed value, spending as steps
 * per month (or quarter, or year), and round-year ticks instead of one label per point.
 */
function useSeries(history: ValueHistory) {
  return useMemo(() => {
    const currency = history.vehicle.currency;
    const inCurrency = history.entries.filter((e) => e.currency === currency);
    // What the vehicle was worth, and separately what it was insured for: an agreed value is not a
    // valuation. Every entry is drawn as it is (a few hundred at most; each a step of the line).
    const values = inCurrency.filter((e) => e.kind !== 'agreed').map((e) => ({ t: time(e.date), value: e.amount }));
    const agreed = inCurrency.filter((e) => e.kind === 'agreed').map((e) => ({ t: time(e.date), agreed: e.amount }));
    const spending = spendingSteps(history.spending, MAX_POINTS).map((s) => ({ t: time(s.date), spent: s.amount }));
    const all = [values, agreed, spending].flatMap((series) => (series.length ? [series[0].t, series.at(-1)!.t] : []));
    const domain: [number, number] = [Math.min(...all), Math.max(...all)];
    return { values, agreed, spending, domain, ticks: yearTicks(domain[0], domain[1], MAX_TICKS) };
  }, [history]);
}

/** Value over time beside cumulative spending, both in the vehicle's currency. Loaded on its own (Recharts). */
export default function ValueChart({ history }: { history: ValueHistory }) {
  const { t, language } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { values, agreed, spending, domain, ticks } = useSeries(history);
  const lines = [values, agreed, spending].filter((s) => s.length > 0).length;
  useChartTiming('value', box, lines);
  const { width, height } = useBoxSize(box);
  const currency = history.vehicle.currency;
  const compact = (v: number) => formatMoney(Math.round(v / 100) * 100, currency, language).replace(/[.,]00(?=\D*$)/, '');
  const legend = [
    { key: 'value', label: t('history.value.seriesValue'), shown: values.length > 0, dashed: false },
    { key: 'agreed', label: t('history.value.seriesAgreed'), shown: agreed.length > 0, dashed: true },
    { key: 'spent', label: t('history.value.seriesSpending'), shown: spending.length > 0, dashed: false },
  ] as const;
  return (
    <div>
      <div
        ref={box}
        data-chart="value"
        className="h-72 w-full"
        role="img"
        aria-label={t('history.value.chartLabel', { values: values.length, spending: spending.length })}
      >
        {width > 0 && (
          <ComposedChart width={width} height={height} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#ebe1c9" strokeDasharray="3 3" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={domain}
              ticks={ticks}
              interval={0}
              allowDuplicatedCategory={false}
              tickFormatter={(v: number) => String(new Date(v).getUTCFullYear())}
              stroke="#78716c"
              fontSize={12}
            />
            <YAxis tickFormatter={compact} stroke="#78716c" fontSize={12} width={84} interval={0} />
            <Tooltip
              labelFormatter={(v) => formatDate(new Date(Number(v)).toISOString().slice(0, 10), language)}
              formatter={(v, name) => [formatMoney(Number(v), currency, language), name]}
            />
            <Line
              data={values}
              dataKey="value"
              name={legend[0].label}
              type="stepAfter"
              stroke={COLORS.value}
              strokeWidth={2}
              dot={values.length <= MAX_DOTS ? { r: 4, fill: COLORS.value } : false}
              isAnimationActive={false}
            />
            {agreed.length > 0 && (
              <Line
                data={agreed}
                dataKey="agreed"
                name={legend[1].label}
                type="stepAfter"
                stroke={COLORS.agreed}
                strokeDasharray="5 4"
                strokeWidth={1.5}
                dot={agreed.length <= MAX_DOTS ? { r: 3, fill: COLORS.agreed } : false}
                isAnimationActive={false}
              />
            )}
            <Line
              data={spending}
              dataKey="spent"
              name={legend[2].label}
              type="stepAfter"
              stroke={COLORS.spent}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        )}
      </div>
      {/* An HTML legend: Recharts' own measures itself and lays the chart out again. */}
      <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-[13px] text-stone-700">
        {legend
          .filter((l) => l.shown)
          .map((l) => (
            <li key={l.key} className="flex items-center gap-1.5">
              <svg aria-hidden width="18" height="8" className="shrink-0">
                <line x1="0" y1="4" x2="18" y2="4" stroke={COLORS[l.key]} strokeWidth="2.5" strokeDasharray={l.dashed ? '5 3' : undefined} />
              </svg>
              {l.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
