import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, shouldCompress } from './precompress';

describe('precompress', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('writes brotli and gzip copies that decode to the file, for text files only', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const script = `export const text = ${JSON.stringify('anúncio '.repeat(500))};`;
    writeFileSync(join(dir, 'assets/index-Ab12.js'), script);
    writeFileSync(join(dir, 'assets/tiny-Cd34.css'), 'a{color:red}');
    writeFileSync(join(dir, 'pwa-512x512.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ x: 'y'.repeat(4096) }));

    const totals = precompress(dir);

    const path = join(dir, 'assets/index-Ab12.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(totals).toMatchObject({ files: 1, bytes: Buffer.byteLength(script) });
    expect(totals.br).toBeLessThan(totals.gz);
    for (const skipped of ['assets/tiny-Cd34.css', 'pwa-512x512.png', '.vite/manifest.json']) {
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });

  it('picks text formats of at least 1 KiB', () => {
    for (const name of ['a.js', 'a.css', 'index.html', 'favicon.svg', 'manifest.webmanifest']) {
      expect(shouldCompress(name, 2048), name).toBe(true);
    }
    expect(shouldCompress('a.js', 1023)).toBe(false);
    expect(shouldCompress('icon.png', 50_000)).toBe(false);
    expect(shouldCompress('a.js.br', 50_000)).toBe(false);
  });
});
