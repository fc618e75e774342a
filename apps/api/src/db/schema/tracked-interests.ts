import { TRACKED_STATUSES } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, ownerId, timestamps } from './columns';
import { inList } from './vocabulary';

/** Interests a user is testing in campaigns, with their current and previous CPM (in cents). */
export const trackedInterests = pgTable(
  'tracked_interests',
  {
    id: idColumn(),
    userId: ownerId(),
    interestId: text('interest_id'),
    name: text('name').notNull(),
    category: text('category').notNull().default('Outros'),
    country: text('country').notNull().default('Brasil'),
    cpmCurrentCents: integer('cpm_current_cents'),
    cpmPreviousCents: integer('cpm_previous_cents'),
    reach: bigint('reach', { mode: 'number' }),
    status: text('status', { enum: TRACKED_STATUSES }).notNull().default('testando'),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tracked_interests_user_id_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('tracked_interests_user_id_status_idx').on(t.userId, t.status),
    check('tracked_interests_status_check', inList(t.status, TRACKED_STATUSES)),
    check('tracked_interests_cpm_check', sql`${t.cpmCurrentCents} >= 0 and ${t.cpmPreviousCents} >= 0`),
  ],
);

export type TrackedInterestRow = typeof trackedInterests.$inferSelect;
