#!/usr/bin/env node
// Runs before `pnpm install`, `pnpm start` and `pnpm dev`: on an older Node the build fails much
// later with an unrelated error (Vite needs `fs.globSync`), so say what to install, in the
// language the product speaks, and stop. Plain JavaScript that any Node from 18 on can run.
// SNIPERADS_NODE_VERSION_OVERRIDE stands in for the running version (its own test uses it).
const REQUIRED_MAJOR = 24;

const version = (process.env.SNIPERADS_NODE_VERSION_OVERRIDE || process.versions.node).replace(/^v/, '');
const major = Number.parseInt(version.split('.')[0], 10);

if (!(major >= REQUIRED_MAJOR)) {
  console.error(
    `SniperAds precisa do Node ${REQUIRED_MAJOR} ou mais novo (este é o Node v${version}). ` +
      `Instale o Node ${REQUIRED_MAJOR} LTS (por exemplo com nvm: nvm install ${REQUIRED_MAJOR}) e rode de novo.`,
  );
  process.exit(1);
}
