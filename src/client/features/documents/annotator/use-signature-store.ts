import { useState, useSyncExternalStore } from 'react';
import type { SavedSignature } from '@shared/documents/document-versions-api';
import { listSignatures } from '../versions-api';
import type { SignatureStore } from './viewer-managers';

/** The user's saved signatures, loaded when the signature mode opens (pdf.js asks) and after changes. */
export function createSignatureStore(): SignatureStore & { reload(): Promise<void> } {
  let list: SavedSignature[] = [];
  let loaded = false;
  const listeners = new Set<() => void>();
  const reload = async () => {
    try {
      list = await listSignatures();
      loaded = true;
      listeners.forEach((l) => l());
    } catch (error) {
      console.error('Saved signatures could not be loaded', error);
    }
  };
  return {
    load: () => (loaded ? Promise.resolve() : reload()),
    reload,
    get: () => list,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSignatureStore() {
  const [store] = useState(createSignatureStore);
  const list = useSyncExternalStore(store.subscribe, store.get);
  return { store, list };
}
