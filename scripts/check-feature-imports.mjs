#!/usr/bin/env node
// Features must not import each other (imports flow shared -> features -> routes).
// Usage: node scripts/check-feature-imports.mjs <features-dir>
import { join, relative, resolve, sep } from 'node:path';
import { importSpecifiers, sourceFiles } from './lib/source-imports.mjs';

const root = resolve(process.argv[2] ?? 'src/features');
const files = sourceFiles(root);
if (!files) process.exit(0);
const problems = [];
for (const file of files) {
  const feature = relative(root, file).split(sep)[0];
  for (const spec of importSpecifiers(file)) {
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
