import { AUTH_MESSAGES, contract } from '@sniperads/contract';
import { initClient } from '@ts-rest/core';
import { describe, expect, it, vi } from 'vitest';
import { authPayload, memoryStorage, sessionUser } from '@/test/session';
import { ApiError } from './api-error';
import { type ApiFetcherOptions, createApiFetcher, ok } from './api-fetcher';
import { createAuthStore } from './auth';

const user = sessionUser({
  id: '0190a1b2-0000-7000-8000-000000000001',
  phone: '11987654321',
  is_trial: true,
  trial_started_at: '2026-11-01T00:00:00.000Z',
  trial_ends_at: '2026-11-08T00:00:00.000Z',
  trial_days_remaining: 3,
  plan: 'free',
  effective_plan: 'pro',
  plan_source: 'trial',
  created_at: '2026-11-01T00:00:00.000Z',
});
const session = authPayload({ token: 'tok-123', user });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const setup = (response: Response | (() => Promise<Response>)) => {
  const store = createAuthStore(memoryStorage());
  store.setSession(session);
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === 'function' ? response() : response,
  );
  const onUnauthorized = vi.fn(() => store.clear());
  const client = initClient(contract, {
    baseUrl: '',
    api: createApiFetcher({
      getToken: () => store.getSnapshot().token,
      onUnauthorized,
      ignoreUnauthorizedFor: [contract.auth.login, contract.auth.logout],
      fetch: fetchMock,
    }),
  });
  return { store, client, fetchMock, onUnauthorized };
};

const caught = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('api client', () => {
  it('sends the stored token as a Bearer header and JSON bodies as JSON', async () => {
    const { client, fetchMock } = setup(json(200, { success: true, data: session, message: 'ok' }));
    await ok(client.auth.login({ body: { email: 'maria@example.com', password: 'Segredo123' } }));
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/');
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'maria@example.com', password: 'Segredo123' });
  });

  it('returns the success body', async () => {
    const { client } = setup(json(200, { success: true, data: user }));
    const body = await ok(client.auth.me());
    expect(body.data.name).toBe('Maria Silva');
  });

  it('on 401 clears the session and reports an expired token', async () => {
    const { client, store, onUnauthorized } = setup(
      json(401, { success: false, message: 'Não autenticado' }),
    );
    const error = await caught(ok(client.auth.me()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Token expirado. Faça login novamente.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(store.isAuthenticated()).toBe(false);
  });

  it('on the login call a 401 shows the server message and keeps whoever is signed in', async () => {
    const { client, onUnauthorized } = setup(
      json(401, { success: false, message: AUTH_MESSAGES.badCredentials }),
    );
    const error = await caught(ok(client.auth.login({ body: { email: 'a@b.co', password: 'x' } })));
    expect(error.message).toBe('Email ou senha incorretos');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects an OK answer that is not JSON', async () => {
    const { client } = setup(
      new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const error = await caught(ok(client.auth.me()));
    expect(error.message).toBe('Resposta da API não é JSON válido.');
  });

  it('uses the server message of a failed call', async () => {
    const { client } = setup(json(429, { success: false, message: AUTH_MESSAGES.tooManyAttempts }));
    const error = await caught(ok(client.auth.forgotPassword({ body: { email: 'a@b.co' } })));
    expect(error.status).toBe(429);
    expect(error.message).toBe('Muitas tentativas. Aguarde um momento e tente novamente.');
  });

  it('falls back to "Erro HTTP: {status}" without a server message', async () => {
    const { client } = setup(
      new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
    );
    const error = await caught(ok(client.system.config()));
    expect(error.message).toBe('Erro HTTP: 502');
  });

  it('carries the field errors so forms can show them', async () => {
    const { client } = setup(
      json(400, {
        success: false,
        message: 'Email deve ter um formato válido',
        errors: { email: ['Email deve ter um formato válido'] },
      }),
    );
    const error = await caught(
      ok(
        client.auth.register({
          body: {
            name: 'Maria',
            email: 'maria@example.com',
            phone: '11987654321',
            password: 'Segredo123',
            password_confirmation: 'Segredo123',
          },
        }),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ email: ['Email deve ter um formato válido'] });
  });

  /** A client whose 401s go through `renewSession`, on a stub server. */
  const renewingClient = (
    options: Pick<ApiFetcherOptions, 'getToken' | 'renewSession'> & { fetch: typeof fetch },
  ) => {
    const onUnauthorized = vi.fn();
    const api = createApiFetcher({
      ...options,
      onUnauthorized,
      ignoreUnauthorizedFor: [contract.auth.refreshToken],
    });
    return { client: initClient(contract, { baseUrl: '', api }), onUnauthorized };
  };

  it('on 401 renews the session once and sends the call again with the new token', async () => {
    const store = createAuthStore(memoryStorage());
    store.setSession(session);
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
      return auth === 'Bearer renewed' ? json(200, { success: true, data: user }) : json(401, {});
    });
    const renewSession = vi.fn(async () => {
      store.setSession({ ...session, token: 'renewed' });
      return true;
    });
    const { client, onUnauthorized } = renewingClient({
      getToken: () => store.getSnapshot().token,
      renewSession,
      fetch: fetchMock,
    });
    const body = await ok(client.auth.me());
    expect(body.data.name).toBe('Maria Silva');
    expect(renewSession).toHaveBeenCalledWith('tok-123');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the renewal is refused, and never renews the renewal itself', async () => {
    const fetchMock = vi.fn(async () => json(401, { success: false, message: 'x' }));
    const renewSession = vi.fn(async () => false);
    const { client, onUnauthorized } = renewingClient({
      getToken: () => 'tok-123',
      renewSession,
      fetch: fetchMock,
    });
    const error = await caught(ok(client.auth.me()));
    expect(error.message).toBe('Token expirado. Faça login novamente.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();

    await caught(ok(client.auth.refreshToken()));
    expect(renewSession).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session when the renewal cannot reach the server', async () => {
    const { client, onUnauthorized } = renewingClient({
      getToken: () => 'tok-123',
      renewSession: async () => {
        throw new TypeError('Failed to fetch');
      },
      fetch: async () => json(401, {}),
    });
    const error = await caught(ok(client.auth.me()));
    expect(error.status).toBe(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a network failure without ending the session', async () => {
    const { client, store } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(ok(client.auth.me()));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(store.isAuthenticated()).toBe(true);
  });
});
