// Writes dist/.vite/chunks.json: every JavaScript file of the build with the modules it holds and
// the files it imports. build/page-files.ts reads it to tell what a page downloads.
import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export interface ChunkStats {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  /** Module ids relative to apps/web, e.g. `src/routes/_guest/login.tsx`. */
  modules: string[];
  /**
   * The module a file stands for when it is only a facade: a route's split module whose code a
   * group took (build/code-splitting.ts) leaves a file that re-exports it from the group's file,
   * and the router still imports that file.
   */
  facadeModule?: string;
}

export const CHUNK_STATS_FILE = '.vite/chunks.json';

const relativeId = (root: string, id: string) => relative(root, id).replaceAll('\\', '/');

/** The JavaScript files of a bundle, described as above (`root`: apps/web). */
export const chunkStatsOf = (bundle: Rolldown.OutputBundle, root: string): ChunkStats[] => {
  const chunks: ChunkStats[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.push({
      file: output.fileName,
      isEntry: output.isEntry,
      imports: output.imports,
      dynamicImports: output.dynamicImports,
      css: [...(output.viteMetadata?.importedCss ?? [])],
      modules: Object.keys(output.modules).map((id) => relativeId(root, id)),
      ...(output.facadeModuleId ? { facadeModule: relativeId(root, output.facadeModuleId) } : {}),
    });
  }
  return withoutEmptyEntry(chunks);
};

/**
 * With a top-level await in the app's first modules (src/boot/), Rolldown leaves the HTML entry an
 * empty file that only imports the `app` group's file; Vite does not write it, and index.html loads
 * that file instead, which then stands as the entry.
 */
export const withoutEmptyEntry = (chunks: ChunkStats[]) => {
  const facade = chunks.find((chunk) => chunk.isEntry && chunk.modules.length === 0);
  if (facade?.imports.length !== 1) return chunks;
  return chunks
    .filter((chunk) => chunk !== facade)
    .map((chunk) => (chunk.file === facade.imports[0] ? { ...chunk, isEntry: true } : chunk));
};

export const chunkStats = (root: string): Plugin => ({
  name: 'sniperads:chunk-stats',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = chunkStatsOf(bundle, root);
    this.emitFile({ type: 'asset', fileName: CHUNK_STATS_FILE, source: JSON.stringify(chunks) });
  },
});
