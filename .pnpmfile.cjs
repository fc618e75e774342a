// pnpm loads this file first, on every command in this repository (install, start, dev, run…),
// before it resolves or downloads anything; the root `preinstall` script, by contrast, runs only
// after the dependencies are installed. So an old Node stops here, at once, with the pt-BR
// instruction of scripts/check-node.mjs, instead of failing a minute later with a Vite error.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const check = spawnSync(process.execPath, [join(__dirname, 'scripts', 'check-node.mjs')], {
  stdio: 'inherit',
});
if (check.status !== 0) process.exit(1);

module.exports = {};
