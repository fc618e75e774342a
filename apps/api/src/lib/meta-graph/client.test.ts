import { afterEach, describe, expect, it } from 'vitest';
import { graphError, startFakeGraph } from '../../../test/helpers/fake-graph';
import { createGraphClient } from './client';
import { classifyGraphError, GraphError } from './errors';
import { graphErrorToAppError } from './to-app-error';

let fake: Awaited<ReturnType<typeof startFakeGraph>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const pauses: number[] = [];
const client = (url: string, maxRetries = 3) =>
  createGraphClient({
    accessToken: 'tok-123',
    version: 'v23.0',
    baseUrl: url,
    maxRetries,
    baseDelayMs: 100,
    random: () => 0.999,
    sleep: async (ms) => {
      pauses.push(ms);
    },
  });

describe('Graph client', () => {
  it('classifies Meta error codes', () => {
    for (const code of [4, 17, 613, 80000, 80004, 80014])
      expect(classifyGraphError(code, 400)).toBe('rate_limit');
    expect(classifyGraphError(80015, 400)).toBe('other');
    expect(classifyGraphError(1, 500)).toBe('temporary');
    expect(classifyGraphError(2, 400)).toBe('temporary');
    expect(classifyGraphError(190, 401)).toBe('token');
    expect(classifyGraphError(100, 400)).toBe('invalid_parameter');
    expect(classifyGraphError(100, 500)).toBe('invalid_parameter');
    expect(classifyGraphError(803, 400)).toBe('other');
    expect(classifyGraphError(undefined, 502)).toBe('temporary');
  });

  it('sends the token and version, and follows paging.next on the same host', async () => {
    fake = await startFakeGraph((url) => {
      const after = url.searchParams.get('after');
      if (!after) {
        return {
          body: {
            data: [{ id: '1' }, { id: '2' }],
            paging: { next: `${fake!.url}/v23.0/search?q=x&after=p2` },
          },
        };
      }
      if (after === 'p2') {
        // A next page pointing elsewhere must never receive the token.
        return {
          body: { data: [{ id: '3' }], paging: { next: 'https://evil.example/v23.0/search?after=p3' } },
        };
      }
      return { body: { data: [{ id: 'never' }] } };
    });
    const items = await client(fake.url).getAll<{ id: string }>('search', { q: 'x' }, { maxItems: 10 });
    expect(items.map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.pathname).toBe('/v23.0/search');
    expect(fake.requests[1]!.searchParams.get('access_token')).toBe('tok-123');
  });

  it('stops paging at maxItems', async () => {
    fake = await startFakeGraph(() => ({
      body: { data: [{ id: 'a' }, { id: 'b' }], paging: { next: `${fake!.url}/v23.0/search?after=more` } },
    }));
    const items = await client(fake.url).getAll('search', {}, { maxItems: 3 });
    expect(items).toHaveLength(3);
    expect(fake.requests).toHaveLength(2);
  });

  it('backs off on a rate limit and then succeeds', async () => {
    pauses.length = 0;
    fake = await startFakeGraph((_url, call) =>
      call === 1
        ? graphError(17, 'User request limit reached')
        : call === 2
          ? graphError(80004)
          : { body: { ok: 1 } },
    );
    await expect(client(fake.url).get('me')).resolves.toEqual({ ok: 1 });
    expect(fake.requests).toHaveLength(3);
    expect(pauses).toEqual([100, 200]);
  });

  it('retries temporary errors and HTTP 5xx, then gives up', async () => {
    fake = await startFakeGraph((_url, call) =>
      call % 2 ? graphError(2, 'Service unavailable', 503) : { status: 502, body: {} },
    );
    const error = await client(fake.url, 2)
      .get('me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect((error as GraphError).kind).toBe('temporary');
    expect(fake.requests).toHaveLength(3);
  });

  it('fails at once on an expired token', async () => {
    fake = await startFakeGraph(() =>
      graphError(190, 'Error validating access token: Session has expired', 401),
    );
    const error = (await client(fake.url)
      .get('me')
      .catch((e: unknown) => e)) as GraphError;
    expect(error.kind).toBe('token');
    expect(error.code).toBe(190);
    expect(fake.requests).toHaveLength(1);
  });

  it('turns a refused connection into a retryable network error', async () => {
    const error = (await client('http://127.0.0.1:1', 1)
      .get('me')
      .catch((e: unknown) => e)) as GraphError;
    expect(error.kind).toBe('network');
  });

  it('fails at once on an invalid parameter (100), and keeps no token in its texts', async () => {
    fake = await startFakeGraph(() => ({
      status: 500,
      body: {
        error: {
          message: '(#100) Param ad_reached_countries must be an array, got access_token=tok-123&x=1',
          type: 'OAuthException',
          code: 100,
          error_subcode: 2_446_001,
          error_user_title: 'Parâmetro inválido',
          error_user_msg: 'O país <b>XX</b> não é aceito. Token tok-123 EAABsbCS1iHgBAKZCZBtoken0123456789',
          fbtrace_id: 'Afake',
        },
      },
    }));
    const error = (await client(fake.url)
      .get('ads_archive')
      .catch((e: unknown) => e)) as GraphError;
    expect(error.kind).toBe('invalid_parameter');
    expect(error.subcode).toBe(2_446_001);
    expect(fake.requests).toHaveLength(1);
    expect(error.message).toBe('Param ad_reached_countries must be an array, got access_token=***&x=1');
    expect(error.userMessage).toBe('O país XX não é aceito. Token *** ***');
  });
});

const messages = { token: 'token ruim', rateLimited: 'devagar', unavailable: 'fora do ar' };
const failure = (status: number, body: ConstructorParameters<typeof GraphError>[1]) =>
  new GraphError(status, body);

describe('graphErrorToAppError', () => {
  it('answers 400 naming what Meta refused, preferring the message Meta writes for users', () => {
    const withUserMsg = graphErrorToAppError(
      failure(400, {
        code: 100,
        message: 'Invalid parameter',
        error_user_msg: 'A data mínima é posterior à máxima.',
      }),
      messages,
    );
    expect(withUserMsg).toMatchObject({
      status: 400,
      code: 'META_INVALID_PARAMETER',
      message:
        'A Meta recusou a consulta: parâmetro inválido (resposta da Meta: A data mínima é posterior à máxima.)',
    });
    const plain = graphErrorToAppError(
      failure(400, { code: 100, message: '(#100) Unsupported get request. access_token=EAAB123' }),
      messages,
    );
    expect(plain.message).toBe(
      'A Meta recusou a consulta: parâmetro inválido (resposta da Meta: Unsupported get request. access_token=***)',
    );
    expect(graphErrorToAppError(failure(400, { code: 100 }), messages).message).toBe(
      'A Meta recusou a consulta: parâmetro inválido (resposta da Meta: Graph API answered HTTP 400)',
    );
  });

  it('keeps the token error, rate limits and outages as they were', () => {
    expect(graphErrorToAppError(failure(401, { code: 190 }), messages)).toMatchObject({
      status: 503,
      message: 'token ruim',
    });
    expect(graphErrorToAppError(failure(400, { code: 17 }), messages)).toMatchObject({
      status: 429,
      message: 'devagar',
    });
    expect(graphErrorToAppError(failure(502, {}), messages)).toMatchObject({
      status: 503,
      message: 'fora do ar',
    });
    expect(
      graphErrorToAppError(failure(400, { code: 803 }), { ...messages, rejected: 'recusada' }),
    ).toMatchObject({
      status: 400,
      message: 'recusada',
    });
  });
});
