import { useCallback, useSyncExternalStore } from 'react';

/**
 * A small translation store in place of i18next: the two libraries cost ~28 KB gzip of initial
 * JavaScript, a quarter of the landing page's budget (docs/decisions/002). Each language's texts
 * load on demand: the core (shell, landing, auth, profile) before the first render, the feature
 * screens' texts (`locales/features/<feature>.<lang>.json`, one file per feature and language, each
 * holding one top-level section) with the first screen that needs them. Keys are dotted paths into
 * the locale JSON; `{{name}}` is interpolated; with `count`, `key_one` / `key_other` are chosen by
 * Intl.PluralRules.
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
// Every feature's file of a language, each a lazy chunk: a feature adds its texts by adding files.
const featureFiles = import.meta.glob<{ default: unknown }>('../locales/features/*.json');
const featureLoaders = Object.fromEntries(
  (['en', 'de'] as const).map((lang) => [
    lang,
    () => Object.entries(featureFiles).filter(([file]) => file.endsWith(`.${lang}.json`)).map(([, load]) => load()),
  ]),
) as Record<Language, () => Promise<{ default: unknown }>[]>;
const coreLoaded = new Set<Language>();
const featuresLoaded = new Set<Language>();
let featuresWanted = false;
let current: Language = 'en';
const listeners = new Set<() => void>();

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'de' ? 'de' : 'en';
  } catch {
    return 'en';
  }
}

async function ensureLoaded(language: Language) {
  // English is the fallback for any missing text, so it is always there.
  const langs = [...new Set<Language>(['en', language])];
  await Promise.all(
    langs.map(async (lang) => {
      if (coreLoaded.has(lang)) return;
      resources[lang] = { ...((await loaders[lang]()).default as Tree), ...resources[lang] };
      coreLoaded.add(lang);
    }),
  );
  if (featuresWanted) await ensureFeaturesLoaded(langs);
}

async function ensureFeaturesLoaded(langs: Language[]) {
  await Promise.all(
    langs.map(async (lang) => {
      if (featuresLoaded.has(lang)) return;
      const trees = await Promise.all(featureLoaders[lang]());
      resources[lang] = Object.assign({}, resources[lang], ...trees.map((m) => m.default as Tree));
      featuresLoaded.add(lang);
    }),
  );
}

/** The feature screens' texts, for the current language and the English fallback; screens await it. */
export function loadFeatureTexts(): Promise<void> {
  featuresWanted = true;
  return ensureFeaturesLoaded([...new Set<Language>(['en', current])]);
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
