import {
  AI_LIMIT_MESSAGES,
  AI_PROMPT_VERSION,
  type AiActionId,
  type AiAnalysis,
  type AiUsage,
  aiMonthlyLimitFor,
  buildAiAnalysisPrompt,
  STUDIO_AI_MESSAGES,
  STUDIO_MESSAGES,
  type StudioAi,
} from '@sniperads/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { type AiClient, AiFailure, type AiFailureKind, createAiClient } from '../../lib/ai/client';
import { buildChatMessages } from '../../lib/ai/messages';
import { AppError, notFound, planLimit } from '../../lib/app-error';
import type { MediaStorage } from '../../lib/media/storage';
import type { FavoritesService } from '../favorites/favorites.service';
import { planHolder, planOf } from '../users/plan';
import * as repo from './studio.repo';
import { creativeImages } from './studio-ai.image';
import * as aiRepo from './studio-ai.repo';

export interface StudioAiDeps {
  db: Db;
  favorites: FavoritesService;
  storage: MediaStorage;
  config: Pick<Config, 'ai'>;
  log: FastifyBaseLogger;
  /** Tests hand in their own client; by default one is made from config.ai. */
  client?: AiClient | null;
}

export const AI_FAILURE_MESSAGES: Record<AiFailureKind, string> = {
  timeout: STUDIO_AI_MESSAGES.timeout,
  unauthorized: STUDIO_AI_MESSAGES.unauthorized,
  rate_limited: STUDIO_AI_MESSAGES.rateLimited,
  unavailable: STUDIO_AI_MESSAGES.unavailable,
  rejected: STUDIO_AI_MESSAGES.rejected,
};

/** What the stream of one run carries (see AI_STREAM_EVENTS in the contract). */
export type AiStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { analysis: AiAnalysis; usage: AiUsage; cached: boolean } }
  | { event: 'error'; data: { message: string } };

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const nextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

const toAnalysis = (row: aiRepo.AnalysisRow): AiAnalysis => ({
  action: row.action,
  content: row.content,
  model: row.model,
  prompt_version: row.promptVersion,
  input: row.input,
  created_at: row.createdAt.toISOString(),
});

/**
 * The Studio's in-app AI: sends the creative's archived image and texts to the configured
 * OpenAI-compatible endpoint, streams the answer, and keeps it with the creative (its cluster), so
 * every user of that creative reads it without a new call. Each call counts against the plan's
 * monthly limit; a saved analysis read does not.
 */
