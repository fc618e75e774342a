import { OFFER_DECISIONS } from '@sniperads/contract';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';
import { inList } from './vocabulary';

/** Admin decisions on scaled-offer candidates (landing domains); approved ones are shown to users. */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    landingDomain: text('landing_domain').notNull(),
    status: text('status', { enum: OFFER_DECISIONS }).notNull(),
    niche: text('niche'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offers_landing_domain_idx').on(t.landingDomain),
    check('offers_status_check', inList(t.status, OFFER_DECISIONS)),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
