// The build's chunks (decision 025, amendment): Rollup by default makes one chunk for each set of
// lazy modules that share code, which for ~25 screens is ~200 files — a signed-in screen ran
// 45–107 of them, each a request and a module to evaluate. This groups the signed-in screens'
// code into a few larger chunks, loaded in parallel, and leaves a visitor's code (the first paint
// of `/`, the router, the sign-in page) as lean as Rollup makes it.
//
// Every module gets a name here, none is left to Rollup: Rollup moves every static dependency of
// a manual chunk into that chunk unless it is in another one, so a signed-in chunk would otherwise
// take in the helpers it shares with the landing page, and the entry would then load it.
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/** Where the graph is cut, each by the end of a module's path. */
export type ChunkRoots = {
  /** The module whose lazy imports are the signed-in screens. */
  signedInRoutes: string;
  /** The router, loaded after `/`'s first paint and before every other screen. */
  router: string;
  /** The lazy modules `/` paints with before the router is here (the landing page). */
  firstPaint: string[];
  /**
   * Lazy modules that load together, grouped by the pattern's first capture: the features' texts
   * of one language (a screen loads up to 13 of 24; as one file, 20 KB gzip, they are one request).
   */
  together?: RegExp;
};

/**
 * Visitor code is what the entry reaches without entering a signed-in screen: the entry's own
 * modules, and the lazy modules it loads on the way (landing, router, sign-in page, frame parts,
 * texts). Its modules go into the entry's chunk, the first paint's, the router's, or the one lazy
 * module's that uses them; what several lazy modules other than the first paint's share goes with
 * the router when the router uses it too (it is always there first), else into one shared chunk.
 * A signed-in screen's module that no visitor code reaches goes into the screen's own chunk when
 * only that screen uses it, else into one of two chunks the screens share (packages; the app's
 * own code). What only a screen's lazy parts reach (the PDF viewer) stays Rollup's.
 */
/** Code (as transformed, before minifying) that a chunk of its own is worth: ~15 KB gzip. */
const LARGE = 60_000;

export function screenChunks(roots: ChunkRoots): GetManualChunk {
  let names: Map<string, string> | undefined;
  return (id, meta) => (names ??= chunkNames(meta, roots)).get(id);
}

function chunkNames(meta: ManualChunkMeta, roots: ChunkRoots): Map<string, string> {
  const ids = [...meta.getModuleIds()];
  const info = (id: string) => meta.getModuleInfo(id);
  const find = (end: string) => {
    const id = ids.find((i) => i.endsWith(end));
    if (!id) throw new Error(`screen-chunks: no module ends with ${end}`);
    return id;
  };
  const screens = new Set(info(find(roots.signedInRoutes))!.dynamicallyImportedIds);
  const router = find(roots.router);
  const firstPaint = roots.firstPaint.map(find);

  const staticClosure = (root: string) => {
    const seen = new Set([root]);
    for (const id of seen) for (const dep of info(id)?.importedIds ?? []) if (!info(dep)?.isExternal) seen.add(dep);
    return seen;
  };
  /** module → the roots whose static closure holds it */
  const reach = (rootIds: string[]) => {
    const by = new Map<string, string[]>();
    for (const root of rootIds) for (const id of staticClosure(root)) by.set(id, [...(by.get(id) ?? []), root]);
    return by;
  };

  const entries = ids.filter((id) => info(id)?.isEntry);
  const visitorRoots = [...entries];
  for (const root of visitorRoots)
    for (const id of staticClosure(root))
      for (const lazy of info(id)?.dynamicallyImportedIds ?? []) if (!screens.has(lazy) && !visitorRoots.includes(lazy)) visitorRoots.push(lazy);
  const byVisitorRoots = reach(visitorRoots);
  const byScreens = reach([...screens]);

  const isScreen = (id: string) => id.includes('/src/client/routes/');
  const tier = (id: string) => {
    const visitor = byVisitorRoots.get(id) ?? [];
    const together = roots.together?.exec(id)?.[1];
    if (together) return `together:${together}`;
    if (visitor.some((root) => entries.includes(root))) return 'entry';
    if (visitor.some((root) => firstPaint.includes(root))) return visitor.length === 1 && !byScreens.has(id) ? 'first-paint' : 'first-paint-shared';
    if (visitor.includes(router)) return 'router';
    return undefined;
  };
  // Rollup's own key: the lazy modules whose static imports reach the module.
  const exact = (id: string) => [...(byVisitorRoots.get(id) ?? []), ...(byScreens.get(id) ?? [])].join('+');
  const rest = ids.filter((id) => !tier(id) && exact(id));
  const size = new Map<string, number>();
  for (const id of rest) size.set(exact(id), (size.get(exact(id)) ?? 0) + (info(id)?.code?.length ?? 0));
  // A large library that few screens use (markdown-it) stays in a chunk of its own, loaded only
  // where it is used; so does whatever imports it, or a shared chunk would take it to every screen.
  // One that most use (zod) is shared as the rest.
  const fewScreens = (id: string) => (byScreens.get(id)?.length ?? 0) < screens.size / 2;
  const alone = new Set(rest.filter((id) => size.get(exact(id))! >= LARGE && fewScreens(id)));
  for (let grew = true; grew;) {
    grew = false;
    for (const id of rest)
      if (!alone.has(id) && info(id)!.importedIds.some((dep) => alone.has(dep))) {
        alone.add(id);
        grew = true;
      }
  }

  const names = new Map<string, string>();
  for (const id of ids) {
    const visitor = byVisitorRoots.get(id) ?? [];
    const screensUsing = byScreens.get(id) ?? [];
    const visitorScreens = visitor.filter(isScreen);
    const lazyParts = visitor.filter((root) => !isScreen(root));
    let name = tier(id);
    if (name) void 0;
    else if (alone.has(id)) name = exact(id);
    // A visitor's screen loads what it uses and what it shares with the signed-in side, no more.
    else if (visitorScreens.length)
      name = [...visitorScreens, ...(screensUsing.length > 1 ? ['signed-in'] : screensUsing.length ? screensUsing : lazyParts)].join('+');
    else if (screensUsing.length === 1 && !lazyParts.length) name = `screen:${screensUsing[0]}`;
    // The signed-in side: its screens and the frame's parts that are there with them.
    else if (screensUsing.length) name = id.includes('/node_modules/') ? 'signed-in-packages' : 'signed-in';
    // What only lazy parts use (a chart's library) waits for them.
    else if (lazyParts.length) name = lazyParts.join('+');
    if (name) names.set(id, name);
  }
  return names;
}
