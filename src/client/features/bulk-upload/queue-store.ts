import { initialQueueState, queueReducer, type QueueEvent, type QueueState } from '@shared/bulk-upload/queue-state';

export type QueueStore = ReturnType<typeof createQueueStore>;

/**
 * The pure machine behind a tiny external store (read with useSyncExternalStore). `generation`
 * changes on reset, so that a run still finishing after a reset cannot clear the flags of a run
 * started afterwards.
 */
export function createQueueStore() {
  let state: QueueState<File> = initialQueueState<File>();
  let generation = 0;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    get generation() {
      return generation;
    },
    dispatch(event: QueueEvent<File>) {
      const next = queueReducer(state, event);
      if (event.type === 'reset') generation += 1;
      if (next === state) return;
      state = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
