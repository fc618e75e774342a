import { describe, expect, it } from 'vitest';
import { bearer, useSession, useTestApp } from './helpers/app';

const ENGLISH = /\b(required|expected|invalid|must|received|string|number|characters?)\b/i;

const t = useTestApp();
const tester = useSession(t, { role: 'tester' });

const messagesOf = (body: { message: string; errors?: Record<string, string[]> }) => [
  body.message,
  ...Object.values(body.errors ?? {}).flat(),
];

// Bodies and queries of the wrong types on purpose: sent raw, past the typed client.
describe('validation messages reach users in pt-BR', () => {
  it('answers a register body of wrong types with pt-BR field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 12, email: true, password: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const messages = messagesOf(body);
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.filter((m) => ENGLISH.test(m))).toEqual([]);
  });

  it('says which folder fields are missing or of the wrong type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/folders/',
      headers: bearer(tester.token),
      payload: { is_public: 'sim', sort_order: 'primeiro', campo: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.is_public).toEqual(['Tipo errado: era esperado verdadeiro ou falso, mas veio texto']);
    expect(messagesOf(body).filter((m) => ENGLISH.test(m))).toEqual([]);
  });

  it('answers a bad search query in pt-BR', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements/?per_page=mil&page=-3&sort=qualquer',
      headers: bearer(tester.token),
    });
    expect(res.statusCode).toBe(400);
    const messages = messagesOf(res.json());
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => ENGLISH.test(m))).toEqual([]);
  });
});
