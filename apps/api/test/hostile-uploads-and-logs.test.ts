import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, createUser, login, useTestApp } from './helpers/app';
import { expectEnvelope, portOf } from './helpers/error-envelope';
import { buildAppWithLog, type LoggedApp, secretsIn } from './log-capture';

const t = useTestApp();

describe('avatars over the limit', () => {
  const boundary = '----sniperads-hostile-boundary';
  let headers: Record<string, string>;
  let userId: string;
  let file: Buffer;

  beforeAll(async () => {
    const user = await createUser(t.database);
    userId = user.id;
    headers = {
      ...bearer(await login(t.app, user)),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    // A valid image followed by padding: its first 5 MB alone would be accepted and stored.
    file = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length)]);
  });

  const head = () =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="grande.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
  const tail = () => Buffer.from(`\r\n--${boundary}--\r\n`);

  /** The body as a stream of the given pieces, so the file reaches the parser in those chunks. */
  const chunked = (pieces: Buffer[]) => Readable.from(pieces);

  it('refuses a 6 MB upload with 413 every time, however it is chunked, and keeps nothing', async () => {
    const at = AVATAR_MAX_BYTES;
    const splits: Buffer[][] = [
      [Buffer.concat([head(), file, tail()])],
      // The file cut exactly at the limit: busboy then flags it truncated with no chunk left to
      // read, and toBuffer() used to hand back the first 5 MB as the whole file.
      [Buffer.concat([head(), file.subarray(0, at)]), Buffer.concat([file.subarray(at), tail()])],
      [head(), file.subarray(0, at), file.subarray(at), tail()],
    ];
    for (let i = 0; splits.length < 10; i++) {
      const size = 64 * 1024 * (i + 1) + i * 7;
      const body = Buffer.concat([head(), file, tail()]);
      const pieces: Buffer[] = [];
      for (let from = 0; from < body.length; from += size) pieces.push(body.subarray(from, from + size));
      splits.push(pieces);
    }
    for (const pieces of splits) {
      const length = pieces.reduce((n, p) => n + p.length, 0);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...headers, 'content-length': String(length) },
        payload: chunked(pieces),
      });
      const body = expectEnvelope(res, 413, 'FILE_TOO_LARGE');
      expect(body.message).toBe(PROFILE_MESSAGES.avatarTooLarge);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.avatarUrl).toBeNull();
    const dir = join(t.config.dataDir, 'avatars');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('refuses it over HTTP too, five times in a row', async () => {
    const port = await portOf(t.app);
    for (let i = 0; i < 5; i++) {
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'grande.png');
      const res = await fetch(`http://127.0.0.1:${port}/api/profile/avatar`, {
        method: 'POST',
        headers: { authorization: headers.authorization ?? '' },
        body: form,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message: PROFILE_MESSAGES.avatarTooLarge,
      });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.avatarUrl).toBeNull();
  });
});

describe('what the log keeps of an unexpected error', () => {
  let logged: LoggedApp;
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

  beforeAll(async () => {
    logged = await buildAppWithLog({}, { NODE_ENV: 'production', LOG_LEVEL: 'info' });
    // A failed INSERT whose values are an email, a phone and a password hash (a duplicate email).
    logged.app.post('/api/teste/falha', { config: { access: { guard: 'public' } } }, async () => {
      const row = { name: 'Vítima', email: 'vitima@example.com', phone: '11988887777', passwordHash: HASH };
      await logged.app.db.insert(users).values(row);
      await logged.app.db.insert(users).values(row);
      return { ok: true };
    });
    await logged.app.ready();
  });
  afterAll(() => logged?.close());

  it('answers 500 without a stack, and logs SQLSTATE and route without the bound values', async () => {
    const res = await logged.app.inject({ method: 'POST', url: '/api/teste/falha' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Erro interno do servidor', code: 'INTERNAL' });
    const log = logged.log();
    const line = log.split('\n').find((l) => l.includes('unhandled error')) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      route: 'POST /api/teste/falha',
      err: { sqlstate: '23505', message: 'Failed query (5 bound values)' },
    });
    expect(log).not.toContain('vitima@example.com');
    expect(log).not.toContain('11988887777');
    expect(secretsIn(log)).toEqual([]);
  });
});
