import { CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ValueHistory } from '@shared/history/history-api';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { thinSeries } from '@shared/history/thin-series';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useChartTiming } from '../chart-timing';

const MAX_DOTS = 80;
/** Points per line: see thinSeries. */
const MAX_POINTS = 240;
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Value over time beside cumulative spending, both in the vehicle's currency. Loaded on its own (Recharts). */
export default function ValueChart({ history }: { history: ValueHistory }) {
  const { t, language } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useChartTiming('value', box);
  const currency = history.vehicle.currency;
  const inCurrency = history.entries.filter((e) => e.currency === currency);
  // What the vehicle was worth, and separately what it was insured for: an agreed value is not a valuation.
  const values = thinSeries(
    inCurrency.filter((e) => e.kind !== 'agreed'),
    MAX_POINTS,
  ).map((e) => ({ t: time(e.date), value: e.amount }));
  const agreed = thinSeries(
    inCurrency.filter((e) => e.kind === 'agreed'),
    MAX_POINTS,
  ).map((e) => ({ t: time(e.date), agreed: e.amount }));
  const spending = thinSeries(history.spending, MAX_POINTS).map((s) => ({ t: time(s.date), spent: s.amount }));
  const compact = (v: number) => formatMoney(Math.round(v / 100) * 100, currency, language).replace(/[.,]00(?=\D*$)/, '');
  return (
    <div
      ref={box}
      data-chart="value"
      className="h-72 w-full"
      role="img"
      aria-label={t('history.value.chartLabel', { values: values.length, spending: spending.length })}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 800, height: 288 }}>
        <ComposedChart margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#ebe1c9" strokeDasharray="3 3" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            allowDuplicatedCategory={false}
            tickFormatter={(v: number) => String(new Date(v).getUTCFullYear())}
            stroke="#78716c"
            fontSize={12}
          />
          <YAxis tickFormatter={compact} stroke="#78716c" fontSize={12} width={84} />
          <Tooltip
            labelFormatter={(v) => formatDate(new Date(Number(v)).toISOString().slice(0, 10), language)}
            formatter={(v, name) => [formatMoney(Number(v), currency, language), name]}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Line
            data={values}
            dataKey="value"
            name={t('history.value.seriesValue')}
            type="stepAfter"
            stroke="#264a38"
            strokeWidth={2}
            dot={values.length <= MAX_DOTS ? { r: 4, fill: '#264a38' } : false}
            isAnimationActive={false}
          />
          {agreed.length > 0 && (
            <Line
              data={agreed}
              dataKey="agreed"
              name={t('history.value.seriesAgreed')}
              type="stepAfter"
              stroke="#b91c1c"
              strokeDasharray="5 4"
              strokeWidth={1.5}
              dot={agreed.length <= MAX_DOTS ? { r: 3, fill: '#b91c1c' } : false}
              isAnimationActive={false}
            />
          )}
          <Line
            data={spending}
            dataKey="spent"
            name={t('history.value.seriesSpending')}
            type="stepAfter"
            stroke="#c49a3c"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
