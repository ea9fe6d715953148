import { addDays } from './history-dates';
import { isInspection, normalizeVinText, type HistoryDocument, type HistoryVehicle } from './history-document';

export const flagCodes = [
  'odometer_backwards',
  'vin_mismatch',
  'vin_disagreement',
  'future_date',
  'before_vehicle_year',
  'insurance_gap',
  'insurance_lapsed',
  'registration_expired',
  'inspection_expired',
] as const;
export type FlagCode = (typeof flagCodes)[number];

/**
 * One thing the paperwork disagrees about. `documentIds` are the documents involved, in the order
 * the message names them; `vars` fill the message (dates, readings, VINs), which the client words.
 */
export interface ConsistencyFlag {
  id: string;
  code: FlagCode;
  documentIds: string[];
  vars: Record<string, string | number>;
}

const byDate = (a: HistoryDocument, b: HistoryDocument) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1);

/** A reading lower than the highest one on an earlier-dated document: the odometer went back (or was replaced). */
export function odometerBackwards(docs: HistoryDocument[]): ConsistencyFlag[] {
  const flags: ConsistencyFlag[] = [];
  let highest: HistoryDocument | null = null;
  for (const d of docs.filter((x) => x.serviceMileage !== null).sort(byDate)) {
    if (highest && d.date > highest.date && d.serviceMileage! < highest.serviceMileage!) {
      flags.push({
        id: `odometer_backwards:${highest.id}:${d.id}`,
        code: 'odometer_backwards',
        documentIds: [highest.id, d.id],
        vars: { earlierDate: highest.date, earlierReading: highest.serviceMileage!, laterDate: d.date, laterReading: d.serviceMileage! },
      });
    }
    if (!highest || d.serviceMileage! > highest.serviceMileage!) highest = d;
  }
  return flags;
}

const IDENTITY_TYPES = new Set(['title', 'registration', 'insurance']);

/**
 * A VIN or chassis number on a document that is not the vehicle's; without a VIN on the vehicle,
 * title, registration and insurance papers that name different numbers.
 */
export function vinChecks(vehicle: Pick<HistoryVehicle, 'vin'>, docs: HistoryDocument[]): ConsistencyFlag[] {
  const withVin = docs.filter((d) => d.vin && normalizeVinText(d.vin) !== '');
  if (vehicle.vin) {
    const own = normalizeVinText(vehicle.vin);
    return withVin
      .filter((d) => normalizeVinText(d.vin!) !== own)
      .map((d) => ({ id: `vin_mismatch:${d.id}`, code: 'vin_mismatch', documentIds: [d.id], vars: { documentVin: d.vin!, vehicleVin: vehicle.vin! } }));
  }
  const identity = withVin.filter((d) => IDENTITY_TYPES.has(d.documentType)).sort(byDate);
  const distinct = [...new Set(identity.map((d) => normalizeVinText(d.vin!)))];
  if (distinct.length < 2) return [];
  return [{ id: 'vin_disagreement', code: 'vin_disagreement', documentIds: identity.map((d) => d.id), vars: { vins: distinct.join(', ') } }];
}

/**
 * Dated in the future, or before the vehicle existed. A model year begins in the autumn before
 * it, so papers from the year before the vehicle's year are still plausible.
 */
export function dateChecks(vehicle: Pick<HistoryVehicle, 'year'>, docs: HistoryDocument[], today: string): ConsistencyFlag[] {
  const flags: ConsistencyFlag[] = [];
  const earliest = `${vehicle.year - 1}-01-01`;
  for (const d of docs) {
    if (d.date > today) flags.push({ id: `future_date:${d.id}`, code: 'future_date', documentIds: [d.id], vars: { date: d.date } });
    else if (d.date < earliest)
      flags.push({ id: `before_vehicle_year:${d.id}`, code: 'before_vehicle_year', documentIds: [d.id], vars: { date: d.date, year: vehicle.year } });
  }
  return flags;
}

/**
 * Periods between insurance policies with no cover (overlapping and back-to-back policies are
 * one stretch of cover), and — for a vehicle still owned — cover that has ended.
 */
export function insuranceChecks(vehicle: Pick<HistoryVehicle, 'status'>, docs: HistoryDocument[], today: string): ConsistencyFlag[] {
  const policies = docs
    .filter((d) => d.documentType === 'insurance' && d.effectiveStart && d.effectiveEnd && d.effectiveStart <= d.effectiveEnd)
    .sort((a, b) => (a.effectiveStart! < b.effectiveStart! ? -1 : a.effectiveStart! > b.effectiveStart! ? 1 : 0));
  const flags: ConsistencyFlag[] = [];
  let covering: HistoryDocument | null = null;
  for (const p of policies) {
    if (covering && p.effectiveStart! > addDays(covering.effectiveEnd!, 1)) {
      flags.push({
        id: `insurance_gap:${covering.id}:${p.id}`,
        code: 'insurance_gap',
        documentIds: [covering.id, p.id],
        vars: { from: addDays(covering.effectiveEnd!, 1), to: addDays(p.effectiveStart!, -1) },
      });
    }
    if (!covering || p.effectiveEnd! > covering.effectiveEnd!) covering = p;
  }
  if (vehicle.status === 'owned' && covering && covering.effectiveEnd! < today) {
    flags.push({ id: `insurance_lapsed:${covering.id}`, code: 'insurance_lapsed', documentIds: [covering.id], vars: { date: covering.effectiveEnd! } });
  }
  return flags;
}

/** Only the newest registration and the newest inspection count: an older one is superseded, not expired. */
export function expiryChecks(vehicle: Pick<HistoryVehicle, 'status'>, docs: HistoryDocument[], today: string): ConsistencyFlag[] {
  if (vehicle.status !== 'owned') return [];
  const newest = (list: HistoryDocument[]) => list.filter((d) => d.expiryDate).sort((a, b) => (a.expiryDate! < b.expiryDate! ? 1 : -1))[0];
  const flags: ConsistencyFlag[] = [];
  const registration = newest(docs.filter((d) => d.documentType === 'registration' && !isInspection(d)));
  if (registration && registration.expiryDate! < today) {
    flags.push({
      id: `registration_expired:${registration.id}`,
      code: 'registration_expired',
      documentIds: [registration.id],
      vars: { date: registration.expiryDate! },
    });
  }
  const inspection = newest(docs.filter(isInspection));
  if (inspection && inspection.expiryDate! < today) {
    flags.push({ id: `inspection_expired:${inspection.id}`, code: 'inspection_expired', documentIds: [inspection.id], vars: { date: inspection.expiryDate! } });
  }
  return flags;
}

/** Every check over a vehicle's documents, in the order the summary lists them. */
export function checkConsistency(vehicle: Pick<HistoryVehicle, 'year' | 'vin' | 'status'>, docs: HistoryDocument[], today: string): ConsistencyFlag[] {
  return [
    ...odometerBackwards(docs),
    ...vinChecks(vehicle, docs),
    ...dateChecks(vehicle, docs, today),
    ...insuranceChecks(vehicle, docs, today),
    ...expiryChecks(vehicle, docs, today),
  ];
}
