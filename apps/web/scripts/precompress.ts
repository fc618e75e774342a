// Writes a .br and a .gz beside every compressible file of the build, once, at the highest levels:
// the API sends them as they are (@fastify/static `preCompressed`), so no request pays for
// compression and every response gets brotli 11 instead of what an on-the-fly compressor affords.
// Usage (after `vite build`): node scripts/precompress.ts [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats only: images and fonts are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, headers outweigh what compression saves. */
export const MIN_BYTES = 1024;

export const shouldCompress = (name: string, bytes: number) => COMPRESSIBLE.test(name) && bytes >= MIN_BYTES;

export const compress = (content: Buffer) => ({
  br: brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }),
  gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
});

/** Every file under `dir`, skipping dot-folders (Vite's `.vite/manifest.json` is not served). */
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });

/** Compresses the build in place; a variant that would not be smaller is not written. */
export const precompress = (dir: string) => {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const path of walk(dir)) {
    if (!shouldCompress(path, statSync(path).size)) continue;
    const content = readFileSync(path);
    const { br, gz } = compress(content);
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    totals.files += 1;
    totals.bytes += content.length;
    totals.br += Math.min(br.length, content.length);
    totals.gz += Math.min(gz.length, content.length);
  }
  return totals;
};

if (import.meta.main) {
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  const t = precompress(dir);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`precompressed ${t.files} files: ${kib(t.bytes)} → brotli ${kib(t.br)}, gzip ${kib(t.gz)}`);
}
