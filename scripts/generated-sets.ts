/**
 * The other authors' generated sets, found rather than listed: every `tests/generator/unseen.ts` and
 * `tests/generator/unseen-<letters>.ts` is one author's set and exports its seed (`…_SEED`) and its generator
 * (`generateUnseen…`). generate-documents, bench-analyze and studied-corpus take their sets from here — they used to
 * list every set by hand, three lists that grew with each new author and collided in every merge of authors' branches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Random } from '../tests/generator/random';
import type { Generated } from '../tests/generator/types';

const generatorDir = path.resolve(import.meta.dirname, '..', 'tests', 'generator');

/** The closed judges: nobody working on the reader opens them, and the studied corpus never imports their generators. */
export const JUDGES: readonly string[] = ['unseen-d', 'unseen-e', 'unseen-j', 'unseen-x', 'unseen-y', 'unseen-z', 'unseen-aa', 'unseen-ab'];

/** Set names as the files name them, in the sets' order: unseen, then unseen-b … unseen-z, then unseen-aa …. */
export const GENERATED_SET_NAMES: readonly string[] = fs
  .readdirSync(generatorDir)
  .filter((f) => /^unseen(-[a-z]+)?\.ts$/.test(f))
  .map((f) => f.slice(0, -'.ts'.length))
  .sort((a, b) => a.length - b.length || a.localeCompare(b));

export interface GeneratedSet {
  name: string;
  seed: number;
  /** `familySeed`: only the generators whose families draw from a stream of their own take it (o, q to w). */
  generate: (rng: Random, familySeed?: number) => Generated[];
}

/** One author's set: its module, imported by name (so a judge's generator is never loaded unless asked for). */
export async function loadGeneratedSet(name: string): Promise<GeneratedSet> {
  if (!GENERATED_SET_NAMES.includes(name)) throw new Error(`No generated set '${name}' (tests/generator/${name}.ts)`);
  const mod = (await import(pathToFileURL(path.join(generatorDir, `${name}.ts`)).href)) as Record<string, unknown>;
  const seed = Object.entries(mod).find(([k, v]) => k.endsWith('_SEED') && typeof v === 'number')?.[1] as number | undefined;
  const generate = Object.entries(mod).find(([k, v]) => k.startsWith('generateUnseen') && typeof v === 'function')?.[1];
  if (seed === undefined || !generate) throw new Error(`tests/generator/${name}.ts exports no …_SEED number or generateUnseen… function`);
  return { name, seed, generate: generate as GeneratedSet['generate'] };
}
