/**
 * SPEC §3's local storage keys for vehicle drafts: `vehicle_draft_<id or new>` holds the form
 * while it is being typed; `reset_vehicle_draft` asks for drafts to be thrown away (its value is
 * the draft id, or "all"/"true" for every draft) and is consumed on the next read.
 */
export const DRAFT_PREFIX = 'vehicle_draft_';
export const RESET_DRAFT_KEY = 'reset_vehicle_draft';
export const draftKey = (draftId: string) => `${DRAFT_PREFIX}${draftId}`;

export interface StoredDraft<T> {
  values: T;
  savedAt: string;
  /** Photo order and cover of the form, by photo key. */
  photoOrder?: string[];
  coverKey?: string | null;
}

function applyReset() {
  const reset = localStorage.getItem(RESET_DRAFT_KEY);
  if (reset === null) return;
  localStorage.removeItem(RESET_DRAFT_KEY);
  if (reset === 'all' || reset === 'true' || reset === '') {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
    }
  } else {
    localStorage.removeItem(draftKey(reset));
  }
}

export function readDraft<T>(draftId: string): StoredDraft<T> | null {
  try {
    applyReset();
    const raw = localStorage.getItem(draftKey(draftId));
    return raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(draftId: string, draft: Omit<StoredDraft<T>, 'savedAt'>) {
  try {
    localStorage.setItem(draftKey(draftId), JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    /* storage full or disabled: nothing to keep */
  }
}

export function clearDraft(draftId: string) {
  try {
    localStorage.removeItem(draftKey(draftId));
  } catch {
    /* ignore */
  }
}

/** Asks every open or future form to drop the draft (e.g. after the vehicle was deleted). */
export function requestDraftReset(draftId: string | 'all') {
  try {
    localStorage.setItem(RESET_DRAFT_KEY, draftId);
  } catch {
    /* ignore */
  }
}
