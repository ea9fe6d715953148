import type { CsvPreview, PreviewRow } from '@shared/csv-import/csv-import-api';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { useTranslation } from '@/lib/i18n';

/** Rows shown at most: those with errors first, so that every problem is on screen. */
const shown = 200;

const cellOf = (row: PreviewRow, preview: CsvPreview, field: 'date' | 'odometer' | 'description' | 'cost' | 'kind') => {
  const column = preview.mapping[field];
  return column === undefined ? '' : (row.cells[column] ?? '');
};

/** What each row becomes, or why it cannot: the file's own text where a cell is refused. */
export function CsvPreviewTable({ preview }: { preview: CsvPreview }) {
  const { t, language } = useTranslation();
  const lang = language === 'de' ? 'de' : 'en';
  const { counts } = preview;
  const rows = [...preview.rows.filter((r) => r.errors.length > 0), ...preview.rows.filter((r) => r.errors.length === 0)].slice(0, shown);
  return (
    <div className="space-y-3">
      <p
        role="status"
        className={`rounded-md border px-3 py-2 text-sm ${counts.invalid > 0 ? 'border-red-200 bg-red-50 text-red-800' : 'border-forest-200 bg-forest-50 text-forest-900'}`}
      >
        {t('csvImport.preview.summary', { count: counts.rows, valid: counts.valid, invalid: counts.invalid })}
        {counts.duplicates > 0 && ` ${t('csvImport.preview.duplicates', { count: counts.duplicates })}`}
        {counts.invalid > 0 && ` ${t('csvImport.preview.fixFirst')}`}
      </p>
      <div className="max-h-80 overflow-auto rounded-lg border border-cream-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t('csvImport.preview.caption')}</caption>
          <thead className="sticky top-0 bg-cream-50 text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className="px-2 py-2 text-right">
                {t('csvImport.preview.row')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('csvImport.fields.date')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('csvImport.fields.kind')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('csvImport.fields.description')}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t('csvImport.fields.odometer')}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t('csvImport.fields.cost')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const r = row.record;
              return (
                <tr
                  key={row.row}
                  className={`border-t border-cream-100 align-top ${row.errors.length ? 'bg-red-50/60' : row.isDuplicate ? 'text-stone-400' : ''}`}
                >
                  <td className="px-2 py-1.5 text-right tabular-nums text-stone-500">{row.row}</td>
                  <td className="whitespace-nowrap px-2 py-1.5">{r ? formatDate(r.date, lang) : cellOf(row, preview, 'date')}</td>
                  <td className="px-2 py-1.5">{r ? t(`csvImport.kinds.${r.kind}`) : cellOf(row, preview, 'kind')}</td>
                  <td className="px-2 py-1.5">
                    {r ? (r.description ?? '—') : cellOf(row, preview, 'description')}
                    {row.isDuplicate && <span className="ml-2 text-xs">({t('csvImport.preview.duplicate')})</span>}
                    {row.errors.length > 0 && (
                      <ul className="mt-1 space-y-0.5 text-xs text-red-800">
                        {row.errors.map((e) => (
                          <li key={`${e.field}-${e.code}`}>
                            {t(`csvImport.fields.${e.field}`)}: {t(`csvImport.rowErrors.${e.code}`)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
                    {r ? (r.odometer?.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US') ?? '') : cellOf(row, preview, 'odometer')}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
                    {r ? (r.cost === null ? '' : formatMoney(r.cost, r.currency, lang)) : cellOf(row, preview, 'cost')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {preview.rows.length > shown && <p className="text-xs text-stone-500">{t('csvImport.preview.more', { count: preview.rows.length - shown })}</p>}
    </div>
  );
}
