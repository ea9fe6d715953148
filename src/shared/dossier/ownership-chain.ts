/**
 * The ownership chain of a vehicle from what the records say: the owner's own purchase and sale,
 * bills of sale among the documents, and transfers between Patina users. Pure, so that the
 * dossier and its tests read the same rule.
 */
export type OwnershipKind = 'purchase' | 'sale' | 'transfer_in' | 'transfer_out';

export interface OwnershipRecord {
  kind: OwnershipKind;
  date: string;
  /** Who the vehicle came from or went to, when known (a seller, a buyer, an e-mail). */
  party: string | null;
  amount: { amount: number; currency: string } | null;
  /** The bill of sale it was read from, if any. */
  documentId: string | null;
}

export type OwnershipEntry = ({ type: 'record' } & OwnershipRecord) | { type: 'gap'; from: string | null; to: string };

/** A vehicle that left an owner and turns up with the next more than this later: nobody documented it meanwhile. */
export const GAP_DAYS = 90;

const acquires = (k: OwnershipKind) => k === 'purchase' || k === 'transfer_in';
const days = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/**
 * Oldest first, with a gap where the paper trail breaks: before the first record that brought the
 * vehicle to someone (when that is more than a year after it was built), and between a sale or
 * transfer away and the next record that brought it to someone, when more than GAP_DAYS apart.
 * Two acquisitions in a row are no gap: a bill of sale names the seller, so the hand-over is
 * documented. The same event recorded twice (the owner's purchase and its bill of sale) is kept once.
 */
export function ownershipChain(records: OwnershipRecord[], builtYear: number): OwnershipEntry[] {
  const sorted = [...records].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : acquires(a.kind) === acquires(b.kind) ? 0 : acquires(a.kind) ? 1 : -1,
  );
  const unique: OwnershipRecord[] = [];
  for (const r of sorted) {
    const twin = unique.find((u) => u.kind === r.kind && u.date === r.date);
    if (!twin) unique.push(r);
    else {
      twin.party ??= r.party;
      twin.amount ??= r.amount;
      twin.documentId ??= r.documentId;
    }
  }
  const out: OwnershipEntry[] = [];
  const firstIn = unique.find((r) => acquires(r.kind));
  if (firstIn && days(`${builtYear}-12-31`, firstIn.date) > 365 && !unique.some((r) => r.date < firstIn.date)) {
    out.push({ type: 'gap', from: null, to: firstIn.date });
  }
  let lastOut: OwnershipRecord | null = null;
  for (const r of unique) {
    if (acquires(r.kind) && lastOut && days(lastOut.date, r.date) > GAP_DAYS) out.push({ type: 'gap', from: lastOut.date, to: r.date });
    out.push({ type: 'record', ...r });
    lastOut = acquires(r.kind) ? null : r;
  }
  return out;
}
