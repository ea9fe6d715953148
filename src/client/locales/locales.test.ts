import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import deCore from './de.json';
import enCore from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...out, [key]: v } : { ...out, ...flatten(v, key) };
  }, {});
}

// The core texts load before the first render, each feature's file with its screens; together they
// are one tree, so a section must live in exactly one file, the same one in both languages.
const featureDir = path.join(import.meta.dirname, 'features');
const featureFiles = fs.readdirSync(featureDir).filter((f) => f.endsWith('.json'));
const readFeatures = (lang: string): Record<string, Tree> =>
  Object.fromEntries(
    featureFiles
      .filter((f) => f.endsWith(`.${lang}.json`))
      .map((f) => [f.slice(0, -`.${lang}.json`.length), JSON.parse(fs.readFileSync(path.join(featureDir, f), 'utf8')) as Tree]),
  );
const enFiles = readFeatures('en');
const deFiles = readFeatures('de');
const enFeatures: Tree = Object.assign({}, ...Object.values(enFiles));
const deFeatures: Tree = Object.assign({}, ...Object.values(deFiles));
const en = { ...(enCore as Tree), ...(enFeatures as Tree) };
const de = { ...(deCore as Tree), ...(deFeatures as Tree) };
const enKeys = flatten(en);
const deKeys = flatten(de);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('locales', () => {
  it('keeps each section in one file, the same one in both languages', () => {
    expect(Object.keys(enCore).filter((k) => k in enFeatures)).toEqual([]);
    expect(Object.keys(deFiles).sort()).toEqual(Object.keys(enFiles).sort());
    for (const [name, tree] of Object.entries(enFiles)) expect(Object.keys(deFiles[name]).sort()).toEqual(Object.keys(tree).sort());
    const sections = Object.values(enFiles).flatMap((t) => Object.keys(t));
    expect(sections.filter((k, i) => sections.indexOf(k) !== i)).toEqual([]);
    expect(Object.keys(deCore).sort()).toEqual(Object.keys(enCore).sort());
    expect(Object.keys(deFeatures).sort()).toEqual(Object.keys(enFeatures).sort());
  });

  it('de has every key en has, and no other', () => {
    expect(Object.keys(deKeys).filter((k) => !(k in enKeys))).toEqual([]);
    expect(Object.keys(enKeys).filter((k) => !(k in deKeys))).toEqual([]);
  });

  it('has no empty values', () => {
    for (const [lang, keys] of [
      ['en', enKeys],
      ['de', deKeys],
    ] as const) {
      expect(
        Object.entries(keys)
          .filter(([, v]) => !v.trim())
          .map(([k]) => `${lang}:${k}`),
      ).toEqual([]);
    }
  });

  it('has every key the code uses', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = fs.readFileSync(file, 'utf8');
      // t('key'), titleKey/labelKey: 'key', and zod messages that are translation keys.
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(m[1]);
      for (const m of text.matchAll(/(?:titleKey|labelKey)[:=]\s*['"]([a-zA-Z0-9_.]+)['"]/g)) used.add(m[1]);
      for (const m of text.matchAll(/'((?:auth|profile|screens|nav)\.[a-zA-Z0-9_.]+)'/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    // A plural key is used bare (t('x.count', { count })) and stored as x.count_one / x.count_other.
    expect([...used].filter((k) => !(k in enKeys) && !(`${k}_other` in enKeys)).sort()).toEqual([]);
  });
});
