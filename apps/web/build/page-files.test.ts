import { describe, expect, it } from 'vitest';
import { chunk } from './chunk-fixture';
import { pageFiles } from './page-files';

const chunks = [
  chunk('index.js', ['src/main.tsx', 'src/routes/_guest/login.tsx'], ['vendor.js'], ['index.css']),
  chunk('vendor.js', ['node_modules/react/index.js']),
  chunk('shell.js', ['src/routes/_authenticated.tsx?tsr-split=component'], ['ui.js'], ['shell.css']),
  chunk('ui.js', ['node_modules/@mantine/core/esm/components/Menu/Menu.mjs']),
  chunk('home.js', ['src/routes/_authenticated/index.tsx?tsr-split=component'], ['common.js']),
  chunk('home-loader.js', ['src/routes/_authenticated/index.tsx?tsr-split=loader'], ['common.js']),
  chunk('common.js', ['src/lib/api/dashboard.ts']),
  chunk('updates.js', ['src/components/pwa/update-prompt.tsx'], ['ui.js']),
  chunk('admin.js', ['src/routes/_authenticated/_admin.tsx?tsr-split=component']),
];

describe('pageFiles', () => {
  it('counts the entry and its imports for a page in the first download', () => {
    expect(pageFiles(chunks, ['_guest.tsx', '_guest/login.tsx'])).toEqual({
      js: ['index.js', 'vendor.js'],
      css: ['index.css'],
      deferred: ['updates.js', 'ui.js'],
    });
  });

  it("adds the files holding the page's route modules and what they import, not other routes'", () => {
    const home = pageFiles(chunks, ['_authenticated.tsx', '_authenticated/index.tsx']);
    expect(home.js.sort()).toEqual(
      ['common.js', 'home-loader.js', 'home.js', 'index.js', 'shell.js', 'ui.js', 'vendor.js'].sort(),
    );
    expect(home.css).toEqual(['index.css', 'shell.css']);
    expect(home.deferred).toEqual(['updates.js']);
  });

  it("counts a route's facade file, which the router imports, with the group file it re-exports", () => {
    const facade = {
      ...chunk('mineracao-x.js', [], ['mining.js']),
      facadeModule: 'src/routes/_authenticated/mineracao.tsx?tsr-split=component',
    };
    const mining = chunk('mining.js', ['src/routes/_authenticated/mineracao.tsx?tsr-split=component']);
    const page = pageFiles(
      [...chunks, facade, mining],
      ['_authenticated.tsx', '_authenticated/mineracao.tsx'],
    );
    expect(page.js).toContain('mineracao-x.js');
    expect(page.js).toContain('mining.js');
    expect(pageFiles([...chunks, facade, mining], ['_authenticated.tsx']).js).not.toContain('mineracao-x.js');
  });
});
