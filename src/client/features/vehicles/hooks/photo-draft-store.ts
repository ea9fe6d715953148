/**
 * Photos picked for a vehicle that is not saved yet (a draft, or a visitor's quick-added
 * vehicle) are kept in IndexedDB under `vehicle_images_<id or new>`: local storage holds only a
 * few megabytes of text, IndexedDB keeps the files themselves, originals untouched.
 */
export interface DraftPhoto {
  key: string;
  name: string;
  blob: Blob;
}

const DB = 'patina';
const STORE = 'vehicle_images';
export const imagesKey = (draftId: string) => `vehicle_images_${draftId}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = fn(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result as T);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

export async function loadDraftPhotos(draftId: string): Promise<DraftPhoto[]> {
  try {
    return (await run<DraftPhoto[] | undefined>('readonly', (s) => s.get(imagesKey(draftId)))) ?? [];
  } catch {
    return [];
  }
}

export async function saveDraftPhotos(draftId: string, photos: DraftPhoto[]): Promise<void> {
  try {
    if (photos.length === 0) await run('readwrite', (s) => s.delete(imagesKey(draftId)));
    else
      await run('readwrite', (s) =>
        s.put(
          photos.map(({ key, name, blob }) => ({ key, name, blob })),
          imagesKey(draftId),
        ),
      );
  } catch {
    /* private mode or full: the photos just are not kept across a reload */
  }
}

export const clearDraftPhotos = (draftId: string) => saveDraftPhotos(draftId, []);
