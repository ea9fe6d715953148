import CheckCircle2 from 'lucide-react/icons/circle-check';
import FileText from 'lucide-react/icons/file-text';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { numberFormat } from '@shared/format/number-format';
import { useTranslation } from '@/lib/i18n';

/** A screenshot-like card: a read invoice with its fields and a confidence badge. */
export function DocumentMock() {
  const { t, language } = useTranslation();
  // Formatted like the real screens, in the reader's language ("138.586 km", "524,43 €" in German).
  const rows: [string, string][] = [
    [t('marketing.mock.shop'), 'Werkstatt Müller GmbH'],
    [t('marketing.mock.date'), formatDate('2024-03-03', language)],
    [t('marketing.mock.mileage'), `${numberFormat(language === 'de' ? 'de-DE' : 'en-US').format(138586)} km`],
    [t('marketing.mock.total'), formatMoney(52443, 'EUR', language)],
  ];
  return (
    <div className="relative mx-auto w-full max-w-md" aria-hidden>
      <div className="absolute -left-4 top-6 h-full w-full -rotate-3 rounded-xl border border-cream-200 bg-cream-100" />
      <div className="relative rounded-xl border border-cream-200 bg-white p-5 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-forest-50 text-forest-700">
            <FileText className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-forest-900">{t('marketing.mock.title')}</p>
            <p className="text-xs text-stone-500">rechnung_2024_03.pdf</p>
          </div>
          <span className="rounded-full bg-forest-50 px-2.5 py-1 text-xs font-medium text-forest-700">{t('marketing.mock.high')}</span>
        </div>
        <dl className="mt-4 divide-y divide-cream-100 rounded-lg border border-cream-100">
          {rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 px-3 py-2 text-sm">
              <dt className="text-stone-500">{k}</dt>
              <dd className="font-medium text-forest-900">{v}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-4 space-y-1.5 text-xs">
          <li className="flex items-center gap-2 text-forest-700">
            <CheckCircle2 className="size-4" /> {t('marketing.mock.work1')}
          </li>
          <li className="flex items-center gap-2 text-forest-700">
            <CheckCircle2 className="size-4" /> {t('marketing.mock.work2')}
          </li>
          <li className="flex items-center gap-2 text-brass-700">
            <TriangleAlert className="size-4" /> {t('marketing.mock.issue')}
          </li>
        </ul>
      </div>
    </div>
  );
}
