import { APP_VERSION } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ supportWhatsapp: '5511912345678' });
});
afterAll(async () => t.close());

describe('system routes', () => {
  it('reports liveness and readiness with the database up', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', version: APP_VERSION, checks: { database: 'up' } });
  });

  it('answers 503 from /ready when the database is unreachable', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toBe('down');
    } finally {
      t.database.ping = ping;
    }
  });

  it('exposes the public configuration the web app needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      success: true,
      data: {
        version: APP_VERSION,
        support_whatsapp: '5511912345678',
        registration_open: true,
        ai_chat_url_template: 'https://chatgpt.com/?temporary-chat=true&q={prompt}',
      },
    });
  });

  it('answers unknown API paths with the JSON 404 envelope and ignores trailing slashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('tags every answer with a request id and security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses bodies over the limit with a pt-BR 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(t.config.bodyLimit) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('O conteúdo enviado é grande demais.');
  });

  it('serves the OpenAPI document and a readable reference generated from the contract', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.info.version).toBe(APP_VERSION);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/api/auth/', '/api/auth/refresh-token']),
    );
    expect(json.paths['/api/auth/me'].get['x-access']).toBe('Usuário autenticado');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/auth/forgot-password');
  });
});
