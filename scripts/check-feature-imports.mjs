#!/usr/bin/env node
// Features must not import each other (imports flow shared -> features -> routes).
// Usage: node scripts/check-feature-imports.mjs <features-dir>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? 'src/features');
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });

let files = [];
try {
  files = walk(root);
} catch {
  process.exit(0);
}
const importRe = /(?:import|export)[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];
for (const file of files) {
  const feature = relative(root, file).split(sep)[0];
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2] ?? '';
    let target = null;
    const alias = spec.match(/^@\/features\/([^/]+)/);
    if (alias) target = alias[1];
    else if (spec.startsWith('.')) {
      const abs = resolve(join(file, '..'), spec);
      const rel = relative(root, abs);
      if (!rel.startsWith('..')) target = rel.split(sep)[0];
    }
    if (target && target !== feature)
      problems.push(`${relative(process.cwd(), file)}: imports feature '${target}' (${spec})`);
  }
}
if (problems.length) {
  console.error(`Features must not import each other:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`feature imports ok (${files.length} files)`);
