/**
 * Seeding through the public API, with the same calls the app makes, so a journey can start on
 * screens that already hold data (a folder with a favorite, a studio item, a tracked interest).
 */
type Json = Record<string, unknown>;

export const apiClient = (baseUrl: string, token?: string) => {
  const call = async <T = Json>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  return {
    get: <T = Json>(path: string) => call<T>('GET', path),
    post: <T = Json>(path: string, body: unknown = {}) => call<T>('POST', path, body),
    put: <T = Json>(path: string, body: unknown) => call<T>('PUT', path, body),
  };
};

export const signIn = async (baseUrl: string, email: string, password: string) => {
  const { token } = await apiClient(baseUrl).post<{ token: string }>('/auth/', { email, password });
  return apiClient(baseUrl, token);
};

/** An account an admin created as a tester (Studio and folders), with its password. */
export const createTester = async (
  baseUrl: string,
  admin: { email: string; password: string },
  tester: { email: string; password: string },
) => {
  const api = await signIn(baseUrl, admin.email, admin.password);
  await api.post('/admin/users', {
    name: 'Testadora Teclado',
    ...tester,
    is_test: true,
  });
  return tester;
};

/**
 * Gives a tester something on every screen: two library ads as favorites (one in a folder and in
 * the Studio, and shared by a public link), a tracked interest and an extension token.
 */
export const seedTesterData = async (baseUrl: string, email: string, password: string) => {
  const api = await signIn(baseUrl, email, password);
  const ads = await api.get<{ id: string }[]>('/advertisements/?per_page=2');
  const folder = await api.post<{ id: string }>('/folders/', {
    name: 'Ofertas de verão',
    description: 'Criativos de calor e praia para testar em dezembro',
    color: '#3B82F6',
  });
  const favorites: { id: string }[] = [];
  for (const ad of ads)
    favorites.push(await api.post<{ id: string }>(`/advertisements/${ad.id}/favorites`, {}));
  const [first] = favorites;
  if (!first) throw new Error('the demo library has no ads');
  await api.post(`/advertisements/${first.id}/folders/attach`, { folder_id: folder.id });
  await api.post('/studio', { id: first.id });
  await api.post('/interests/tracked', {
    nome: 'Alimentação saudável e bem-estar',
    categoria: 'Saúde e bem-estar',
    pais: 'Brasil',
    cpmAtual: 12.5,
    cpmAnterior: 10.2,
    alcance: 1_250_000,
  });
  await api.post('/tokens', { name: 'Extensão do notebook', abilities: ['read:ads', 'write:ads'] });
  const shared = await api.put<{ share_token: string | null }>(`/folders/${folder.id}`, { is_public: true });
  if (!shared.share_token) throw new Error('a public folder has no share link');
  return { folderId: folder.id, shareToken: shared.share_token };
};

/** Approves the first two offer candidates (users then see scaled offers) and names a keyword. */
export const seedAdminData = async (baseUrl: string, admin: { email: string; password: string }) => {
  const api = await signIn(baseUrl, admin.email, admin.password);
  const candidates = await api.get<{ landing_domain: string }[]>(
    '/advertisements/is-escalated?pending=true&per_page=2',
  );
  for (const c of candidates)
    await api.post('/offers/', { landing_domain: c.landing_domain, status: 'approved' });
  const [keyword] = await api.get<{ id: string }[]>('/admin/keywords');
  if (!keyword) throw new Error('the demo data has no keywords');
  return { keywordId: keyword.id };
};
