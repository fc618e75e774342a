import { describe, expect, it } from 'vitest';
import { chunk } from './chunk-fixture';
import { withoutEmptyEntry } from './chunk-stats';
import { pageFiles } from './page-files';

describe('withoutEmptyEntry', () => {
  it("stands the app's file for an entry left empty by a top-level await, which Vite does not write", () => {
    const chunks = withoutEmptyEntry([
      chunk('index.js', [], ['app.js']),
      chunk('app.js', ['src/boot/yield-before-app.ts', 'src/main.tsx'], ['vendor.js'], ['app.css']),
      chunk('vendor.js', ['node_modules/react/index.js']),
    ]);
    expect(chunks.map((c) => [c.file, c.isEntry])).toEqual([
      ['app.js', true],
      ['vendor.js', false],
    ]);
    expect(pageFiles(chunks, []).js).toEqual(['app.js', 'vendor.js']);
  });

  it('keeps an entry that holds modules', () => {
    const chunks = [
      chunk('index.js', ['src/main.tsx'], ['vendor.js']),
      chunk('vendor.js', ['node_modules/react/index.js']),
    ];
    expect(withoutEmptyEntry(chunks)).toEqual(chunks);
  });
});
