import { numberFormat } from '@shared/format/number-format';
import type { Language } from '@/lib/i18n';

export function formatNumber(value: number | null | undefined, language: Language): string | null {
  if (value === null || value === undefined) return null;
  return numberFormat(language === 'de' ? 'de-DE' : 'en-US').format(value);
}

export function formatFileSize(bytes: number, language: Language): string {
  const mb = bytes / (1024 * 1024);
  const n = numberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 1 });
  return mb >= 1 ? `${n.format(mb)} MB` : `${n.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
