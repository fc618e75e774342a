import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROFILE_MESSAGES } from '@sniperads/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  expectStatus,
  login,
  testClient,
  userSession,
  useTestApp,
} from '../../../test/helpers/app';

const t = useTestApp();

/** A new user's session, with its headers for the hand-built multipart uploads. */
const session = async () => {
  const { user, token, api } = await userSession(t);
  return { user, api, headers: bearer(token) };
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
    const { user, api } = await session();
    const got = expectStatus(await api.profile.getProfile(), 200);
    expect(got.data).toMatchObject({ id: user.id, email: user.email, bio: null });

    const bad = await api.profile.updateProfile({ body: { name: ' ', email: 'x' } });
    expect(expectStatus(bad, 400).errors).toMatchObject({
      name: ['Nome é obrigatório'],
      email: ['Email inválido'],
    });
    const noEmail = await api.profile.updateProfile({ body: { name: 'A', email: '' } });
    expect(expectStatus(noEmail, 400).errors?.email).toEqual(['Email é obrigatório']);

    const res = await api.profile.updateProfile({
      body: {
        name: 'Ana Souza',
        email: 'ANA.NOVA@Example.com',
        bio: 'Gestora de tráfego',
        company: 'Agência Alfa',
        website: 'https://alfa.com.br',
      },
    });
    expect(expectStatus(res, 200)).toMatchObject({
      message: PROFILE_MESSAGES.saved,
      data: { name: 'Ana Souza', email: 'ana.nova@example.com', company: 'Agência Alfa' },
    });
    expect(expectStatus(await api.profile.getProfile(), 200).data).toMatchObject({
      email: 'ana.nova@example.com',
      bio: 'Gestora de tráfego',
    });
  });

  it('keeps emails unique', async () => {
    const other = await createUser(t.database);
    const { api } = await session();
    const res = await api.profile.updateProfile({
      body: { name: 'Alguém', email: other.email.toUpperCase() },
    });
    expect(expectStatus(res, 409).errors?.email).toEqual([PROFILE_MESSAGES.emailTaken]);
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const { user, api } = await session();
    const other = testClient(t.app, await login(t.app, user));
    const wrong = await api.profile.changePassword({
      body: { current_password: 'Errada123', password: 'NovaSenha1', password_confirmation: 'NovaSenha1' },
    });
    expect(expectStatus(wrong, 400).errors?.current_password).toEqual([
      PROFILE_MESSAGES.wrongCurrentPassword,
    ]);
    const ok = await api.profile.changePassword({
      body: { current_password: user.password, password: 'NovaSenha1', password_confirmation: 'NovaSenha1' },
    });
    expect(ok.body).toEqual({ success: true, message: PROFILE_MESSAGES.passwordChanged });
    expect((await api.auth.me()).status).toBe(200);
    expect((await other.auth.me()).status).toBe(401);
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
    const replaced: string = res2.json().data.avatar;
    const stored = readdirSync(join(t.config.dataDir, 'avatars'));
    expect(stored).toContain(replaced.split('/').pop());
    expect(stored).not.toContain(url.split('/').pop());
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
