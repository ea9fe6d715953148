import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage';

describe('collectGarbage', () => {
  it('collects an object nothing refers to, and exposes no global gc', async () => {
    let ref: WeakRef<object> | undefined;
    (() => {
      ref = new WeakRef({ big: new Array(1000).fill('x') });
    })();
    // A WeakRef keeps its target alive until the current job ends.
    await tick();
    collectGarbage();
    await tick();
    expect(ref!.deref()).toBeUndefined();
    collectGarbage();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
