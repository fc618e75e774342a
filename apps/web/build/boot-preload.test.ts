import { describe, expect, it } from 'vitest';
import { bootRoutes, bootScript, routeChain, routePath, withBootScript } from './boot-preload';
import { chunk } from './chunk-fixture';

const ROUTE_FILES = [
  '__root.tsx',
  '_guest.tsx',
  '_guest/login.tsx',
  '_authenticated.tsx',
  '_authenticated/index.tsx',
  '_authenticated/pastas.$id.tsx',
  '_authenticated/_admin.tsx',
  '_authenticated/_admin/admin/usuarios.tsx',
];

const CHUNKS = [
  chunk(
    'index.js',
    ['src/main.tsx', 'src/routes/__root.tsx', 'src/routes/_guest/login.tsx'],
    ['vendor.js'],
    ['index.css'],
  ),
  chunk('vendor.js', ['node_modules/react/index.js']),
  chunk(
    'first-data.js',
    [
      'src/routes/_authenticated.tsx?tsr-split=loader',
      'src/routes/_authenticated/index.tsx?tsr-split=loader',
    ],
    ['vendor.js'],
  ),
  chunk('shell.js', ['src/routes/_authenticated.tsx?tsr-split=component'], ['vendor.js'], ['shell.css']),
  chunk('home.js', ['src/routes/_authenticated/index.tsx?tsr-split=component'], ['shell.js']),
  chunk('folder.js', ['src/routes/_authenticated/pastas.$id.tsx?tsr-split=component'], ['ui.js']),
  chunk('ui.js', ['node_modules/@mantine/core/esm/components/Menu/Menu.mjs']),
  chunk('admin.js', ['src/routes/_authenticated/_admin.tsx?tsr-split=component']),
  chunk('users.js', ['src/routes/_authenticated/_admin/admin/usuarios.tsx?tsr-split=component']),
];

describe('routePath', () => {
  it('drops pathless and index segments and splits flat names', () => {
    expect(routePath('_authenticated/index.tsx')).toBe('/');
    expect(routePath('_authenticated/pastas.$id.tsx')).toBe('/pastas/$id');
    expect(routePath('_authenticated/pastas.index.tsx')).toBe('/pastas');
    expect(routePath('_authenticated/_admin/admin/palavras-chave/editar/$id.tsx')).toBe(
      '/admin/palavras-chave/editar/$id',
    );
  });
});

describe('routeChain', () => {
  it('lists the root and the layouts above a screen, outermost first, not its look-alikes', () => {
    expect(routeChain('_authenticated/_admin/admin/usuarios.tsx', ROUTE_FILES)).toEqual([
      '__root.tsx',
      '_authenticated.tsx',
      '_authenticated/_admin.tsx',
      '_authenticated/_admin/admin/usuarios.tsx',
    ]);
    expect(routeChain('_guest/login.tsx', ROUTE_FILES)).toEqual([
      '__root.tsx',
      '_guest.tsx',
      '_guest/login.tsx',
    ]);
  });
});

describe('bootRoutes', () => {
  it('gives each signed-in screen the files the first batch does not hold, CSS included', () => {
    const { files, routes } = bootRoutes(CHUNKS, ROUTE_FILES);
    const of = (path: string) => routes[path]?.map((i) => files[i]);
    expect(Object.keys(routes).sort()).toEqual(['/', '/admin/usuarios', '/pastas/$id']);
    expect(of('/')?.sort()).toEqual(['first-data.js', 'home.js', 'shell.css', 'shell.js']);
    expect(of('/pastas/$id')?.sort()).toEqual([
      'first-data.js',
      'folder.js',
      'shell.css',
      'shell.js',
      'ui.js',
    ]);
    expect(of('/admin/usuarios')).toContain('admin.js');
    expect(files).not.toContain('vendor.js');
    expect(files).not.toContain('index.css');
  });
});

/** Runs the inline script against a stored session (or none) on `pathname`; returns the links it added. */
const runBoot = (pathname: string, token: string | null, storageThrows = false) => {
  const head = document.createElement('head');
  const storage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'auth_token' ? token : null;
    },
  };
  const doc = { head, createElement: (tag: string) => document.createElement(tag) };
  const script = bootScript({
    files: [
      'assets/first-data.js',
      'assets/shell.js',
      'assets/home.js',
      'assets/shell.css',
      'assets/folder.js',
    ],
    routes: { '/': [0, 1, 2, 3], '/pastas/$id': [0, 1, 4, 3], '/pastas/nova': [0, 1] },
  });
  new Function('localStorage', 'location', 'document', script)(storage, { pathname, search: '' }, doc);
  return [...head.querySelectorAll('link')].map(
    (l) => `${l.rel}${l.as ? `:${l.as}` : ''} ${l.getAttribute('href')}`,
  );
};

describe('bootScript', () => {
  it("with a stored session, asks for the screen's files: modules as modulepreload, CSS as a preload", () => {
    expect(runBoot('/', 'token')).toEqual([
      'modulepreload /assets/first-data.js',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/home.js',
      'preload:style /assets/shell.css',
    ]);
  });

  it('matches a $param segment, prefers an exact path and ignores a trailing slash', () => {
    expect(runBoot('/pastas/42/', 'token')).toContain('modulepreload /assets/folder.js');
    expect(runBoot('/pastas/nova', 'token')).toEqual([
      'modulepreload /assets/first-data.js',
      'modulepreload /assets/shell.js',
    ]);
  });

  it('asks for nothing without a session, on an unknown path, or when storage throws', () => {
    expect(runBoot('/', null)).toEqual([]);
    expect(runBoot('/nao-existe', 'token')).toEqual([]);
    expect(runBoot('/', 'token', true)).toEqual([]);
  });
});

describe('withBootScript', () => {
  it('puts the script before the module script and the stylesheets, which would hold it back', () => {
    const html =
      '<head><title>x</title><script type="module" src="/a.js"></script><link rel="stylesheet" href="/a.css"></head>';
    const out = withBootScript(html, 'go()');
    expect(out.indexOf('<script>go()</script>')).toBeLessThan(out.indexOf('<script type="module"'));
    expect(out.indexOf('<script>go()</script>')).toBeGreaterThan(out.indexOf('</title>'));
    expect(() => withBootScript('<head></head>', 'go()')).toThrow(/no module script/);
  });
});
