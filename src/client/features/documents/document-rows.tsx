import ChevronRight from 'lucide-react/icons/chevron-right';
import type { DocumentListItem } from '@shared/documents/document-api';
import { formatDate } from '@shared/format/date';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { ConfidenceBadge } from '@/components/analysis-notice';
import { DocumentTypeIcon } from '@/components/document-type-icon';
import { useTranslation, type Language } from '@/lib/i18n';
import { formatMoney } from '@shared/format/money';
import { formatNumber } from './format';
import { HighlightedText } from './highlighted-text';
import { vehicleName } from './vehicle-name';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The figure that says most about a document of this type: its total, premium, price, value or number. */
export function keyFigure(d: DocumentListItem, t: T, language: Language, fallbackCurrency = 'EUR', odometerUnit = 'km'): string | null {
  const money = (minor: number | null) => (minor === null ? null : formatMoney(minor, d.currency ?? fallbackCurrency, language));
  switch (d.documentType) {
    case 'insurance':
      return money(d.premium) ?? d.policyNumber;
    case 'purchase':
      return money(d.purchasePrice) ?? money(d.totalCost);
    case 'appraisal':
      return money(d.appraisedValue);
    case 'registration':
    case 'title':
      return d.plateNumber ?? d.registrationNumber ?? (d.expiryDate ? t('documents.list.expires', { date: formatDate(d.expiryDate, language) }) : null);
    default:
      return money(d.totalCost) ?? (d.serviceMileage != null ? `${formatNumber(d.serviceMileage, language)} ${odometerUnit}` : null);
  }
}

/** Rows of documents: type icon, title (and the matching passage when searching), vehicle, date, key figure, confidence. */
export function DocumentRows({
  documents,
  vehicles,
  onOpen,
  showVehicle = true,
}: {
  documents: DocumentListItem[];
  vehicles?: Vehicle[];
  onOpen: (id: string) => void;
  showVehicle?: boolean;
}) {
  const { t, language } = useTranslation();
  const byId = new Map((vehicles ?? []).map((v) => [v.id, v]));
  return (
    <ul className="divide-y divide-cream-200 overflow-hidden rounded-xl border border-cream-200 bg-white">
      {documents.map((d) => {
        const vehicle = byId.get(d.vehicleId);
        const figure = keyFigure(d, t, language, vehicle?.currency, vehicle?.odometerUnit);
        return (
          <li key={d.id}>
            <button
              type="button"
              onClick={() => onOpen(d.id)}
              className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-cream-50 focus-visible:bg-cream-50 focus-visible:outline-none sm:items-center"
            >
              <span
                className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-forest-50 text-forest-700 sm:mt-0"
                title={t(`documents.types.${d.documentType}`)}
              >
                <DocumentTypeIcon type={d.documentType} className="size-4" />
                <span className="sr-only">{t(`documents.types.${d.documentType}`)}</span>
              </span>
              <span className="min-w-0 flex-1">
                {/* Two lines on phones: "Service invoice — Werkstatt Müller, …" must not shrink to "Service in…" for every invoice alike. */}
                <span className="line-clamp-2 break-words font-medium text-forest-900 sm:line-clamp-1" title={d.title}>
                  {d.title}
                </span>
                {/* The date first: it is what tells two invoices of one car apart when the line is cut. */}
                <span className="block truncate text-xs text-stone-500">
                  {[formatDate(d.date, language), showVehicle && vehicle ? vehicleName(vehicle) : null].filter(Boolean).join(' · ')}
                </span>
                {d.aiConfidence && (
                  <span className="mt-1 block sm:hidden">
                    <ConfidenceBadge confidence={d.aiConfidence} />
                  </span>
                )}
                {d.snippet && <HighlightedText text={d.snippet} className="mt-1 line-clamp-2 text-xs text-stone-600" />}
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1 text-right">
                {figure && <span className="text-sm font-medium tabular-nums text-forest-900">{figure}</span>}
                <span className="hidden sm:block">
                  <ConfidenceBadge confidence={d.aiConfidence} />
                </span>
              </span>
              <ChevronRight className="hidden size-4 shrink-0 self-center text-stone-400 sm:block" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
