// What a cold load of a page downloads, from the build's chunk list (build/chunk-stats.ts): the
// entry and its static imports, the files holding the page's route modules and their static
// imports, then what every page fetches once it has loaded. The size script
// (scripts/bundle-size.ts) and the boot script's route map (build/boot-preload.ts) both read it.
import type { ChunkStats } from './chunk-stats.ts';

/** Loaded by every page once it has loaded (src/components/deferred-ui.tsx). */
export const DEFERRED = ['src/components/pwa/update-prompt.tsx'];

const isOrSplitOf = (id: string, module: string) => id === module || id.startsWith(`${module}?`);

/** A file holds a module, or stands for it (a route's facade: the router imports that file). */
const holds = (chunk: ChunkStats, module: string) =>
  chunk.modules.some((id) => isOrSplitOf(id, module)) ||
  (chunk.facadeModule !== undefined && isOrSplitOf(chunk.facadeModule, module));

/** The files a page needs on a cold load, and those it fetches just after its first paint. */
export const pageFiles = (chunks: ChunkStats[], routeFiles: string[]) => {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: ChunkStats | undefined) => {
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css) css.add(file);
    for (const next of chunk.imports) visit(byFile.get(next));
  };
  const withModule = (module: string) => chunks.filter((chunk) => holds(chunk, module));

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  visit(entry);
  for (const route of routeFiles) for (const chunk of withModule(`src/routes/${route}`)) visit(chunk);
  const initial = { js: [...js], css: [...css] };
  for (const module of DEFERRED) for (const chunk of withModule(module)) visit(chunk);
  return { ...initial, deferred: [...js].filter((file) => !initial.js.includes(file)) };
};
