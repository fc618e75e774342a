// The account the authenticated scenarios call as: a Pro account the first admin creates (sign-up
// only creates an account once its emailed link is opened), with about 40 favorites taken from the
// demo library.

const json = async (response, what) => {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

const send = (base, method, path, body, headers = {}) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const login = async (base, email, password) =>
  (await json(await send(base, 'POST', '/api/auth/', { email, password }), `login ${email}`)).data.token;

export const createBenchUser = async (
  base,
  { favorites = 40, admin = { email: 'admin@sniperads.local', password: 'BenchAdmin123' } } = {},
) => {
  const asAdmin = { authorization: `Bearer ${await login(base, admin.email, admin.password)}` };
  const user = { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'Bench1234' };
  const created = await json(
    await send(base, 'POST', '/api/admin/users', user, asAdmin),
    'create the account',
  );
  await json(
    await send(base, 'PUT', `/api/admin/users/${created.data.id}`, { plan: 'pro' }, asAdmin),
    'make it Pro',
  );
  const headers = { authorization: `Bearer ${await login(base, user.email, user.password)}` };
  const found = await json(
    await fetch(`${base}/api/advertisements/?per_page=${favorites}&sort=newest`, { headers }),
    'ads for the favorites',
  );
  for (const ad of found.data) {
    await json(
      await fetch(`${base}/api/advertisements/${ad.id}/favorites`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      }),
      'favorite',
    );
  }
  const list = await json(await fetch(`${base}/api/favorites/`, { headers }), 'favorites');
  return { headers, favorites: list.meta.total };
};
