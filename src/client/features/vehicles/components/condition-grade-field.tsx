import { conditionScales, gradesOf, type ConditionScale } from '@shared/history/condition-scales';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/**
 * The condition grade on the product's one scale (shared/history/condition-scales.ts): first the
 * scale (Hagerty 1–6 or the German Zustandsnote 1–5), then its grades, each with its name.
 */
export function ConditionGradeField({
  value,
  scale,
  onChange,
  name,
}: {
  value: string;
  scale: ConditionScale;
  onChange: (grade: string, scale: ConditionScale) => void;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-forest-900">{t('vehicles.fields.conditionGrade')}</legend>
      <div className="mt-2 flex flex-wrap gap-2" role="radiogroup" aria-label={t('history.condition.scale')}>
        {conditionScales.map((s) => (
          <label
            key={s}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1 text-xs font-medium transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass-300',
              s === scale ? 'border-forest-700 bg-forest-50 text-forest-900' : 'border-cream-200 bg-white text-stone-700 hover:border-brass-400',
            )}
          >
            <input
              type="radio"
              name={`${name}-scale`}
              value={s}
              checked={s === scale}
              // A grade beyond the new scale's last (a Hagerty 6 on the Zustandsnote) is cleared, not carried over.
              onChange={() => onChange(value && Number(value) <= gradesOf(s).length ? value : '', s)}
              className="sr-only"
            />
            {t(`history.scales.${s}.name`)}
          </label>
        ))}
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {gradesOf(scale).map((g) => {
          const checked = value === String(g);
          return (
            <label
              key={g}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 py-2 text-left transition hover:border-brass-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass-300',
                checked ? 'border-brass-500 bg-cream-50 shadow-sm' : 'border-cream-200',
              )}
            >
              <input type="radio" name={name} value={g} checked={checked} onChange={() => onChange(String(g), scale)} className="accent-forest-800" />
              <span className="text-sm font-semibold text-forest-900">{g}</span>
              <span className="text-sm text-stone-600">{t(`history.scales.${scale}.grades.${g}`)}</span>
            </label>
          );
        })}
      </div>
      {value && (
        <button type="button" onClick={() => onChange('', scale)} className="mt-2 text-xs text-forest-700 underline-offset-4 hover:underline">
          {t('vehicles.notSet')}
        </button>
      )}
    </fieldset>
  );
}
