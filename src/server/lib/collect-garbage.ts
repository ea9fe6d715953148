import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

/**
 * A full garbage collection now. For the few long loops that run through thousands of stored
 * files (the export): each file's streams, hash and promises outlive a young-generation
 * collection while its bytes are read, so they are moved to the old generation, where V8 lets
 * garbage grow to about twice the live heap before it collects — 50 MB above the export's live
 * 45 MB, which was most of its distance to issue 19's 300 MB budget (decision 028). One full
 * collection per thousand files costs a few tens of milliseconds each.
 * `gc` is exposed for the moment it takes to fetch it, as jest's leak detector does; the flag
 * only decides whether new contexts get the function.
 */
export function collectGarbage(): void {
  if (!collect) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (exposed) collect = exposed;
    else {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  collect();
}
