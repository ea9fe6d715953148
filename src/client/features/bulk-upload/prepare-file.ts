import { isPdf } from '@shared/documents/upload-rules';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol';

export type PreparedFile = { fileHash: string; documentImage: string | null; pdfText: string | null };

/** SPEC §3/§8: when hashing fails, the hash is made of name, size and last-modified. */
export const fallbackHash = (file: Pick<File, 'name' | 'size' | 'lastModified'>) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * A small pool of prepare workers, made on first use. Two: enough to keep the analyses fed
 * without taking every core of a small machine away from the page.
 */
const POOL_SIZE = 2;
type Slot = { worker: Worker; busy: number };
let pool: Slot[] | null = null;
const waiting = new Map<string, { resolve: (r: PrepareResponse) => void; slot: Slot }>();
let seq = 0;
const WORKER_BROKEN = 'worker_broken';

function getPool(): Slot[] | null {
  if (pool) return pool;
  if (typeof Worker === 'undefined') return null;
  try {
    pool = Array.from({ length: POOL_SIZE }, () => {
      const worker = new Worker(new URL('./prepare-worker.ts', import.meta.url), { type: 'module' });
      const slot: Slot = { worker, busy: 0 };
      worker.onmessage = (event: MessageEvent<PrepareResponse>) => {
        const entry = waiting.get(event.data.id);
        if (!entry) return;
        waiting.delete(event.data.id);
        entry.slot.busy -= 1;
        entry.resolve(event.data);
      };
      // A worker that cannot start (blocked script, no module workers): its files go the slow way.
      worker.onerror = () => {
        for (const [id, entry] of waiting) {
          if (entry.slot !== slot) continue;
          waiting.delete(id);
          entry.resolve({ id, error: WORKER_BROKEN });
        }
        pool = null;
      };
      return slot;
    });
  } catch {
    pool = null;
  }
  return pool;
}

function inWorker(file: File): Promise<PrepareResponse> | null {
  const slots = getPool();
  if (!slots) return null;
  const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  const id = `p${++seq}`;
  slot.busy += 1;
  return new Promise((resolve) => {
    waiting.set(id, { resolve, slot });
    slot.worker.postMessage({ id, file, isPdf: isPdf(file.name, file.type) } satisfies PrepareRequest);
  });
}

/** Without workers (very old browsers): the file's own data, hashed here if Web Crypto exists. */
async function onPage(file: File): Promise<PrepareResponse> {
  const buffer = await file.arrayBuffer();
  let fileHash: string | null = null;
  try {
    const digest = await crypto.subtle.digest('SHA-256', buffer);
    fileHash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    fileHash = null;
  }
  const documentImage = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
  return { id: '', fileHash, documentImage, pdfText: isPdf(file.name, file.type) ? '' : null };
}

export async function prepareFile(file: File): Promise<PreparedFile> {
  let answer = await (inWorker(file) ?? onPage(file));
  if (answer.error === WORKER_BROKEN) answer = await onPage(file);
  if (answer.error) throw new Error(answer.error);
  return { fileHash: answer.fileHash || fallbackHash(file), documentImage: answer.documentImage ?? null, pdfText: answer.pdfText ?? null };
}
