import type { Confidence, DocumentType } from '../documents/document-types';
import { numberFormat } from '../format/number-format';
import { dateText, typeTitle, type ReplyLanguage } from './describe';
import type { ExtractedFields } from './extract-fields';
import { impliedVatRate } from './implied-tax';

/** What Patina knows of the vehicle a document is filed under, for the consistency checks. */
export interface VehicleFacts {
  vin?: string | null;
  odometer?: number | null;
  odometerUnit?: string | null;
  /** The model year: no sale, service or appraisal of this vehicle can be dated before it. */
  year?: number | null;
}

export interface JudgeInput {
  type: DocumentType;
  /** The page's type was decided on thin or split evidence; `alternative` is the other type it may be. */
  typeDoubt?: { alternative: DocumentType | null };
  fields: ExtractedFields;
  /** Tesseract's mean word confidence 0–100; undefined for a PDF's own text. */
  ocrConfidence?: number;
  textLength: number;
  vehicle?: VehicleFacts | null;
  today: string;
}

/** The fields a careful reader expects on each type of paper. */
export const EXPECTED_FIELDS: Record<DocumentType, (keyof ExtractedFields)[]> = {
  service: ['serviceDate', 'shopName', 'totalCost', 'serviceMileage', 'laborCost', 'workPerformed'],
  receipt: ['shopName', 'totalCost', 'documentDate'],
  insurance: ['policyNumber', 'coverageType', 'premium', 'effectiveStart', 'effectiveEnd'],
  purchase: ['sellerName', 'saleDate', 'purchasePrice'],
  appraisal: ['appraiserName', 'appraisalDate', 'appraisedValue', 'conditionNotes'],
  registration: ['registrationNumber', 'plateNumber', 'expiryDate'],
  title: ['documentDate', 'vin'],
  other: ['documentDate'],
};

const normaliseVin = (v: string) => v.replace(/[^A-Z0-9]/gi, '').toUpperCase();

