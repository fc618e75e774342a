/**
 * Data for the screen walk, made with the same API calls the app makes, so every screen opens on
 * something: a tester's folder with a favorite (also in the Studio, and shared by a public link),
 * a tracked interest and an extension token; approved offers for everyone.
 */
import { adminToken, callApi, createAccount } from './device';

const tokenOf = async (email: string, password: string) =>
  ((await callApi('POST', '/auth/', { email, password })) as unknown as { token: string }).token;

const list = async (path: string, token: string) =>
  (await callApi('GET', path, undefined, token)) as unknown as { id: string }[];

/** A tester on Pro (folders need it), named as the walk's screens expect. */
export const createTester = () => createAccount({ is_test: true, plan: 'pro', name: 'Testadora Teclado' });

export const seedTesterData = async (tester: { email: string; password: string }) => {
  const token = await tokenOf(tester.email, tester.password);
  const post = (path: string, body: object) => callApi('POST', path, body, token);
  const folder = await post('/folders/', {
    name: 'Ofertas de verão',
    description: 'Criativos de calor e praia para testar em dezembro',
    color: '#3B82F6',
  });
  const favorites = [];
  for (const ad of await list('/advertisements/?per_page=2', token)) {
    favorites.push(await post(`/advertisements/${ad.id}/favorites`, {}));
  }
  const [first] = favorites;
  if (!first) throw new Error('the demo library has no ads');
  await post(`/advertisements/${first.id}/folders/attach`, { folder_id: folder.id });
  await post('/studio', { id: first.id });
  await post('/interests/tracked', {
    nome: 'Alimentação saudável e bem-estar',
    categoria: 'Saúde e bem-estar',
    pais: 'Brasil',
    cpmAtual: 12.5,
    cpmAnterior: 10.2,
    alcance: 1_250_000,
  });
  await post('/tokens', { name: 'Extensão do notebook', abilities: ['read:ads', 'write:ads'] });
  await post('/radar/follows', { kind: 'search', search: { q: 'emagrecer' } });
  const shared = await callApi('PUT', `/folders/${folder.id}`, { is_public: true }, token);
  if (typeof shared.share_token !== 'string') throw new Error('a public folder has no share link');
  return { folderId: folder.id, shareToken: shared.share_token };
};

/** Approves the first two offer candidates (users then see scaled offers) and names a keyword. */
export const seedAdminData = async () => {
  const token = await adminToken();
  const candidates = (await callApi(
    'GET',
    '/advertisements/is-escalated?pending=true&per_page=2',
    undefined,
    token,
  )) as unknown as { landing_domain: string }[];
  for (const c of candidates) {
    await callApi('POST', '/offers/', { landing_domain: c.landing_domain, status: 'approved' }, token);
  }
  const [keyword] = await list('/admin/keywords', token);
  if (!keyword) throw new Error('the demo data has no keywords');
  return { keywordId: keyword.id };
};

const DAY_MS = 86_400_000;

/**
 * An account whose trial ran out holding more than Free allows: 12 favorites (Free keeps 10), a
 * folder and a tracked interest, all saved while the trial gave it Pro. Everything must stay
 * readable; only new saves are refused.
 */
export const createExpiredTrial = async () => {
  const account = await createAccount({ name: 'Tereza Trial' });
  const admin = await adminToken();
  const started = new Date(Date.now() - 8 * DAY_MS).toISOString();
  const setTrialEnd = (end: number) =>
    callApi(
      'PUT',
      `/admin/users/${account.id}`,
      { is_trial: true, trial_started_at: started, trial_ends_at: new Date(end).toISOString() },
      admin,
    );
  await setTrialEnd(Date.now() + DAY_MS);
  const token = await tokenOf(account.email, account.password);
  const post = (path: string, body: object) => callApi('POST', path, body, token);
  const folder = await post('/folders/', { name: 'Campanhas do teste', color: '#10B981' });
  const ads = await list('/advertisements/?per_page=12', token);
  for (const [i, ad] of ads.entries()) {
    const favorite = await post(`/advertisements/${ad.id}/favorites`, {});
    if (i < 3) await post(`/advertisements/${favorite.id}/folders/attach`, { folder_id: folder.id });
  }
  await post('/interests/tracked', {
    nome: 'Corrida de rua',
    categoria: 'Esportes',
    pais: 'Brasil',
    cpmAtual: 9.8,
    cpmAnterior: 11.4,
    alcance: 840_000,
  });
  await setTrialEnd(Date.now() - 2 * DAY_MS);
  return { ...account, folderId: folder.id };
};

/** A Free account (no trial) with its 10 favorites saved: the next one is refused. */
export const createFreeAtLimit = async () => {
  const account = await createAccount({ name: 'Fábio Free' });
  const token = await tokenOf(account.email, account.password);
  for (const ad of await list('/advertisements/?per_page=10&page=2', token)) {
    await callApi('POST', `/advertisements/${ad.id}/favorites`, {}, token);
  }
  return account;
};
