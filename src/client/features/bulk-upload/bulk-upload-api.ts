import type { IntakeTicket } from '@shared/documents/intake-api';
import { api } from '@/lib/api';

/** SPEC §7 call 10; SPEC §8: a check that fails counts as "not a duplicate". */
export async function isKnownDuplicate(vehicleId: string, hash: string): Promise<boolean> {
  try {
    const query = new URLSearchParams({ vehicleId, hash });
    // The documents API answers { duplicate: { id, fileName } | null }.
    const answer = await api<{ duplicate?: unknown }>(`/api/documents/duplicate?${query}`);
    return Boolean(answer?.duplicate);
  } catch (error) {
    console.warn('Duplicate check failed; treated as not a duplicate', error);
    return false;
  }
}

/** The analysis' ticket for each file, kept beside the queue (not in it) until the file is saved. */
export const ticketOfFile = new WeakMap<File, IntakeTicket>();