const ISSUES = {
  en: {
    sum: (l: string, p: string, t: string | null, e: string, total: string) =>
      t !== null
        ? `Labor (${l}) + parts (${p}) + tax (${t}) = ${e}, but the total is ${total}.`
        : `Labor (${l}) + parts (${p}) = ${e}, but the total is ${total} and no tax was found.`,
    dateLabel: { serviceDate: 'service date', saleDate: 'sale date', appraisalDate: 'appraisal date', documentDate: 'document date' },
    future: (label: string, date: string) => `The ${label} ${date} is in the future.`,
    period: (end: string, start: string) => `The policy ends (${end}) before it starts (${start}).`,
    vin: (doc: string, own: string) => `The VIN on the document (${doc}) is not this vehicle's VIN (${own}).`,
    mileage: (doc: string, own: string) => `The mileage on the document (${doc}) is below the vehicle's last recorded mileage (${own}).`,
    mileageYear: (n: string) => `The mileage read (${n}) looks like a year; please check it.`,
    guessedDate: (label: string) => `No labelled ${label} was found; the first date on the page was taken.`,
    // A contract's sale date, unlabelled, is its latest date no other label claims (see extract-fields.ts guessDate).
    guessedSaleDate: 'No labelled sale date was found; the latest date no other label names was taken.',
    beforeYear: (label: string, date: string, year: number) => `The ${label} ${date} is before the vehicle's model year ${year}; please check it.`,
    inferredLabel: {
      serviceDate: 'service date',
      deductible: 'excess',
      policyNumber: 'policy number',
      plateNumber: 'plate',
      expiryDate: 'expiry date',
      premium: 'premium',
      effectiveStart: 'start of cover',
      effectiveEnd: 'end of cover',
      appraiserName: 'appraiser',
      sellerName: 'seller',
    },
    inferred: (label: string, value: string) => `No label for the ${label} was recognised; ${value} was taken from the page's layout. Please check it.`,
    typeDoubt: (type: string, other: string | null) =>
      other
        ? `The kind of document is uncertain: read as ${type}, it may also be ${other}. Please check the type.`
        : `The kind of document is uncertain: read as ${type} from its wording and layout alone. Please check the type.`,
    doubtful: (label: string, value: string, rival: string) =>
      `The page gives several dates; ${value} was taken as the ${label}, but ${rival} is almost as likely. Please check it.`,
    doubtfulMileage: (value: string, rival: string) =>
      `The page gives several readings; ${value} was taken as the mileage, but ${rival} is almost as likely. Please check it.`,
    unread: 'The details of this document could not be read. Please enter them yourself.',
    unsureName: (name: string) => `The shop's name was hard to read (${name}); please check its spelling.`,
  },
  de: {
    sum: (l: string, p: string, t: string | null, e: string, total: string) =>
      t !== null
        ? `Arbeitslohn (${l}) + Teile (${p}) + Steuer (${t}) = ${e}, der Gesamtbetrag ist aber ${total}.`
        : `Arbeitslohn (${l}) + Teile (${p}) = ${e}, der Gesamtbetrag ist aber ${total}, und es wurde keine Steuer gefunden.`,
    dateLabel: { serviceDate: 'Leistungsdatum', saleDate: 'Verkaufsdatum', appraisalDate: 'Gutachtendatum', documentDate: 'Dokumentdatum' },
    future: (label: string, date: string) => `Das ${label} ${date} liegt in der Zukunft.`,
    period: (end: string, start: string) => `Der Vertrag endet (${end}), bevor er beginnt (${start}).`,
    vin: (doc: string, own: string) => `Die FIN auf dem Dokument (${doc}) ist nicht die FIN dieses Fahrzeugs (${own}).`,
    mileage: (doc: string, own: string) => `Der Kilometerstand auf dem Dokument (${doc}) liegt unter dem zuletzt erfassten des Fahrzeugs (${own}).`,
    mileageYear: (n: string) => `Der gelesene Kilometerstand (${n}) sieht wie eine Jahreszahl aus; bitte prüfen.`,
    guessedDate: (label: string) => `Kein beschriftetes ${label} gefunden; das erste Datum der Seite wurde übernommen.`,
    guessedSaleDate: 'Kein beschriftetes Verkaufsdatum gefunden; das späteste Datum ohne andere Beschriftung wurde übernommen.',
    beforeYear: (label: string, date: string, year: number) => `Das ${label} ${date} liegt vor dem Baujahr des Fahrzeugs (${year}); bitte prüfen.`,
    inferredLabel: {
      serviceDate: 'Leistungsdatum',
      deductible: 'Selbstbeteiligung',
      policyNumber: 'Versicherungsnummer',
      plateNumber: 'Kennzeichen',
      expiryDate: 'Ablaufdatum',
      premium: 'Beitrag',
      effectiveStart: 'Versicherungsbeginn',
      effectiveEnd: 'Versicherungsende',
      appraiserName: 'Gutachter',
      sellerName: 'Verkäufer',
    },
    inferred: (label: string, value: string) => `Keine Beschriftung für ${label} erkannt; ${value} wurde aus dem Aufbau der Seite erschlossen. Bitte prüfen.`,
    typeDoubt: (type: string, other: string | null) =>
      other
        ? `Die Dokumentart ist unsicher: gelesen als ${type}, möglich ist auch ${other}. Bitte die Art prüfen.`
        : `Die Dokumentart ist unsicher: gelesen als ${type} allein nach Wortlaut und Aufbau. Bitte die Art prüfen.`,
    doubtful: (label: string, value: string, rival: string) =>
      `Die Seite nennt mehrere Daten; ${value} wurde als ${label} übernommen, ${rival} kommt aber fast ebenso in Frage. Bitte prüfen.`,
    doubtfulMileage: (value: string, rival: string) =>
      `Die Seite nennt mehrere Kilometerstände; ${value} wurde übernommen, ${rival} kommt aber fast ebenso in Frage. Bitte prüfen.`,
    unread: 'Die Angaben dieses Dokuments konnten nicht gelesen werden. Bitte selbst eintragen.',
    unsureName: (name: string) => `Der Name des Geschäfts war schwer zu lesen (${name}); bitte die Schreibweise prüfen.`,
  },
};

