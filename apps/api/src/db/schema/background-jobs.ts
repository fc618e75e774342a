import { JOB_STATES } from '@sniperads/contract';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './vocabulary';

/**
 * Long data jobs that run in the background, batch by batch, one row per job (the demo's removal,
 * the niches' re-derivation): where the job is (`cursor`, the last key it finished), how far
 * (`done` of `total`) and, for a job owed once per rules version, the version it ran for. Each
 * batch moves the row in its own short transaction, so a restart resumes from the last batch.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    name: text('name').primaryKey(),
    state: text('state', { enum: JOB_STATES }).notNull(),
    cursor: text('cursor').notNull().default(''),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    version: text('version'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('background_jobs_state_check', inList(t.state, JOB_STATES))],
);

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
