import { hash } from '@node-rs/argon2';
import { FOLDER_COLOR_HEXES, type TokenAbility } from '@sniperads/contract';
import type { Database } from '../../src/db/client';
import {
  advertisements,
  apiTokens,
  favorites,
  folders,
  type NewAdvertisementRow,
  type NewFavoriteRow,
  type NewUserRow,
  users,
} from '../../src/db/schema';
import { sha256 } from '../../src/lib/secrets';

/**
 * Rows for tests, with realistic defaults and values unique per call (each test file has its own
 * database, so a per-process counter is enough), so no two tests ever collide on a name or id.
 */
let counter = 0;
const next = () => ++counter;

const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A Meta-style numeric id (ads, pages): digits only, unique per call. */
export const digitId = (prefix = '9') => `${prefix}${String(next()).padStart(12, '0')}`;

export const DEFAULT_PASSWORD = 'Senha123';

/**
 * argon2id at the lowest cost: a login verifies with the parameters stored in the hash, so test
 * sessions open in a millisecond; accounts made through the API still pay the production cost.
 */
const CHEAP_ARGON2 = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const passwordHashOf = (password: string) => hash(password, CHEAP_ARGON2);

export interface UserOptions extends Partial<Omit<NewUserRow, 'passwordHash'>> {
  password?: string;
  /** Sets is_admin / is_test; 'user' (the default) is neither. */
  role?: 'user' | 'tester' | 'admin';
  /** A running trial with this many days left, or one that ended yesterday. */
  trial?: { daysLeft: number } | 'expired';
}

/** A user row (with a unique name and email) plus the plain password to log in with. */
export const createUser = async (database: Database, options: UserOptions = {}) => {
  const n = next();
  const { password = DEFAULT_PASSWORD, role, trial, ...values } = options;
  const trialValues =
    trial === undefined
      ? {}
      : trial === 'expired'
        ? { isTrial: true, trialStartedAt: daysAgo(8), trialEndsAt: daysAgo(1) }
        : { isTrial: true, trialStartedAt: new Date(), trialEndsAt: daysFromNow(trial.daysLeft) };
  const [row] = await database.db
    .insert(users)
    .values({
      name: `Usuária Teste ${n}`,
      email: `usuaria${n}@example.com`,
      passwordHash: await passwordHashOf(password),
      ...(role === 'admin' ? { isAdmin: true } : role === 'tester' ? { isTest: true } : {}),
      ...trialValues,
      ...values,
    })
    .returning();
  return { ...row!, password };
};

export type TestUser = Awaited<ReturnType<typeof createUser>>;

export const ALL_ABILITIES: TokenAbility[] = ['read:ads', 'write:ads', 'write:favorites'];

/** An active API token of the user's, as /extensao makes them; returns the raw `sa_…` secret. */
export const createApiToken = async (
  database: Database,
  userId: string,
  abilities: string[] = ALL_ABILITIES,
  values: { name?: string; expiresAt?: Date | null } = {},
) => {
  const prefix = `tk${String(next()).padStart(10, '0')}`;
  const raw = `sa_${prefix}_${'s'.repeat(40)}`;
  await database.db.insert(apiTokens).values({
    userId,
    name: values.name ?? 'Extensão',
    prefix,
    secretHash: sha256(raw),
    abilities,
    expiresAt: values.expiresAt ?? daysFromNow(90),
  });
  return raw;
};

/**
 * An ad as Meta's ads_archive returns it, for the ingest route or `ingestAds`: a running ad of a
 * health clinic, with digit ids and a page name unique per call.
 */
export const adInput = (values: Record<string, unknown> = {}) => {
  const id = digitId('8');
  return {
    id,
    page_id: digitId('1'),
    page_name: `Clínica Bem Estar ${id}`,
    ad_creative_bodies: ['Cuide da sua saúde com acompanhamento médico online.'],
    ad_creative_link_titles: ['Consulta online'],
    publisher_platforms: ['facebook', 'instagram'],
    languages: ['pt'],
    ad_reached_countries: ['BR'],
    ad_delivery_start_time: daysAgo(5).toISOString(),
    landing_url: 'https://www.clinicabemestar.com.br/consulta',
    ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${id}&access_token=EAAB-secret`,
    ...values,
  };
};

/** A library ad row inserted directly (no ingest rules run), with nothing to archive by default. */
export const createAd = async (database: Database, values: Partial<NewAdvertisementRow> = {}) => {
  const adArchiveId = digitId('5');
  const [row] = await database.db
    .insert(advertisements)
    .values({
      adArchiveId,
      pageId: digitId('1'),
      pageName: `Loja Exemplo ${adArchiveId}`,
      adCreativeBodies: ['Frete grátis para todo o Brasil.'],
      adCreativeLinkTitles: ['Oferta da semana'],
      publisherPlatforms: ['facebook'],
      languages: ['pt'],
      countries: ['BR'],
      adDeliveryStartTime: daysAgo(5),
      adSnapshotUrl: `https://www.facebook.com/ads/library/?id=${adArchiveId}`,
      thumbnailStatus: 'none',
      ...values,
    })
    .returning();
  return row!;
};

/** A favorite of the user's, saved by hand (source manual), with a unique URL. */
export const createFavorite = async (
  database: Database,
  userId: string,
  values: Partial<Omit<NewFavoriteRow, 'userId'>> = {},
) => {
  const n = next();
  const [row] = await database.db
    .insert(favorites)
    .values({
      userId,
      url: `https://www.facebook.com/ads/library/?id=${digitId('6')}`,
      pageName: `Anunciante ${n}`,
      ...values,
    })
    .returning();
  return row!;
};

/** A private folder of the user's with a palette colour and a unique name. */
export const createFolder = async (
  database: Database,
  userId: string,
  values: Partial<Omit<typeof folders.$inferInsert, 'userId'>> = {},
) => {
  const n = next();
  const [row] = await database.db
    .insert(folders)
    .values({
      userId,
      name: `Pasta ${n}`,
      color: FOLDER_COLOR_HEXES[n % FOLDER_COLOR_HEXES.length]!,
      ...values,
    })
    .returning();
  return row!;
};
