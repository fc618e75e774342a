// One build output file for the tests of what reads dist/.vite/chunks.json (page-files,
// boot-preload): `index.js` is the entry, like the build's.
import type { ChunkStats } from './chunk-stats';

export const chunk = (
  file: string,
  modules: string[],
  imports: string[] = [],
  css: string[] = [],
): ChunkStats => ({
  file,
  isEntry: file === 'index.js',
  imports,
  dynamicImports: [],
  css,
  modules,
});
