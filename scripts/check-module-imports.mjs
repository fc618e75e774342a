#!/usr/bin/env node
// API modules must not import another module's repository (`../<module>/<name>.repo`): a module's
// tables are reached through its service, decorated on the Fastify instance (app.users, …) or
// passed in. Usage: node scripts/check-module-imports.mjs <modules-dir>
import { basename, join, relative, resolve, sep } from 'node:path';
import { importSpecifiers, sourceFiles } from './lib/source-imports.mjs';

const root = resolve(process.argv[2] ?? 'src/modules');
const files = sourceFiles(root);
if (!files) {
  console.error(`check-module-imports: no such folder ${root}`);
  process.exit(1);
}
const isRepo = (path) => /\.repo(\.[cm]?[jt]s)?$/.test(basename(path));
const problems = [];
for (const file of files) {
  const own = relative(root, file).split(sep)[0];
  for (const spec of importSpecifiers(file)) {
    if (!spec.startsWith('.')) continue;
    const rel = relative(root, resolve(join(file, '..'), spec));
    if (rel.startsWith('..')) continue;
    const target = rel.split(sep)[0];
    if (target !== own && isRepo(rel))
      problems.push(
        `  ${relative(process.cwd(), file)}: imports '${spec}', a repository of module '${target}'`,
      );
  }
}
if (problems.length) {
  console.error(
    [
      `Modules must not import another module's repository (${problems.length} found):`,
      ...problems,
      "Call that module's service instead (a decorator such as app.users, or a dependency passed in).",
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`module imports ok (${files.length} files, no cross-module repository imports)`);
