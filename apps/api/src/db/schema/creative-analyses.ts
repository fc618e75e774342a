import { AI_ACTION_IDS, AI_INPUT_KINDS } from '@sniperads/contract';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId } from './columns';
import { users } from './users';
import { inList } from './vocabulary';

/**
 * The Studio's AI analyses, kept with the creative: one per creative and action, where the
 * creative is the ad's cluster (`ad_creative_key()`), or `favorite:<id>` for a favorite saved
 * without a library ad. Every user of the cluster reads it; 'Gerar novamente' replaces it.
 */
export const creativeAnalyses = pgTable(
  'creative_analyses',
  {
    id: idColumn(),
    creativeKey: text('creative_key').notNull(),
    action: text('action', { enum: AI_ACTION_IDS }).notNull(),
    content: text('content').notNull(),
    model: text('model').notNull(),
    promptVersion: integer('prompt_version').notNull(),
    input: text('input', { enum: AI_INPUT_KINDS }).notNull(),
    /** Who generated it (not shown to others); kept as null when that account goes. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creative_analyses_creative_key_action_idx').on(t.creativeKey, t.action),
    check('creative_analyses_action_check', inList(t.action, AI_ACTION_IDS)),
    check('creative_analyses_input_check', inList(t.input, AI_INPUT_KINDS)),
  ],
);

export const AI_RUN_STATUSES = ['running', 'done', 'failed'] as const;

/**
 * Each call made to the AI provider for a user: the month's 'running' and 'done' runs count
 * against the plan's limit (a failed call does not; a saved analysis read makes no run).
 */
export const aiRuns = pgTable(
  'ai_runs',
  {
    id: idColumn(),
    userId: ownerId(),
    creativeKey: text('creative_key').notNull(),
    action: text('action', { enum: AI_ACTION_IDS }).notNull(),
    status: text('status', { enum: AI_RUN_STATUSES }).notNull().default('running'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_runs_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('ai_runs_status_check', inList(t.status, AI_RUN_STATUSES)),
  ],
);
