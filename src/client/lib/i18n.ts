import { useCallback, useSyncExternalStore } from 'react';

/**
 * A small translation store in place of i18next: the two libraries cost ~28 KB gzip of initial
 * JavaScript, a quarter of the landing page's budget (docs/decisions/002). Each language's texts
 * load on demand: the core (`locales/<lang>.json`: shell, landing, auth, errors) before the first
 * render; a feature's texts with the screens that show them (docs/decisions/014).
 *
 * How a feature declares its texts:
 * 1. Put them in `locales/features/<feature>.en.json` and `<feature>.de.json`, each holding one
 *    top-level section (usually named like the feature). The files are found by name: no list to
 *    edit. locales.test.ts checks both languages have the same keys.
 * 2. Name the feature where its texts are first needed: in app/protected-routes.ts or
 *    app/router.tsx, the screens that show
 *    it (`screen(() => import('@/routes/x'), ['vehicles', 'x'])`, loaded beside the screen's code);
 *    elsewhere (a toast, a panel), `await loadFeatureTexts('x')` before showing it.
 * Keys are dotted paths into the merged tree; `{{name}}` is interpolated; with `count`,
 * `key_one` / `key_other` are chosen by Intl.PluralRules.
 */
export type Language = 'en' | 'de';
type Tree = { [key: string]: string | Tree };
export type TranslateVars = Record<string, string | number>;

export const LANGUAGE_KEY = 'language';
const resources: Partial<Record<Language, Tree>> = {};
type Loader = () => Promise<{ default: unknown }>;
const loaders: Record<Language, Loader> = {
  en: () => import('@/locales/en.json'),
  de: () => import('@/locales/de.json'),
};
// Every feature file, each its own lazy chunk, by `<feature>.<lang>`.
const featureFiles: Record<string, Loader> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: unknown }>('../locales/features/*.json')).map(([file, load]) => [file.replace(/^.*\/|\.json$/g, ''), load]),
);
const allFeatures = [...new Set(Object.keys(featureFiles).map((name) => name.replace(/\.(en|de)$/, '')))];
const coreLoaded = new Set<Language>();
/** `<feature>.<lang>` files merged into `resources` (or on their way). */
const featuresLoaded = new Map<string, Promise<void>>();
/** The features the screens shown so far asked for: a language switch loads these in the new language. */
const featuresWanted = new Set<string>();
let current: Language = 'en';
const listeners = new Set<() => void>();

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'de' ? 'de' : 'en';
  } catch {
    return 'en';
  }
}

// English is the fallback for any missing text, so it is always there.
const withFallback = (language: Language) => [...new Set<Language>(['en', language])];

async function ensureLoaded(language: Language) {
  const langs = withFallback(language);
  await Promise.all(
    langs.map(async (lang) => {
      if (coreLoaded.has(lang)) return;
      resources[lang] = { ...((await loaders[lang]()).default as Tree), ...resources[lang] };
      coreLoaded.add(lang);
    }),
  );
  await ensureFeaturesLoaded(langs, [...featuresWanted]);
}

function ensureFeaturesLoaded(langs: Language[], features: string[]): Promise<unknown> {
  return Promise.all(
    langs.flatMap((lang) =>
      features.map((feature) => {
        const name = `${feature}.${lang}`;
        let done = featuresLoaded.get(name);
        if (!done) {
          const load = featureFiles[name];
          if (!load) return Promise.reject(new Error(`No texts for the feature "${feature}" (locales/features/${name}.json)`));
          done = load().then((m) => {
            resources[lang] = { ...resources[lang], ...(m.default as Tree) };
          });
          // A failed load (offline) is tried again by the next screen that asks.
          done.catch(() => featuresLoaded.delete(name));
          featuresLoaded.set(name, done);
        }
        return done;
      }),
    ),
  );
}

/**
 * The named features' texts, in the current language and the English fallback; screens await it.
 * With no name, every feature's: for a screen that has not declared its features yet.
 */
export async function loadFeatureTexts(...features: string[]): Promise<void> {
  const names = features.length ? features : allFeatures;
  names.forEach((name) => featuresWanted.add(name));
  await ensureFeaturesLoaded(withFallback(current), names);
}

/** For tests and tools that translate outside the browser. */
export function addResources(language: Language, tree: Tree) {
  resources[language] = tree;
  coreLoaded.add(language);
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(language: Language, key: string, vars?: TranslateVars): string {
  let k = key;
  if (vars && typeof vars.count === 'number') {
    const form = new Intl.PluralRules(language).select(vars.count);
    if (lookup(resources[language] ?? resources.en, `${key}_${form}`) || lookup(resources.en, `${key}_${form}`)) k = `${key}_${form}`;
  }
  const text = lookup(resources[language], k) ?? lookup(resources.en, k) ?? key;
  return vars ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
}

export function getLanguage(): Language {
  return current;
}

/** Switches the whole UI at once and remembers the choice in this browser. */
export async function setLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    /* private mode: the profile still remembers it */
  }
  await ensureLoaded(language);
  document.documentElement.lang = language;
  if (current === language) return;
  current = language;
  listeners.forEach((l) => l());
}

/** Called once before the first render, so a German user never sees English flash by. */
export async function initLanguage() {
  await setLanguage(storedLanguage());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTranslation() {
  const language = useSyncExternalStore(subscribe, getLanguage);
  const t = useCallback((key: string, vars?: TranslateVars) => translate(language, key, vars), [language]);
  return { t, language };
}
