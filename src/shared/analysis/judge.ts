import type { Confidence, DocumentType } from '../documents/document-types';
import type { ExtractedFields } from './extract-fields';

/** What Patina knows of the vehicle a document is filed under, for the consistency checks. */
export interface VehicleFacts {
  vin?: string | null;
  odometer?: number | null;
  odometerUnit?: string | null;
}

export interface JudgeInput {
  type: DocumentType;
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

const money = (n: number) => n.toFixed(2);
const normaliseVin = (v: string) => v.replace(/[^A-Z0-9]/gi, '').toUpperCase();

/** Consistency checks; each failure is one plain-words issue the user sees. */
export function findIssues(input: JudgeInput): string[] {
  const { fields: f, today, vehicle } = input;
  const issues: string[] = [];
  if (f.laborCost != null && f.partsCost != null && f.totalCost != null) {
    const expected = f.laborCost + f.partsCost + (f.tax ?? 0);
    if (Math.abs(expected - f.totalCost) > Math.max(0.05, f.totalCost * 0.005)) {
      issues.push(
        f.tax != null
          ? `Labor (${money(f.laborCost)}) + parts (${money(f.partsCost)}) + tax (${money(f.tax)}) = ${money(expected)}, but the total is ${money(f.totalCost)}.`
          : `Labor (${money(f.laborCost)}) + parts (${money(f.partsCost)}) = ${money(expected)}, but the total is ${money(f.totalCost)} and no tax was found.`,
      );
    }
  }
  for (const [label, date] of [
    ['service date', f.serviceDate],
    ['sale date', f.saleDate],
    ['appraisal date', f.appraisalDate],
    ['document date', f.documentDate],
  ] as const) {
    if (date && date > today) issues.push(`The ${label} ${date} is in the future.`);
  }
  if (f.effectiveStart && f.effectiveEnd && f.effectiveEnd < f.effectiveStart) {
    issues.push(`The policy ends (${f.effectiveEnd}) before it starts (${f.effectiveStart}).`);
  }
  if (vehicle?.vin && f.vin && normaliseVin(vehicle.vin) !== normaliseVin(f.vin)) {
    issues.push(`The VIN on the document (${f.vin}) is not this vehicle's VIN (${vehicle.vin}).`);
  }
  if (vehicle?.odometer != null && f.serviceMileage != null) {
    const unit = f.pairs.find((p) => p.key === 'mileageUnit')?.value ?? vehicle.odometerUnit ?? 'km';
    const factor = unit === vehicle.odometerUnit || !vehicle.odometerUnit ? 1 : unit === 'mi' ? 1.609344 : 1 / 1.609344;
    if (f.serviceMileage * factor < vehicle.odometer * 0.999) {
      issues.push(
        `The mileage on the document (${f.serviceMileage} ${unit}) is below the vehicle's last recorded mileage (${vehicle.odometer} ${vehicle.odometerUnit ?? unit}).`,
      );
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
    input.textLength < 40 || (ocr !== undefined && ocr < 55)
      ? 'Low'
      : (ocr === undefined || ocr >= 80) && cover >= 0.75
        ? 'High'
        : 'Medium';
  let confidence: Confidence;
  if (input.type === 'other' || cover < 0.4 || extractionQuality === 'Low' || issues.length >= 2) confidence = 'Low';
  else if (cover >= 0.8 && issues.length === 0 && extractionQuality === 'High') confidence = 'High';
  else confidence = 'Medium';
  return { confidence, extractionQuality };
}
