import { numberFormat } from '@shared/format/number-format';
import type { Language } from '@/lib/i18n';

/** Money in its own currency, in the reader's language ("€524.43" / "524,43 €"). */
export function formatMoney(value: number | null | undefined, currency: string | null | undefined, language: Language): string | null {
  if (value === null || value === undefined) return null;
  try {
    return numberFormat(language === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency: currency || 'EUR' }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency ?? ''}`.trim();
  }
}

export function formatNumber(value: number | null | undefined, language: Language): string | null {
  if (value === null || value === undefined) return null;
  return numberFormat(language === 'de' ? 'de-DE' : 'en-US').format(value);
}

export function formatFileSize(bytes: number, language: Language): string {
  const mb = bytes / (1024 * 1024);
  const n = numberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 1 });
  return mb >= 1 ? `${n.format(mb)} MB` : `${n.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
