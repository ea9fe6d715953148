import type { ComponentType } from 'react';
import { loadFeatureTexts } from '@/lib/i18n';

export type ScreenModule = { default: ComponentType; loader?: () => null };
/**
 * A feature screen: its code and the texts of the features it shows (locales/features/<name>.*.json)
 * load together. A screen module may still export a loader of its own (the story page, whose
 * early reads are public/early-reads.js's): it runs as soon as the code is here, not after the
 * texts (the router calls it again; the requests are shared by the query cache). Without a list of
 * features, every feature's texts load: correct, only larger; name them.
 */
export const screen = (load: () => Promise<ScreenModule>, features: string[] = []) =>
  coreScreen(() =>
    Promise.all([
      load().then((m) => {
        m.loader?.();
        return m;
      }),
      loadFeatureTexts(...features),
    ]).then(([m]) => m),
  );

/** A screen that needs only the core texts loaded before the first render (landing, auth, …). */
export const coreScreen = (load: () => Promise<ScreenModule>) => async () => {
  const m = await load();
  // A screen may export a loader that starts its data requests before it renders (never awaited).
  return { Component: m.default, ...(m.loader && { loader: m.loader }) };
};
