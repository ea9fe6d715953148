import type { DocumentType } from '../documents/document-types';
import { formatDate } from '../format/date';
import { formatMoney, minorDigits } from '../format/money';
import { numberFormat } from '../format/number-format';
import type { ExtractedFields } from './extract-fields';

/** The language of the request: generated titles, summaries and issues are written in it. */
export type ReplyLanguage = 'en' | 'de';

const TYPE_TITLE: Record<ReplyLanguage, Record<DocumentType, string>> = {
  en: {
    service: 'Service invoice',
    title: 'Certificate of title',
    registration: 'Registration',
    insurance: 'Insurance policy',
    purchase: 'Bill of sale',
    appraisal: 'Appraisal',
    receipt: 'Receipt',
    other: 'Document',
  },
  de: {
    service: 'Rechnung',
    title: 'Eigentumsnachweis',
    registration: 'Zulassung',
    insurance: 'Versicherungsschein',
    purchase: 'Kaufvertrag',
    appraisal: 'Gutachten',
    receipt: 'Kassenbeleg',
    other: 'Dokument',
  },
};

/** A type's name as a title says it, in the reader's language. */
export const typeTitle = (type: DocumentType, language: ReplyLanguage) => TYPE_TITLE[language][type];

const P = {
  en: {
    from: (who: string) => ` from ${who}`,
    dated: (when: string) => ` dated ${when}`,
    work: (list: string) => `Work: ${list}`,
    at: (km: string) => `at ${km}`,
    total: (v: string) => `total ${v}`,
    policy: (no: string, cover: string) => `Insurance policy${no ? ` ${no}` : ''}${cover ? ` (${cover})` : ''}.`,
    covers: (a: string, b: string) => `Covers ${a} to ${b}`,
    premium: (v: string) => `premium ${v}`,
    deductible: (v: string) => `deductible ${v}`,
    price: (v: string) => `Purchase price ${v}`,
    by: (who: string) => ` by ${who}`,
    value: (v: string) => `Appraised value ${v}`,
    condition: (c: string) => `condition: ${c}`,
    registration: (plate: string, no: string) => `Vehicle registration${plate ? ` for plate ${plate}` : ''}${no ? `, document ${no}` : ''}.`,
    validUntil: (d: string) => `Valid until ${d}`,
    issued: (d: string) => ` issued ${d}`,
    unknown: (when: string) => `A document${when} whose type could not be recognised.`,
    nothing: 'No further details could be read.',
  },
  de: {
    from: (who: string) => ` von ${who}`,
    dated: (when: string) => ` vom ${when}`,
    work: (list: string) => `Arbeiten: ${list}`,
    at: (km: string) => `bei ${km}`,
    total: (v: string) => `Gesamtbetrag ${v}`,
    policy: (no: string, cover: string) => `Versicherungsschein${no ? ` ${no}` : ''}${cover ? ` (${cover})` : ''}.`,
    covers: (a: string, b: string) => `Gültig vom ${a} bis ${b}`,
    premium: (v: string) => `Beitrag ${v}`,
    deductible: (v: string) => `Selbstbeteiligung ${v}`,
    price: (v: string) => `Kaufpreis ${v}`,
    by: (who: string) => ` von ${who}`,
    value: (v: string) => `Schätzwert ${v}`,
    condition: (c: string) => `Zustand: ${c}`,
    registration: (plate: string, no: string) => `Fahrzeugzulassung${plate ? ` für ${plate}` : ''}${no ? `, Dokument ${no}` : ''}.`,
    validUntil: (d: string) => `Gültig bis ${d}`,
    issued: (d: string) => ` ausgestellt am ${d}`,
    unknown: (when: string) => `Ein Dokument${when}, dessen Art nicht erkannt wurde.`,
    nothing: 'Weitere Angaben konnten nicht gelesen werden.',
  },
} satisfies Record<ReplyLanguage, unknown>;

