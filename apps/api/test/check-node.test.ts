import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// scripts/check-node.mjs runs before `pnpm install`, `pnpm start` and `pnpm dev` (root package.json
// and .pnpmfile.cjs): on an older Node it must stop with the pt-BR instruction, not let the build
// fail a minute later with an unrelated error.
const SCRIPT = join(import.meta.dirname, '..', '..', '..', 'scripts', 'check-node.mjs');

const runAs = (version: string) =>
  spawnSync(process.execPath, [SCRIPT], {
    env: { PATH: process.env.PATH, SNIPERADS_NODE_VERSION_OVERRIDE: version },
    encoding: 'utf8',
  });

describe('scripts/check-node.mjs', () => {
  it('stops Node 20 with the pt-BR instruction naming the running version', () => {
    const run = runAs('v20.20.2');
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'SniperAds precisa do Node 24 ou mais novo (este é o Node v20.20.2). Instale o Node 24 LTS ' +
        '(por exemplo com nvm: nvm install 24) e rode de novo.',
    );
  });

  it('stops Node 18 and 23 too', () => {
    expect(runAs('18.19.0').status).toBe(1);
    expect(runAs('23.11.1').status).toBe(1);
  });

  it('lets Node 24 and newer through, silently', () => {
    for (const version of ['24.0.0', '24.21.0', '26.1.0']) {
      const run = runAs(version);
      expect(run.status, version).toBe(0);
      expect(run.stderr + run.stdout, version).toBe('');
    }
  });

  it('lets the Node running the tests through (the repository needs Node 24)', () => {
    const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(run.status).toBe(0);
  });
});
