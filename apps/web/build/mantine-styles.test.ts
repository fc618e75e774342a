import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMantineStyles, styleFileOf } from './mantine-styles';

const core = join(import.meta.dirname, '../node_modules/@mantine/core');
const listed = [
  ...readFileSync(join(import.meta.dirname, '../src/mantine-styles.ts'), 'utf8').matchAll(
    /import '@mantine\/core\/styles\/([\w-]+)\.css';/g,
  ),
].map((m) => m[1]!);

describe('src/mantine-styles.ts', () => {
  it('imports the base files first, then components in the order of styles.css (same cascade)', () => {
    const whole = readFileSync(join(core, 'styles.css'), 'utf8');
    const at = (name: string) =>
      whole.indexOf(readFileSync(join(core, 'styles', `${name}.css`), 'utf8').trim());
    expect(listed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const positions = listed.map(at);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('names files that exist', () => {
    const files = new Set(readdirSync(join(core, 'styles')));
    for (const name of listed) expect(files.has(`${name}.css`), name).toBe(true);
  });
});

describe('checkMantineStyles', () => {
  const button = '/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs';
  const inline = '/x/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs';

  it('finds the style file of a bundled component', () => {
    expect(styleFileOf(button)).toBe('Button');
    expect(styleFileOf(inline)).toBe('InlineInput');
    expect(styleFileOf('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeUndefined();
  });

  it('reports components bundled without their styles, ignoring ones tree-shaken away', () => {
    const result = checkMantineStyles([
      [button, 120],
      [inline, 80],
      ['/x/node_modules/@mantine/core/esm/components/Modal/Modal.module.mjs', 0],
      ['/x/node_modules/@mantine/core/styles/Button.css', 0],
    ]);
    expect(result).toEqual({ missing: ['InlineInput'], everything: false });
  });

  it('notices the whole stylesheet', () => {
    expect(checkMantineStyles([['/x/node_modules/@mantine/core/styles.css', 0]]).everything).toBe(true);
  });
});
