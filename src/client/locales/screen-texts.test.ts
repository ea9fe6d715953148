import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each screen loads only the texts of the features it names in app/router.tsx or
 * app/protected-routes.ts (lib/i18n.ts). This reads what a screen's code can show — every file it imports, lazily or not — and checks that
 * the screen names every feature file holding a section that code uses, so that no screen shows a
 * bare key in either language.
 */
const client = path.resolve(import.meta.dirname, '..');
const featureDir = path.join(client, 'locales/features');
const featureFiles = fs.readdirSync(featureDir).filter((f) => f.endsWith('.json'));
const sectionOwner = new Map<string, string>();
for (const file of featureFiles.filter((f) => f.endsWith('.en.json'))) {
  const tree = JSON.parse(fs.readFileSync(path.join(featureDir, file), 'utf8')) as object;
  for (const section of Object.keys(tree)) sectionOwner.set(section, file.slice(0, -'.en.json'.length));
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(client, spec.slice(2));
  else if (spec.startsWith('@shared/')) base = path.join(client, '../shared', spec.slice('@shared/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && fs.existsSync(file)) return file;
  }
  return null;
}

/** The feature files whose sections the code reachable from `entry` names in a string. */
function featuresShownBy(entry: string): string[] {
  const seen = new Set<string>();
  const needed = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]);
      // The translation store itself names no section.
      if (target && !target.endsWith('lib/i18n.ts')) stack.push(target);
    }
    for (const m of text.matchAll(/['"`]([a-zA-Z][\w-]*)\.[a-zA-Z$]/g)) {
      const owner = sectionOwner.get(m[1]);
      if (owner) needed.add(owner);
    }
  }
  return [...needed].sort();
}

// The visitor's routes and the signed-in ones (a module of their own, for the build's chunks).
const router = ['app/router.tsx', 'app/protected-routes.ts'].map((file) => fs.readFileSync(path.join(client, file), 'utf8')).join('\n');
const lists = new Map([...router.matchAll(/const (\w+) = (\[[^\]]*\]);/g)].map((m) => [m[1], m[2]]));
// The lists are plain string arrays; Prettier may break them over lines with a trailing comma.
const parseList = (source: string) => [...(lists.get(source) ?? source).matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
const screens = [...router.matchAll(/(screen|coreScreen)\(\s*\(\) => import\('@\/(routes\/[\w-]+)'\)(?:,\s*(\[[^\]]*\]|\w+))?,?\s*\)/g)].map((m) => ({
  route: m[2],
  declared: m[1] === 'coreScreen' ? [] : m[3] ? parseList(m[3]) : null,
}));

describe('texts per screen', () => {
  it('finds the screens of the router', () => {
    expect(screens.length).toBeGreaterThan(20);
  });

  it.each(screens)('$route names every feature whose texts it shows', ({ route, declared }) => {
    // No list: every feature's texts load, which is complete by construction.
    if (declared === null) return;
    const missing = featuresShownBy(path.join(client, `${route}.tsx`)).filter((f) => !declared.includes(f));
    expect(missing).toEqual([]);
  });

  it('names only features that have texts in both languages', () => {
    const named = new Set<string>([...lists.values()].flatMap(parseList));
    for (const s of screens) s.declared?.forEach((f) => named.add(f));
    // lib/i18n.ts's comment shows the call with an example name.
    for (const file of walk(client).filter((f) => !f.endsWith('lib/i18n.ts'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/loadFeatureTexts\(([^)]*)\)/g)) {
        for (const name of m[1].matchAll(/'([\w-]+)'/g)) named.add(name[1]);
      }
    }
    expect(named.size).toBeGreaterThan(10);
    for (const feature of named) expect([`${feature}.de.json`, `${feature}.en.json`].filter((f) => !featureFiles.includes(f))).toEqual([]);
  });
});

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}
