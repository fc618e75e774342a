import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROFILE_MESSAGES } from '@sniperads/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const session = async () => {
  const user = await createUser(t.database);
  return { user, headers: bearer(await login(t.app, { email: user.email, password: user.password })) };
};

/** A hand-built multipart body, so tests control the file name and the declared type. */
const multipart = (field: string, filename: string, type: string, content: Buffer) => {
  const boundary = '----sniperads-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const png = (w = 600, h = 400) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();

describe('profile', () => {
  it('reads and updates the profile with the spec messages', async () => {
    const { user, headers } = await session();
    const got = await t.app.inject({ method: 'GET', url: '/api/profile/', headers });
    expect(got.json().data).toMatchObject({ id: user.id, email: user.email, bio: null });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers,
      payload: { name: ' ', email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ name: ['Nome é obrigatório'], email: ['Email inválido'] });
    const noEmail = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers,
      payload: { name: 'A', email: '' },
    });
    expect(noEmail.json().errors.email).toEqual(['Email é obrigatório']);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers,
      payload: {
        name: 'Ana Souza',
        email: 'ANA.NOVA@Example.com',
        bio: 'Gestora de tráfego',
        company: 'Agência Alfa',
        website: 'https://alfa.com.br',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: PROFILE_MESSAGES.saved,
      data: { name: 'Ana Souza', email: 'ana.nova@example.com', company: 'Agência Alfa' },
    });
  });

  it('keeps emails unique', async () => {
    const other = await createUser(t.database);
    const { headers } = await session();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers,
      payload: { name: 'Alguém', email: other.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toEqual([PROFILE_MESSAGES.emailTaken]);
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const { user, headers } = await session();
    const other = bearer(await login(t.app, { email: user.email, password: user.password }));
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers,
      payload: { current_password: 'Errada123', password: 'NovaSenha1', password_confirmation: 'NovaSenha1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toEqual([PROFILE_MESSAGES.wrongCurrentPassword]);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers,
      payload: {
        current_password: user.password,
        password: 'NovaSenha1',
        password_confirmation: 'NovaSenha1',
      },
    });
    expect(ok.json()).toEqual({ success: true, message: PROFILE_MESSAGES.passwordChanged });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other })).statusCode).toBe(401);
    await login(t.app, { email: user.email, password: 'NovaSenha1' });
  });
});

describe('avatar upload', () => {
  it('resizes, stores under DATA_DIR with our own name and serves it', async () => {
    const { headers } = await session();
    const body = multipart('avatar', '../../../etc/passwd.png', 'image/png', await png());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatar;
    expect(url).toMatch(/^\/api\/media\/avatars\/[0-9a-f-]{36}-[\w-]{8}\.webp$/);
    const files = readdirSync(join(t.config.dataDir, 'avatars'));
    expect(files).toContain(url.split('/').pop());
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    // A second upload replaces the file instead of piling up.
    const again = multipart(
      'avatar',
      'foto.gif',
      'image/gif',
      await sharp(await png(50, 50))
        .gif()
        .toBuffer(),
    );
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...headers, ...again.headers },
      payload: again.payload,
    });
    expect(res2.statusCode).toBe(200);
    expect(readdirSync(join(t.config.dataDir, 'avatars'))).not.toContain(url.split('/').pop());
  });

  it('rejects wrong magic bytes, oversize files, missing fields and path tricks on read', async () => {
    const { headers } = await session();
    const upload = (b: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...headers, ...b.headers },
        payload: b.payload,
      });

    const fake = await upload(multipart('avatar', 'foto.png', 'image/png', Buffer.from('<?php echo 1; ?>')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(PROFILE_MESSAGES.avatarType);

    const svg = await upload(
      multipart('avatar', 'a.svg', 'image/svg+xml', Buffer.from('<svg onload="x()"/>')),
    );
    expect(svg.statusCode).toBe(400);

    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const oversize = await upload(multipart('avatar', 'big.png', 'image/png', big));
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toBe(PROFILE_MESSAGES.avatarTooLarge);

    const wrongField = await upload(multipart('foto', 'a.png', 'image/png', await png(10, 10)));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(PROFILE_MESSAGES.avatarMissing);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers,
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(400);

    for (const url of ['/api/media/avatars/..%2F..%2Fjwt-secret', '/api/media/avatars/jwt-secret']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
