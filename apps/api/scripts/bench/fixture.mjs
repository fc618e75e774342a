// The account the authenticated scenarios call as: signed up through the API (a new account is
// on its Pro trial), with about 40 favorites taken from the demo library.

const json = async (response, what) => {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

export const createBenchUser = async (base, { favorites = 40 } = {}) => {
  const user = {
    name: 'Bench',
    email: `bench-${Date.now()}@example.com`,
    phone: '11987654321',
    password: 'Bench1234',
  };
  const registered = await json(
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, password_confirmation: user.password }),
    }),
    'sign-up',
  );
  const headers = { authorization: `Bearer ${registered.data.token}` };
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
