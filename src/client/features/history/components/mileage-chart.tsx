import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Timeline } from '@shared/history/history-api';
import { formatDate } from '@shared/format/date';
import { yearTicks } from '@shared/history/chart-steps';
import { thinSeries } from '@shared/history/thin-series';
import { useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useChartTiming } from '../chart-timing';
import { useBoxSize } from '../use-box-size';
import { count } from '../history-format';

/** Beyond this many readings the line says it all; thousands of dots only cost drawing time. */
const MAX_DOTS = 80;
const MAX_POINTS = 240;
const MAX_TICKS = 8;
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Every odometer reading over time. Loaded on its own (Recharts), after the timeline's first paint. */
export default function MileageChart({ mileage, unit }: { mileage: Timeline['mileage']; unit: string }) {
  const { t, language } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useChartTiming('mileage', box);
  const { width, height } = useBoxSize(box);
  // Worked out once per answer; round-year ticks chosen here, so that Recharts measures no labels for collisions.
  const { data, ticks } = useMemo(() => {
    const data = thinSeries(mileage, MAX_POINTS).map((m) => ({ t: time(m.date), value: m.value, date: m.date }));
    const ticks = data.length ? yearTicks(data[0].t, data.at(-1)!.t, MAX_TICKS) : [];
    // Readings within one year hold no 1 January: Recharts chooses then.
    return { data, ticks: ticks.length > 1 ? ticks : undefined };
  }, [mileage]);
  return (
    <div ref={box} data-chart="mileage" className="h-56 w-full" role="img" aria-label={t('history.mileage.chartLabel', { count: mileage.length })}>
      {width > 0 && (
        <LineChart width={width} height={height} data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#ebe1c9" strokeDasharray="3 3" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={ticks}
            interval={ticks ? 0 : 'preserveEnd'}
            tickFormatter={(v: number) => String(new Date(v).getUTCFullYear())}
            stroke="#78716c"
            fontSize={12}
          />
          <YAxis tickFormatter={(v: number) => count(v, language)} stroke="#78716c" fontSize={12} width={64} interval={0} />
          <Tooltip
            labelFormatter={(v) => formatDate(new Date(Number(v)).toISOString().slice(0, 10), language)}
            formatter={(v) => [`${count(Number(v), language)} ${unit}`, t('history.mileage.reading')]}
          />
          <Line
            type="monotone"
            dataKey="value"
            stroke="#264a38"
            strokeWidth={2}
            dot={data.length <= MAX_DOTS ? { r: 3, fill: '#c49a3c', stroke: '#c49a3c' } : false}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </div>
  );
}
