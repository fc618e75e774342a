// Shared by the import-boundary checks (check-feature-imports, check-module-imports).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts/.tsx file under `root`, or null when `root` does not exist. */
export const sourceFiles = (root) => {
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
    });
  try {
    return walk(root);
  } catch {
    return null;
  }
};

const importRe = /(?:import|export)[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a file imports or re-exports from (static and dynamic imports). */
export const importSpecifiers = (file) =>
  [...readFileSync(file, 'utf8').matchAll(importRe)].map((m) => m[1] ?? m[2] ?? '');