/** An amount in the document's currency, written for the reader's language ("1.234,50 €", "$1,234.50"). */
export function moneyText(value: number | null | undefined, currency: string | null, language: ReplyLanguage): string | null {
  if (value == null) return null;
  if (currency) {
    try {
      return formatMoney(Math.round(value * 10 ** minorDigits(currency)), currency, language);
    } catch {
      // Not an ISO code Intl knows: the plain number below, with the code.
    }
  }
  const n = numberFormat(language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return currency ? `${currency} ${n}` : n;
}

export const dateText = (iso: string | null | undefined, language: ReplyLanguage) => (iso ? formatDate(iso, language) : null);

/** Title and summary of a document, in the reader's language with its number and date formats. */
/** `odometerUnit`: the vehicle's, said after a reading whose page printed no unit (the review shows it so too). */
export function describe(
  type: DocumentType,
  f: ExtractedFields,
  currency: string | null,
  language: ReplyLanguage,
  odometerUnit?: string | null,
): { title: string; summary: string } {
  const p = P[language];
  const typeTitle = TYPE_TITLE[language][type];
  const money = (v: number | null | undefined) => moneyText(v, currency, language);
  const date = (iso: string | null | undefined) => dateText(iso, language);
  const who = f.shopName ?? f.sellerName ?? f.appraiserName ?? f.plateNumber ?? f.pairs.find((x) => x.key === 'insurer')?.value ?? null;
  const when = date(f.serviceDate ?? f.saleDate ?? f.appraisalDate ?? f.documentDate ?? f.effectiveStart);
  const title = [typeTitle, [who, when].filter(Boolean).join(', ')].filter(Boolean).join(' — ');
  const first: string[] = [];
  const second: string[] = [];
  switch (type) {
    case 'service':
    case 'receipt': {
      first.push(`${typeTitle}${f.shopName ? p.from(f.shopName) : ''}${when ? p.dated(when) : ''}.`);
      if (f.workPerformed?.length) second.push(p.work(f.workPerformed.slice(0, 4).join(', ')));
      if (f.serviceMileage != null) {
        const unit = f.pairs.find((x) => x.key === 'mileageUnit')?.value ?? odometerUnit ?? '';
        second.push(p.at(`${numberFormat(language === 'de' ? 'de-DE' : 'en-US').format(f.serviceMileage)} ${unit}`.trim()));
      }
      if (f.totalCost != null) second.push(p.total(money(f.totalCost)!));
      break;
    }
    case 'insurance':
      first.push(p.policy(f.policyNumber ?? '', f.coverageType ?? ''));
      if (f.effectiveStart || f.effectiveEnd) second.push(p.covers(date(f.effectiveStart) ?? '?', date(f.effectiveEnd) ?? '?'));
      if (f.premium != null) second.push(p.premium(money(f.premium)!));
      if (f.deductible != null) second.push(p.deductible(money(f.deductible)!));
      break;
    case 'purchase':
      first.push(`${typeTitle}${f.sellerName ? p.from(f.sellerName) : ''}${when ? p.dated(when) : ''}.`);
      if (f.purchasePrice != null) second.push(p.price(money(f.purchasePrice)!));
      break;
    case 'appraisal':
      first.push(`${typeTitle}${f.appraiserName ? p.by(f.appraiserName) : ''}${when ? p.dated(when) : ''}.`);
      if (f.appraisedValue != null) second.push(p.value(money(f.appraisedValue)!));
      if (f.conditionNotes) second.push(p.condition(f.conditionNotes));
      break;
    case 'registration':
      first.push(p.registration(f.plateNumber ?? '', f.registrationNumber ?? ''));
      if (f.expiryDate) second.push(p.validUntil(date(f.expiryDate)!));
      break;
    case 'title':
      first.push(`${typeTitle}${when ? p.issued(when) : ''}.`);
      if (f.vin) second.push(`VIN ${f.vin}`);
      break;
    default:
      first.push(p.unknown(when ? p.dated(when) : ''));
  }
  if (f.vin && type !== 'title') second.push(`VIN ${f.vin}`);
  const rest = second.join(', ');
  const summary = `${first.join(' ')} ${rest ? `${rest[0].toUpperCase()}${rest.slice(1)}.` : p.nothing}`;
  return { title: title.slice(0, 200), summary };
}
