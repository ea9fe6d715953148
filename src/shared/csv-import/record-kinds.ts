import type { Spend, SpendCategory } from '../history/spending';

/** What an imported record is (LubeLogger's record types): the timeline's wording and a spending category. */
export const recordKinds = ['service', 'repair', 'upgrade', 'fuel'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** Repairs are service work; an upgrade is mostly parts; fuel has its own category. */
export const spendCategoryOfKind: Record<RecordKind, SpendCategory> = {
  service: 'service',
  repair: 'service',
  upgrade: 'parts',
  fuel: 'fuel',
};

const kindWords: Record<RecordKind, string[]> = {
  service: ['service', 'servicerecord', 'maintenance', 'wartung', 'inspektion', 'kundendienst'],
  repair: ['repair', 'repairrecord', 'reparatur', 'instandsetzung'],
  upgrade: ['upgrade', 'upgraderecord', 'umbau', 'nachrüstung', 'tuning', 'modifikation'],
  fuel: ['fuel', 'gas', 'gasrecord', 'tanken', 'kraftstoff', 'benzin', 'diesel', 'sprit'],
};

/** The kind a cell names (English or German); null when it names none. */
export function parseKind(text: string): RecordKind | null {
  const v = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  for (const kind of recordKinds) if (kindWords[kind].includes(v)) return kind;
  return null;
}

/** What an imported record cost, for the spending figures beside the documents' spending. */
export function spendOfRecord(r: { kind: RecordKind; date: string; cost: number | null; currency: string }): Spend[] {
  return r.cost !== null && r.cost > 0 ? [{ date: r.date, category: spendCategoryOfKind[r.kind], amount: r.cost, currency: r.currency, documentId: null }] : [];
}
