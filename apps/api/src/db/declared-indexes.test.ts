import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../test/setup/migrations';
import { declaredIndexes } from './declared-indexes';
import { DatabaseUnavailableError, isDatabaseUnavailable, rootCauseMessage } from './unavailable';

const folder = mkdtempSync(join(tmpdir(), 'sniperads-migrations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const migrations = (files: Record<string, string>) => {
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = Object.keys(files).map((tag) => ({ tag }));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ entries }));
  for (const [tag, text] of Object.entries(files)) writeFileSync(join(folder, `${tag}.sql`), text);
  return folder;
};

describe('declaredIndexes', () => {
  it('reads every index the real migrations create, idempotent, the 28 of the ads table among them', () => {
    const indexes = declaredIndexes(migrationsFolder);
    const ads = indexes.filter((i) => i.table === 'advertisements');
    // Search and summaries (16), near-duplicate clusters (11: eight hash bands, the cluster, the
    // collation, the pending pass), an offer's creatives (1, a hand-written expression index).
    expect(ads.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'advertisements_search_vector_idx',
        'advertisements_image_band3_idx',
        'advertisements_domain_creative_idx',
      ]),
    );
    expect(ads.length).toBe(28);
    for (const index of indexes) expect(index.create).toMatch(/^CREATE (UNIQUE )?INDEX IF NOT EXISTS "/);
    expect(indexes.find((i) => i.name === 'users_email_lower_idx')?.create).toBe(
      'CREATE UNIQUE INDEX IF NOT EXISTS "users_email_lower_idx" ON "users" USING btree (lower("email"))',
    );
  });

  it('follows later drops and renames, of indexes and of tables', () => {
    const dir = migrations({
      '0000_a': [
        '-- a comment line',
        'CREATE INDEX "a_idx" ON "t" USING btree ("a");--> statement-breakpoint',
        'CREATE UNIQUE INDEX IF NOT EXISTS "b_idx" ON "public"."t" ("b");--> statement-breakpoint',
        'CREATE INDEX "c_idx" ON "gone" ("c");',
      ].join('\n'),
      '0001_b': [
        'DROP INDEX IF EXISTS "a_idx";--> statement-breakpoint',
        'ALTER INDEX "b_idx" RENAME TO "b2_idx";--> statement-breakpoint',
        'DROP TABLE "gone" CASCADE;',
      ].join('\n'),
    });
    expect(declaredIndexes(dir)).toEqual([
      { name: 'b2_idx', table: 't', create: 'CREATE UNIQUE INDEX IF NOT EXISTS "b2_idx" ON "t" ("b")' },
    ]);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises a gone database through the errors that wrap it, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', { cause: refused });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(rootCauseMessage(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    // A connection the API found lost (pg says so in words only), under Drizzle's wrapper.
    const lost = new DatabaseUnavailableError('the connection to PostgreSQL was lost');
    expect(isDatabaseUnavailable(new Error('Failed query: rollback', { cause: lost }))).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '57014' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    // Node's "happy eyeballs" gives an AggregateError with an empty message.
    const aggregate = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(rootCauseMessage(aggregate)).toBe('ECONNREFUSED');
  });
});
