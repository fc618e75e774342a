// The account the authenticated scenarios call as: created by the admin through the API (on a
// Pro trial), with about 40 favorites taken from the demo library.

const json = async (response, what) => {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

const signIn = async (base, email, password) =>
  (
    await json(
      await fetch(`${base}/api/auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
      `sign-in of ${email}`,
    )
  ).data.token;

// A sign-up waits for its e-mail confirmation: the admin creates the account, on a trial.
export const createBenchUser = async (base, admin, { favorites = 40 } = {}) => {
  const user = {
    name: 'Bench',
    email: `bench-${Date.now()}@example.com`,
    phone: '11987654321',
    password: 'Bench1234',
  };
  const adminToken = await signIn(base, admin.email, admin.password);
  const now = Date.now();
  await json(
    await fetch(`${base}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        ...user,
        is_trial: true,
        trial_started_at: new Date(now).toISOString(),
        trial_ends_at: new Date(now + 7 * 86_400_000).toISOString(),
      }),
    }),
    'account creation',
  );
  const headers = { authorization: `Bearer ${await signIn(base, user.email, user.password)}` };
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