/** Consistency checks; each failure is one plain-words issue the user sees, in their language. */
export function findIssues(input: JudgeInput, language: ReplyLanguage = 'en'): string[] {
  const { fields: f, today, vehicle } = input;
  const t = ISSUES[language];
  const money = (n: number) =>
    numberFormat(language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(n);
  const count = (n: number) => numberFormat(language === 'de' ? 'de-DE' : 'en-US').format(n);
  const date = (iso: string) => dateText(iso, language) ?? iso;
  const issues: string[] = [];
  if (f.unread) issues.push(t.unread);
  if (input.typeDoubt) {
    const other = input.typeDoubt.alternative;
    issues.push(t.typeDoubt(typeTitle(input.type, language), other && other !== 'other' ? typeTitle(other, language) : null));
  }
  if (f.laborCost != null && f.partsCost != null && f.totalCost != null) {
    const expected = f.laborCost + f.partsCost + (f.tax ?? 0);
    // No tax line read, but the net plus a real VAT rate's tax is the total to the cent: the page adds up.
    const taxImplied = f.tax == null && impliedVatRate(expected, f.totalCost) !== null;
    if (!taxImplied && Math.abs(expected - f.totalCost) > Math.max(0.05, f.totalCost * 0.005)) {
      issues.push(t.sum(money(f.laborCost), money(f.partsCost), f.tax != null ? money(f.tax) : null, money(expected), money(f.totalCost)));
    }
  }
  for (const key of ['serviceDate', 'saleDate', 'appraisalDate', 'documentDate'] as const) {
    const value = f[key];
    if (value && value > today) issues.push(t.future(t.dateLabel[key], date(value)));
  }
  for (const key of f.guessed ?? []) issues.push(key === 'saleDate' ? t.guessedSaleDate : t.guessedDate(t.dateLabel[key]));
  for (const key of f.inferred ?? []) {
    const value = f[key];
    if (value == null) continue;
    const shown =
      key === 'deductible' || key === 'premium'
        ? money(Number(value))
        : ['serviceDate', 'expiryDate', 'effectiveStart', 'effectiveEnd'].includes(key)
          ? date(String(value))
          : String(value);
    issues.push(t.inferred(t.inferredLabel[key], shown));
  }
  if (f.unsureName && f.shopName) issues.push(t.unsureName(f.shopName));
  for (const { field, rival } of f.doubtful ?? []) {
    const value = f[field];
    if (value) issues.push(t.doubtful(t.dateLabel[field], date(value), date(rival)));
  }
  if (f.doubtfulMileage != null && f.serviceMileage != null) issues.push(t.doubtfulMileage(count(f.serviceMileage), count(f.doubtfulMileage)));
  // A car is not sold, serviced or appraised before it was built: such a date is misread.
  if (vehicle?.year) {
    for (const key of ['saleDate', 'serviceDate', 'appraisalDate'] as const) {
      const value = f[key];
      if (value && Number(value.slice(0, 4)) < vehicle.year) issues.push(t.beforeYear(t.dateLabel[key], date(value), vehicle.year));
    }
  }
  if (f.effectiveStart && f.effectiveEnd && f.effectiveEnd < f.effectiveStart) {
    issues.push(t.period(date(f.effectiveEnd), date(f.effectiveStart)));
  }
  if (vehicle?.vin && f.vin && normaliseVin(vehicle.vin) !== normaliseVin(f.vin)) {
    issues.push(t.vin(f.vin, vehicle.vin));
  }
  const unitOf = f.pairs.find((p) => p.key === 'mileageUnit')?.value;
  if (f.serviceMileage != null && !unitOf && f.serviceMileage >= 1900 && f.serviceMileage <= 2035) issues.push(t.mileageYear(String(f.serviceMileage)));
  if (vehicle?.odometer != null && f.serviceMileage != null) {
    const unit = unitOf ?? vehicle.odometerUnit ?? 'km';
    const factor = unit === vehicle.odometerUnit || !vehicle.odometerUnit ? 1 : unit === 'mi' ? 1.609344 : 1 / 1.609344;
    if (f.serviceMileage * factor < vehicle.odometer * 0.999) {
      issues.push(t.mileage(`${count(f.serviceMileage)} ${unit}`, `${count(vehicle.odometer)} ${vehicle.odometerUnit ?? unit}`));
    }
  }
  return issues;
}

function isPresent(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';
}

/** Share of the type's expected fields that were found, 0–1. */
export function coverage(type: DocumentType, fields: ExtractedFields): number {
  const expected = EXPECTED_FIELDS[type];
  return expected.filter((k) => isPresent(fields[k])).length / expected.length;
}

export function judge(input: JudgeInput, issues: string[]): { confidence: Confidence; extractionQuality: Confidence } {
  const cover = coverage(input.type, input.fields);
  const ocr = input.ocrConfidence;
  const extractionQuality: Confidence =
    input.textLength < 40 || (ocr !== undefined && ocr < 55) ? 'Low' : (ocr === undefined || ocr >= 80) && cover >= 0.75 ? 'High' : 'Medium';
  // The doubt about the type is counted below, once, not as one more issue.
  const others = issues.length - (input.typeDoubt ? 1 : 0);
  let confidence: Confidence;
  if (input.type === 'other' || cover < 0.4 || extractionQuality === 'Low' || others >= 2) confidence = 'Low';
  else if (cover >= 0.8 && others === 0 && extractionQuality === 'High') confidence = 'High';
  else confidence = 'Medium';
  // A doubtful type makes every field doubtful: one step lower, whatever the fields look like.
  if (input.typeDoubt && confidence !== 'Low') confidence = confidence === 'High' ? 'Medium' : 'Low';
  return { confidence, extractionQuality };
}
