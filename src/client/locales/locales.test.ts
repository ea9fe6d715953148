import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...out, [key]: v } : { ...out, ...flatten(v, key) };
  }, {});
}

const enKeys = flatten(en as Tree);
const deKeys = flatten(de as Tree);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('locales', () => {
  it('de has every key en has, and no other', () => {
    expect(Object.keys(deKeys).filter((k) => !(k in enKeys))).toEqual([]);
    expect(Object.keys(enKeys).filter((k) => !(k in deKeys))).toEqual([]);
  });

  it('has no empty values', () => {
    for (const [lang, keys] of [['en', enKeys], ['de', deKeys]] as const) {
      expect(Object.entries(keys).filter(([, v]) => !v.trim()).map(([k]) => `${lang}:${k}`)).toEqual([]);
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