export const createStudioAiService = ({ db, favorites, storage, config, log, client }: StudioAiDeps) => {
  const ai = client === undefined ? (config.ai ? createAiClient(config.ai) : null) : client;

  const creativeOf = async (userId: string, studioItemId: string) => {
    const item = await repo.findStudioItem(db, userId, studioItemId);
    if (!item) throw notFound(STUDIO_MESSAGES.notFound);
    const favorite = await favorites.get(userId, item.favoriteId);
    const ad = favorite.advertisement_id ? await aiRepo.findAdCreative(db, favorite.advertisement_id) : null;
    return {
      favorite,
      creativeKey: ad?.creativeKey ?? `favorite:${favorite.id}`,
      thumbnailKey: ad?.thumbnailKey ?? null,
    };
  };

  const usage = async (user: UserRow, now = new Date()): Promise<AiUsage> => {
    const used = await aiRepo.countRuns(db, user.id, monthStart(now));
    const limit = aiMonthlyLimitFor(planHolder(user), now);
    return {
      used,
      limit,
      remaining: limit === null ? null : Math.max(0, limit - used),
      resets_at: nextMonth(now).toISOString(),
    };
  };

  /** Runs the call and saves the answer; yields its events. The run counts unless the call failed. */
  async function* generate(
    user: UserRow,
    runId: string,
    target: { creativeKey: string; action: AiActionId; input: AiAnalysis['input'] },
    first: string,
    rest: AsyncGenerator<string, void, undefined>,
  ): AsyncGenerator<AiStreamEvent> {
    let content = first;
    let outcome: 'done' | 'failed' | null = null;
    try {
      yield { event: 'delta', data: { text: first } };
      try {
        for await (const text of rest) {
          content += text;
          yield { event: 'delta', data: { text } };
        }
      } catch (error) {
        outcome = 'failed';
        const kind = error instanceof AiFailure ? error.kind : 'unavailable';
        log.warn({ kind, status: error instanceof AiFailure ? error.status : null }, 'AI answer interrupted');
        yield {
          event: 'error',
          data: { message: `${STUDIO_AI_MESSAGES.interrupted} ${AI_FAILURE_MESSAGES[kind]}` },
        };
        return;
      }
      const saved = await aiRepo.saveAnalysis(db, {
        creativeKey: target.creativeKey,
        action: target.action,
        content: content.trim(),
        model: ai!.model,
        promptVersion: AI_PROMPT_VERSION,
        input: target.input,
        createdBy: user.id,
      });
      await aiRepo.finishRun(db, runId, 'done');
      outcome = 'done';
      yield { event: 'done', data: { analysis: toAnalysis(saved), usage: await usage(user), cached: false } };
    } finally {
      // A browser that left mid-answer leaves the run 'running': the provider was called, so it counts.
      if (outcome === 'failed') await aiRepo.finishRun(db, runId, 'failed');
    }
  }

  return {
    async get(user: UserRow, studioItemId: string): Promise<StudioAi> {
      const { creativeKey } = await creativeOf(user.id, studioItemId);
      return {
        enabled: ai !== null,
        model: ai?.model ?? null,
        usage: await usage(user),
        analyses: (await aiRepo.listAnalyses(db, creativeKey)).map(toAnalysis),
      };
    },

    /**
     * The events of one action: the saved analysis alone (no call, nothing counted) unless
     * `regenerate`; else a new call. Failures before the first text throw (a pt-BR AppError, never
     * the provider's text); later ones end the stream with an `error` event.
     */
    async run(
      user: UserRow,
      studioItemId: string,
      action: AiActionId,
      regenerate: boolean,
    ): Promise<AsyncGenerator<AiStreamEvent>> {
      const { favorite, creativeKey, thumbnailKey } = await creativeOf(user.id, studioItemId);
      if (!ai) throw new AppError('AI_NOT_CONFIGURED', STUDIO_AI_MESSAGES.notConfigured);
      const saved = regenerate ? null : await aiRepo.findAnalysis(db, creativeKey, action);
      if (saved) {
        const done: AiStreamEvent = {
          event: 'done',
          data: { analysis: toAnalysis(saved), usage: await usage(user), cached: true },
        };
        return (async function* () {
          yield done;
        })();
      }

      const now = new Date();
      const limit = aiMonthlyLimitFor(planHolder(user), now);
      const runId = await aiRepo.startRun(
        db,
        { userId: user.id, creativeKey, action },
        limit,
        monthStart(now),
      );
      if (!runId) throw planLimit(AI_LIMIT_MESSAGES.exhausted(limit ?? 0, planOf(user, now).plan));

      try {
        const { input, images } = await creativeImages(storage, favorite, thumbnailKey);
        const messages = buildChatMessages(buildAiAnalysisPrompt(action, favorite, input), images);
        const answer = ai.stream(messages);
        // Wait for the first text, so a refused key or a timeout answers a plain error, not a stream.
        const first = await answer.next();
        if (first.done) throw new AppError('AI_UNAVAILABLE', STUDIO_AI_MESSAGES.empty);
        return generate(user, runId, { creativeKey, action, input }, first.value, answer);
      } catch (error) {
        await aiRepo.finishRun(db, runId, 'failed');
        if (error instanceof AiFailure) {
          log.warn({ kind: error.kind, status: error.status }, 'AI provider failed');
          throw new AppError('AI_UNAVAILABLE', AI_FAILURE_MESSAGES[error.kind]);
        }
        throw error;
      }
    },
  };
};

export type StudioAiService = ReturnType<typeof createStudioAiService>;
