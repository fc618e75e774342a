import {
  type CreateFavoriteInterestInput,
  CreateFavoriteInterestSchema,
  type CreateTrackedInterestInput,
  CreateTrackedInterestSchema,
  type FavoriteInterest,
  INTEREST_MESSAGES,
  InterestLanguageSchema,
  interestCategory,
  type TrackedInterest,
  type TrackedListQuery,
  TrackedListQuerySchema,
  TrackedStatusSchema,
  type UpdateTrackedInterestInput,
  UpdateTrackedInterestSchema,
} from '@sniperads/contract';
import type { DbOrTx } from '../../db/client';
import type { FavoriteInterestRow, TrackedInterestRow, UserRow } from '../../db/schema';
import { trackedInterests } from '../../db/schema';
import { countOfUser, isUniqueViolation } from '../../db/sql';
import { conflict, notFound } from '../../lib/app-error';
import { requirePlanFeature } from '../users/plan';
import {
  deleteFavoriteInterest,
  favoriteInterestCountsByUser,
  insertFavoriteInterest,
  listFavoriteInterests,
} from './favorites.repo';
import { deleteTracked, findTracked, insertTracked, listTracked, updateTracked } from './tracked.repo';

const toCents = (brl: number | null | undefined) =>
  brl === undefined ? undefined : brl === null ? null : Math.round(brl * 100);
const fromCents = (cents: number | null) => (cents === null ? null : cents / 100);

export const toFavoriteInterest = (row: FavoriteInterestRow): FavoriteInterest => ({
  id: row.id,
  interest_id: row.interestId,
  name: row.name,
  audience_size_lower: row.audienceLower,
  audience_size_upper: row.audienceUpper,
  category: row.category,
  path: row.path,
  locale: InterestLanguageSchema.catch('pt_BR').parse(row.locale),
  created_at: row.createdAt.toISOString(),
});

export const toTrackedInterest = (row: TrackedInterestRow): TrackedInterest => ({
  id: row.id,
  interest_id: row.interestId,
  nome: row.name,
  categoria: row.category,
  pais: row.country,
  cpmAtual: fromCents(row.cpmCurrentCents),
  cpmAnterior: fromCents(row.cpmPreviousCents),
  alcance: row.reach,
  status: TrackedStatusSchema.catch('testando').parse(row.status),
  dataAdicionado: row.createdAt.toISOString(),
  ultimaAtualizacao: row.updatedAt.toISOString(),
  observacoes: row.notes,
});

const duplicateTracked = (error: unknown) => {
  if (isUniqueViolation(error, 'tracked_interests_user_id_name_idx')) {
    return conflict(INTEREST_MESSAGES.trackedDuplicate, { nome: [INTEREST_MESSAGES.trackedDuplicate] });
  }
  return error;
};

export const createInterestLists = (db: DbOrTx) => ({
  listFavorites: async (userId: string) => (await listFavoriteInterests(db, userId)).map(toFavoriteInterest),
  countFavorites: async (userId: string) =>
    (await favoriteInterestCountsByUser(db, [userId])).get(userId) ?? 0,
  favoriteCountsByUser: (userIds: string[]) => favoriteInterestCountsByUser(db, userIds),
  countTracked: (userId: string) => countOfUser(db, trackedInterests, trackedInterests.userId, userId),

  /** Saving an interest is part of the hidden-interests feature (Pro); Free keeps what it saved. */
  async addFavorite(user: UserRow, input: CreateFavoriteInterestInput) {
    requirePlanFeature(user, 'hiddenInterests');
    const body = CreateFavoriteInterestSchema.parse(input);
    const row = await insertFavoriteInterest(db, {
      userId: user.id,
      interestId: body.interest_id,
      name: body.name,
      audienceLower: body.audience_size_lower ?? null,
      audienceUpper: body.audience_size_upper ?? null,
      category: interestCategory(body.category),
      path: body.path ?? [],
      locale: body.locale,
    });
    if (!row) throw conflict(INTEREST_MESSAGES.favoriteDuplicate);
    return toFavoriteInterest(row);
  },

  async removeFavorite(userId: string, id: string) {
    if (!(await deleteFavoriteInterest(db, userId, id))) throw notFound(INTEREST_MESSAGES.favoriteNotFound);
  },

  async listTracked(userId: string, query: TrackedListQuery) {
    const filter = TrackedListQuerySchema.parse(query);
    return (await listTracked(db, userId, filter)).map(toTrackedInterest);
  },

  async createTracked(user: UserRow, input: CreateTrackedInterestInput) {
    requirePlanFeature(user, 'hiddenInterests');
    const body = CreateTrackedInterestSchema.parse(input);
    try {
      const row = await insertTracked(db, {
        userId: user.id,
        interestId: body.interest_id ?? null,
        name: body.nome,
        category: interestCategory(body.categoria),
        country: body.pais || 'Brasil',
        cpmCurrentCents: toCents(body.cpmAtual) ?? null,
        cpmPreviousCents: toCents(body.cpmAnterior) ?? null,
        reach: body.alcance ?? null,
        status: body.status ?? 'testando',
        notes: body.observacoes ?? '',
      });
      return toTrackedInterest(row);
    } catch (error) {
      throw duplicateTracked(error);
    }
  },

  /**
   * A new CPM atual pushes the old one into CPM anterior (unless the edit sets both), so the
   * trend always compares the last two readings the buyer entered.
   */
  async updateTracked(userId: string, id: string, input: UpdateTrackedInterestInput) {
    const body = UpdateTrackedInterestSchema.parse(input);
    const current = await findTracked(db, userId, id);
    if (!current) throw notFound(INTEREST_MESSAGES.trackedNotFound);
    const newCpm = toCents(body.cpmAtual);
    let previous = toCents(body.cpmAnterior);
    if (previous === undefined && newCpm !== undefined && newCpm !== current.cpmCurrentCents) {
      previous = current.cpmCurrentCents;
    }
    try {
      const row = await updateTracked(db, userId, id, {
        interestId: body.interest_id,
        name: body.nome,
        category: body.categoria === undefined ? undefined : interestCategory(body.categoria),
        country: body.pais === undefined ? undefined : body.pais || 'Brasil',
        cpmCurrentCents: newCpm,
        cpmPreviousCents: previous,
        reach: body.alcance,
        status: body.status,
        notes: body.observacoes,
      });
      if (!row) throw notFound(INTEREST_MESSAGES.trackedNotFound);
      return toTrackedInterest(row);
    } catch (error) {
      throw duplicateTracked(error);
    }
  },

  async removeTracked(userId: string, id: string) {
    if (!(await deleteTracked(db, userId, id))) throw notFound(INTEREST_MESSAGES.trackedNotFound);
  },
});
export type InterestLists = ReturnType<typeof createInterestLists>;
