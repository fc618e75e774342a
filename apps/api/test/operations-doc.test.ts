import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '../src/config';

// The front door and the operators' doc are read by people deploying the product: the variable
// table must be the one config.ts reads, and the README must stay short enough to be read.
const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

const HEADING = '### Server variables';

/** Every `NAME` in the first column of the first table under the heading. */
const documentedVariables = (markdown: string) => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === HEADING);
  if (start < 0) throw new Error(`docs/operations.md has no "${HEADING}" heading`);
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('|')) rows.push(line);
    else if (rows.length > 0 || line.startsWith('#')) break;
  }
  const names = new Set<string>();
  // Rows after the header and its |---| separator.
  for (const row of rows.slice(2)) {
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]!);
  }
  return names;
};

describe('docs/operations.md configuration table', () => {
  const readByConfig = [...Object.keys(EnvSchema.shape)].sort();
  const documented = documentedVariables(read('docs/operations.md'));

  it('documents every variable apps/api/src/config.ts reads', () => {
    const missing = readByConfig.filter((name) => !documented.has(name));
    expect(
      missing,
      `add a row for ${missing.join(', ')} to the "${HEADING}" table of docs/operations.md (default and meaning)`,
    ).toEqual([]);
  });

  it('documents no variable apps/api/src/config.ts does not read', () => {
    const stale = [...documented].filter((name) => !readByConfig.includes(name)).sort();
    expect(
      stale,
      `docs/operations.md documents ${stale.join(', ')}, which apps/api/src/config.ts does not read: remove the row or read it in EnvSchema`,
    ).toEqual([]);
  });

  it('finds the table it checks', () => {
    expect(documented.size).toBeGreaterThan(40);
  });
});

describe('README.md', () => {
  it('stays a front door of at most 200 lines', () => {
    const lines = read('README.md').trimEnd().split('\n').length;
    expect(
      lines,
      'README.md is the front door: move details to the doc of their reader (docs/)',
    ).toBeLessThanOrEqual(200);
  });

  it('links only to docs that exist', () => {
    const links = [...read('README.md').matchAll(/\]\(((?:docs|apps)\/[^)#\s]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    const broken = links.filter((path) => {
      try {
        readFileSync(join(REPO_ROOT, path));
        return false;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code !== 'EISDIR';
      }
    });
    expect(broken, `README.md links to missing files: ${broken.join(', ')}`).toEqual([]);
  });
});
