import { conditionGrades } from '@shared/vehicles/vehicle-schema';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** 1 concours … 5 project, each with what it means, as a radio group. */
export function ConditionGradeField({ value, onChange, name }: { value: string; onChange: (v: string) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-forest-900">{t('vehicles.fields.conditionGrade')}</legend>
      <div className="mt-2 grid gap-2">
        {conditionGrades.map((g) => {
          const checked = value === String(g);
          return (
            <label
              key={g}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-lg border bg-white px-3 py-2.5 text-left sm:flex-row sm:items-center sm:gap-4 transition hover:border-brass-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass-300',
                checked ? 'border-brass-500 bg-cream-50 shadow-sm' : 'border-cream-200',
              )}
            >
              <span className="flex shrink-0 items-center gap-2 sm:w-56">
                <input type="radio" name={name} value={g} checked={checked} onChange={() => onChange(String(g))} className="accent-forest-800" />
                <span className="text-sm font-semibold text-forest-900">{t(`vehicles.grades.${g}.name`)}</span>
              </span>
              <span className="pl-6 text-sm leading-snug text-stone-600 sm:pl-0">{t(`vehicles.grades.${g}.meaning`)}</span>
            </label>
          );
        })}
      </div>
      {value && (
        <button type="button" onClick={() => onChange('')} className="mt-2 text-xs text-forest-700 underline-offset-4 hover:underline">
          {t('vehicles.notSet')}
        </button>
      )}
    </fieldset>
  );
}
