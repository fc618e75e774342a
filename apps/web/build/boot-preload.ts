// A signed-in cold start asks for its screen's files with the page itself instead of after the
// app's scripts have run. Without this, a screen behind sign-in is a chain of two downloads: the
// first batch (vendor + app, ~150 KB brotli) must download and run before the router knows the
// screen and asks for its files (loaders, the signed-in layout, the screen: ~70 KB on /). The build
// writes, into index.html, the files each signed-in screen needs beyond the first batch, and a
// small inline script that adds `<link rel=modulepreload>` (and `preload` for its CSS) for the
// screen being opened when a session is stored. A visitor (no session) downloads nothing more.
// The API allows this inline script by its hash, read from the built index.html
// (apps/api/src/plugins/security.ts).
import { globSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { AUTH_STORAGE_KEYS } from '../src/lib/auth-keys.ts';
import { type ChunkStats, chunkStatsOf } from './chunk-stats.ts';
import { pageFiles } from './page-files.ts';

/** '/pastas/$id' for '_authenticated/pastas.$id.tsx': pathless (`_x`) and `index` segments drop. */
export const routePath = (file: string) => {
  const segments = file
    .replace(/\.tsx$/, '')
    .split(/[/.]/)
    .filter((s) => s !== 'index' && !s.startsWith('_'));
  return `/${segments.join('/')}`;
};

/** The route files under `webDir`'s src/routes ('_authenticated/index.tsx', …), tests excepted. */
export const routeFilesIn = (webDir: string) =>
  globSync('**/*.tsx', { cwd: join(webDir, 'src', 'routes') }).filter((file) => !file.endsWith('.test.tsx'));

const stem = (file: string) => file.replace(/\.tsx$/, '');

/** The route files a screen renders, parents first ('_authenticated.tsx', …, the file itself). */
export const routeChain = (file: string, all: readonly string[]) => {
  const parents = all.filter(
    (other) => other !== file && /^[/.]/.test(file.slice(stem(other).length)) && file.startsWith(stem(other)),
  );
  return ['__root.tsx', ...parents.sort((a, b) => a.length - b.length), file];
};

export interface BootRoutes {
  /** Every file some screen preloads, as served ('assets/shell-x.js'). */
  files: string[];
  /** Path pattern ('/', '/pastas/$id') → indexes into `files`, in the order to ask for them. */
  routes: Record<string, number[]>;
}

/**
 * For each screen behind sign-in (route files under `_authenticated/`, layouts excepted), the
 * JavaScript and CSS files it loads that the first batch does not hold.
 */
export const bootRoutes = (chunks: ChunkStats[], routeFiles: readonly string[]): BootRoutes => {
  const initial = pageFiles(chunks, []);
  const inFirstBatch = new Set([...initial.js, ...initial.css]);
  const signedIn = routeFiles.filter((f) => f.startsWith('_authenticated/'));
  const layouts = new Set(signedIn.flatMap((f) => routeChain(f, signedIn).slice(1, -1)));
  const files: string[] = [];
  const routes: Record<string, number[]> = {};
  for (const file of signedIn.filter((f) => !layouts.has(f)).sort()) {
    const chain = routeChain(file, routeFiles);
    const page = pageFiles(chunks, chain);
    const needed = [...page.js, ...page.css].filter((f) => !inFirstBatch.has(f));
    routes[routePath(file)] = needed.map((f) => {
      if (!files.includes(f)) files.push(f);
      return files.indexOf(f);
    });
  }
  return { files, routes };
};

/**
 * The inline script. Plain ES5, no dependency: it runs while the page is parsed, before any module.
 * An exact path wins over a `$param` pattern; storage that throws (private mode) means no session.
 */
export const bootScript = ({ files, routes }: BootRoutes) =>
  `(function(f,r){var t;try{t=localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEYS.token)})}catch(e){return}` +
  `if(!t)return;var p=location.pathname.replace(/\\/+$/,"")||"/",s=p.split("/"),h=r[p],i,j;` +
  `if(!h)for(var k in r){var c=k.split("/");if(c.length!==s.length)continue;` +
  `for(i=0;i<c.length&&(c[i]===s[i]||c[i].charAt(0)==="$");i++);if(i===c.length){h=r[k];break}}` +
  `for(j=0;h&&j<h.length;j++){var n=f[h[j]],l=document.createElement("link");` +
  `if(/\\.css$/.test(n)){l.rel="preload";l.as="style"}else l.rel="modulepreload";` +
  `l.crossOrigin="";l.href="/"+n;document.head.appendChild(l)}` +
  `})(${JSON.stringify(files)},${JSON.stringify(routes)})`;

/**
 * Puts the script before the first batch's own tags: a classic script placed after a stylesheet
 * waits for that stylesheet to download before it runs.
 */
export const withBootScript = (html: string, script: string) => {
  const at = html.search(/<script type="module"/);
  if (at < 0) throw new Error('index.html has no module script to put the boot script before');
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
};

/** Adds the boot script to the built index.html. */
export const bootPreload = (root: string, routeFiles: () => string[]): Plugin => ({
  name: 'sniperads:boot-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      return withBootScript(html, bootScript(bootRoutes(chunkStatsOf(bundle, root), routeFiles())));
    },
  },
});
