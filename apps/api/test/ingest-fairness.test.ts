import { setTimeout as pace } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createApiToken, createUser, login, useTestApp } from './helpers/app';
import { postgresSource } from './support/proxied-app';

/** 500 website items (the batch limit) with pt-BR texts: ~2 MiB of JSON, as the extension sends. */
let serial = 0;
const largeBatch = () => {
  const phrase = 'Promoção de saúde e emagrecimento com garantia, frete grátis e atenção à família. ';
  return JSON.stringify({
    ads: Array.from({ length: 500 }, (_, i) => ({
      ad_archive_id: `66${String(Date.now()).slice(-8)}${String(serial++).padStart(6, '0')}`,
      page_id: `70${i % 50}`,
      page_name: `Loja Justa ${i % 50}`,
      is_active: true,
      start_date: 1_761_000_000,
      publisher_platform: ['FACEBOOK', 'INSTAGRAM'],
      snapshot: {
        body: { text: phrase.repeat(45) },
        title: 'Promoção de verão',
        caption: 'lojajusta.com.br',
        link_url: `https://lojajusta.com.br/ofertas/${i}`,
        images: [{ original_image_url: `https://scontent.xx.fbcdn.net/v/t39/${serial}.jpg?oe=1` }],
      },
    })),
  });
};

/** A read this much slower than usual goes unnoticed on a screen. */
const NOT_NOTICED_MS = 50;

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};

/**
 * One account's large ingest must not stall everyone else: another user's authenticated read keeps
 * its p95 within 3× its idle value (or 50 ms) while batches of 500 items are ingested. On PostgreSQL only:
 * embedded PGlite runs every statement on the API's own thread, one at a time, so a reader waits
 * for the whole ingest transaction there by design (it is the one-process, zero-setup database;
 * more than one user at a time means PostgreSQL).
 */
describe.skipIf(!postgresSource())('a large ingest from one account (PostgreSQL)', () => {
  const t = useTestApp({ ingest: { bodyLimit: 16 * 1024 * 1024, adsPerMinute: 1_000_000 } });
  let reader: Record<string, string>;
  let extension: Record<string, string>;
  beforeAll(async () => {
    reader = bearer(await login(t.app, await createUser(t.database)));
    const sender = await createUser(t.database);
    extension = bearer(await createApiToken(t.database, sender.id));
  });

  /** One read every few milliseconds, as a person's screen loads (not a flood that starves the ingest). */
  const read = async () => {
    // Measured from when the read was due: a loop too busy to fire the timer delays it too.
    const at = performance.now() + 5;
    await pace(5);
    const res = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: reader });
    expect(res.statusCode).toBe(200);
    return performance.now() - at;
  };

  it("keeps another user's p95 within 3× its idle value or 50 ms", async () => {
    for (let i = 0; i < 30; i++) await read();
    // A warm-up ingest: first-time costs (JIT, prepared statements) are not what is measured.
    const warm = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...extension, 'content-type': 'application/json' },
      payload: largeBatch(),
    });
    expect(warm.statusCode).toBe(200);
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push(await read());

    const bodies = [largeBatch(), largeBatch(), largeBatch()];
    let done = false;
    const started = performance.now();
    const ingest = (async () => {
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/advertisements/ingest',
          headers: { ...extension, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      }
      done = true;
      return performance.now() - started;
    })();
    const busy: number[] = [];
    while (!done && busy.length < 5000) busy.push(await read());
    const ingestMs = await ingest;

    const idleP95 = p95(idle);
    const busyP95 = p95(busy);
    console.log(
      `reader p95 idle ${idleP95.toFixed(2)} ms, during ingest ${busyP95.toFixed(2)} ms (${busy.length} reads, max ${Math.max(...busy).toFixed(1)} ms); 3 batches of 500 items in ${Math.round(ingestMs)} ms`,
    );
    // A stall is what this guards (before the fix, reads waited seconds): within 3× the idle p95, or
    // within what no person notices when the idle p95 is a few milliseconds on a quiet machine and
    // other work (the clusters' pass, another process) takes a core for a moment.
    expect(busyP95).toBeLessThanOrEqual(Math.max(3 * idleP95, NOT_NOTICED_MS));
    // Reads kept coming throughout (before the fix, 3 reads in 9 s of ingest).
    expect(busy.length).toBeGreaterThanOrEqual(20);
    // Four 2 MiB ingests and ~230 paced reads: on a machine with its cores busy elsewhere this
    // takes well over the default 30 s, which is not what the test judges.
  }, 180_000);
});
