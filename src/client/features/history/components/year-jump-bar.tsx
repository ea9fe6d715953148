import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

export const yearAnchor = (year: string) => `year-${year}`;

/** Decades, and the years of the chosen one: a jump to any year of a long history in two taps. */
export function YearJumpBar({ years, onJump }: { years: string[]; onJump: (year: string) => void }) {
  const { t } = useTranslation();
  const decades = [...new Set(years.map((y) => `${y.slice(0, 3)}0`))];
  const [decade, setDecade] = useState(decades[0] ?? '');
  if (years.length < 2) return null;
  const jump = onJump;
  return (
    <nav
      aria-label={t('history.jump.label')}
      className="sticky top-16 z-10 -mx-4 space-y-1 border-y border-cream-200 bg-cream-50/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
    >
      <div className="flex gap-1 overflow-x-auto">
        {decades.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={d === decade}
            onClick={() => {
              setDecade(d);
              jump(years.find((y) => y.startsWith(d.slice(0, 3)))!);
            }}
            className={cn(
              'shrink-0 rounded-md px-2.5 py-1 text-sm font-medium',
              d === decade ? 'bg-forest-800 text-cream-50' : 'text-forest-800 hover:bg-cream-100',
            )}
          >
            {t('history.jump.decade', { decade: d })}
          </button>
        ))}
      </div>
      <div className="flex gap-1 overflow-x-auto">
        {years
          .filter((y) => y.startsWith(decade.slice(0, 3)))
          .map((y) => (
            <button
              key={y}
              type="button"
              onClick={() => jump(y)}
              className="shrink-0 rounded px-2 py-0.5 text-xs tabular-nums text-stone-600 hover:bg-cream-100 hover:text-forest-900"
            >
              {y}
            </button>
          ))}
      </div>
    </nav>
  );
}
