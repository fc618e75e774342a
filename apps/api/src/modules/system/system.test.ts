import { APP_VERSION } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { testClient, useTestApp } from '../../../test/helpers/app';

const t = useTestApp({
  supportWhatsapp: '5511912345678',
  supportEmail: 'suporte@sniperads.test',
  checkoutUrls: { pro: 'https://pagamento.example.com/pro', max: null },
});
const api = testClient(t);

describe('system routes', () => {
  it('reports liveness and readiness with the database up', async () => {
    const health = await api.system.health();
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok' });
    const ready = await api.system.ready();
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', version: APP_VERSION, checks: { database: 'up' } });
  });

  it('answers 503 from /ready when the database is unreachable', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      const ready = await api.system.ready();
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ checks: { database: 'down' } });
    } finally {
      t.database.ping = ping;
    }
  });

  it('exposes the public configuration the web app needs', async () => {
    const res = await api.system.config();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        version: APP_VERSION,
        support_whatsapp: '5511912345678',
        support_email: 'suporte@sniperads.test',
        checkout: { pro: true, max: false },
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
    const res = await api.system.health({ extraHeaders: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('refuses bodies over the limit with a pt-BR 413', async () => {
    const res = await api.auth.login({ body: { email: 'a@b.co', password: 'x'.repeat(t.config.bodyLimit) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'O conteúdo enviado é grande demais.' });
  });

  it('serves the OpenAPI document and a readable reference generated from the contract', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.info.version).toBe(APP_VERSION);
    expect(Object.keys(json.paths)).toEqual(expect.arrayContaining(['/api/auth', '/api/auth/refresh-token']));
    expect(json.paths['/api/auth/me'].get['x-access']).toBe('Usuário autenticado');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/auth/forgot-password');
  });
});
