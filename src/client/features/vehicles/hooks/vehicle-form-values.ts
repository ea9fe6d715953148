import { z } from 'zod';
import { parseMoney, moneyInputText, type MoneyLanguage } from '@shared/format/money';
import { defaultScale, FALLBACK_SCALE, scaleOfGrade, type ConditionScale } from '@shared/history/condition-scales';
import { defaultsForLanguage, vehicleInputSchema, type bodyStyles, type transmissions, type Vehicle, type VehicleInput } from '@shared/vehicles/vehicle-schema';

/** What the form holds: text as typed, so that a draft can be restored exactly as it was left. */
export interface VehicleFormValues {
  make: string;
  model: string;
  year: string;
  variant: string;
  bodyStyle: '' | (typeof bodyStyles)[number];
  exteriorColor: string;
  interiorColor: string;
  engine: string;
  transmission: '' | (typeof transmissions)[number];
  vin: string;
  engineNumber: string;
  matchingNumbers: 'unknown' | 'yes' | 'no';
  licensePlate: string;
  odometer: string;
  odometerUnit: 'km' | 'mi';
  conditionGrade: '' | '1' | '2' | '3' | '4' | '5' | '6';
  conditionScale: ConditionScale;
  purchaseDate: string;
  purchasePrice: string;
  estimatedValue: string;
  currency: string;
  notes: string;
}

export const moneyFields = ['purchasePrice', 'estimatedValue'] as const;

export function emptyFormValues(language: MoneyLanguage): VehicleFormValues {
  const d = defaultsForLanguage(language);
  return {
    make: '',
    model: '',
    year: '',
    variant: '',
    bodyStyle: '',
    exteriorColor: '',
    interiorColor: '',
    engine: '',
    transmission: '',
    vin: '',
    engineNumber: '',
    matchingNumbers: 'unknown',
    licensePlate: '',
    odometer: '',
    odometerUnit: d.odometerUnit,
    conditionGrade: '',
    conditionScale: defaultScale(language),
    purchaseDate: '',
    purchasePrice: '',
    estimatedValue: '',
    currency: d.currency,
    notes: '',
  };
}

export function formValuesFrom(v: Vehicle, language: MoneyLanguage): VehicleFormValues {
  return {
    make: v.make,
    model: v.model,
    year: String(v.year),
    variant: v.variant ?? '',
    bodyStyle: v.bodyStyle ?? '',
    exteriorColor: v.exteriorColor ?? '',
    interiorColor: v.interiorColor ?? '',
    engine: v.engine ?? '',
    transmission: v.transmission ?? '',
    vin: v.vin ?? '',
    engineNumber: v.engineNumber ?? '',
    matchingNumbers: v.matchingNumbers === null ? 'unknown' : v.matchingNumbers ? 'yes' : 'no',
    licensePlate: v.licensePlate ?? '',
    odometer: v.odometer === null ? '' : String(v.odometer),
    odometerUnit: v.odometerUnit,
    conditionGrade: v.conditionGrade ? (String(v.conditionGrade) as VehicleFormValues['conditionGrade']) : '',
    conditionScale: scaleOfGrade(v.conditionGrade, v.conditionScale) ?? defaultScale(language),
    purchaseDate: v.purchaseDate ?? '',
    purchasePrice: moneyInputText(v.purchasePrice, language, v.currency),
    estimatedValue: moneyInputText(v.estimatedValue, language, v.currency),
    currency: v.currency,
    notes: v.notes ?? '',
  };
}

const wholeNumber = (text: string): number | null => {
  const t = text.replace(/[\s.,'\u00a0\u202f]/g, '');
  if (t === '') return null;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** Form text → the API's input; the shared schema then judges it, on this side and the server's. */
export function toVehicleInput(f: VehicleFormValues, language: MoneyLanguage): VehicleInput {
  const year = f.year.trim();
  return {
    make: f.make,
    model: f.model,
    year: year === '' ? (undefined as unknown as number) : /^\d+$/.test(year) ? Number(year) : Number.NaN,
    variant: f.variant,
    bodyStyle: f.bodyStyle || null,
    exteriorColor: f.exteriorColor,
    interiorColor: f.interiorColor,
    engine: f.engine,
    transmission: f.transmission || null,
    vin: f.vin,
    engineNumber: f.engineNumber,
    matchingNumbers: f.matchingNumbers === 'unknown' ? null : f.matchingNumbers === 'yes',
    licensePlate: f.licensePlate,
    odometer: wholeNumber(f.odometer),
    odometerUnit: f.odometerUnit,
    conditionGrade: f.conditionGrade ? Number(f.conditionGrade) : null,
    conditionScale: f.conditionGrade ? (f.conditionScale ?? FALLBACK_SCALE) : null,
    purchaseDate: f.purchaseDate || null,
    purchasePrice: parseMoney(f.purchasePrice, language, f.currency),
    estimatedValue: parseMoney(f.estimatedValue, language, f.currency),
    currency: f.currency,
    notes: f.notes,
  };
}

/** The shared schema behind a translation from form text; the resolver hands the API input on. */
export const vehicleFormSchema = (language: MoneyLanguage) =>
  z.preprocess((values) => toVehicleInput(values as VehicleFormValues, language), vehicleInputSchema);
