import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/app';
import { inlineScriptHashes, securityHeaders } from './security';

const t = useTestApp();

describe('security headers', () => {
  it('are helmet’s, with the product’s policy', () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('go out on every answer: success, client error, unknown route', async () => {
    const expected = securityHeaders();
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name]).toBe(value);
    }
  });

  it('allow the page’s inline scripts by their hash, nothing else inline', () => {
    const page =
      '<script type="module" src="/assets/index.js"></script><script>console.log(1)</script>' +
      '<script type="application/json">{"a":1}</script>';
    const hashes = inlineScriptHashes(page);
    expect(hashes).toEqual(["'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='"]);
    const policy = securityHeaders(hashes)['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='");
    expect(securityHeaders()['content-security-policy']).toContain("script-src 'self';");
  });
});
