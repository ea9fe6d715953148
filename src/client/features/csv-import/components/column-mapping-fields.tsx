import { csvFields, type ColumnMapping, type CsvField } from '@shared/csv-import/column-mapping';
import { selectClass } from '@/components/form-field';
import { useTranslation } from '@/lib/i18n';

/** Which column of a generic file is which field: one choice per field, started from the server's guess. */
export function ColumnMappingFields({
  headers,
  mapping,
  onChange,
  disabled,
}: {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (next: ColumnMapping) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const choose = (field: CsvField, value: string) => {
    const next: ColumnMapping = { ...mapping };
    if (value === '') delete next[field];
    else next[field] = Number(value);
    onChange(next);
  };
  return (
    <fieldset className="rounded-lg border border-cream-200 bg-cream-50/60 p-4">
      <legend className="px-1 text-sm font-medium text-forest-900">{t('csvImport.mapping.title')}</legend>
      <p className="mb-3 text-xs text-stone-600">{t('csvImport.mapping.text')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {csvFields.map((field) => (
          <div key={field} className="space-y-1">
            <label htmlFor={`csv-map-${field}`} className="text-xs font-medium text-stone-700">
              {t(`csvImport.fields.${field}`)}
            </label>
            <select
              id={`csv-map-${field}`}
              className={selectClass}
              value={mapping[field] ?? ''}
              disabled={disabled}
              onChange={(e) => choose(field, e.target.value)}
            >
              <option value="">{t('csvImport.mapping.none')}</option>
              {headers.map((h, i) => (
                <option key={i} value={i}>
                  {h || t('csvImport.mapping.column', { n: i + 1 })}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
