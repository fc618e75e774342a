import { TUTORIAL_LEVELS } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { inList } from './vocabulary';

export const tutorialCategories = pgTable(
  'tutorial_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull().default('#3B82F6'),
    ...timestamps(),
  },
  (t) => [check('tutorial_categories_color_check', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`)],
);

export const tutorialContents = pgTable(
  'tutorial_contents',
  {
    id: idColumn(),
    // Restrict: a category with tutorials cannot vanish and take them along by accident.
    categoryId: uuid('category_id')
      .notNull()
      .references(() => tutorialCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    thumbnail: text('thumbnail'),
    externalUrl: text('external_url').notNull(),
    duration: integer('duration').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    difficultyLevel: text('difficulty_level', { enum: TUTORIAL_LEVELS }).notNull().default('beginner'),
    type: text('type').notNull().default('video'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    index('tutorial_contents_category_id_idx').on(t.categoryId, t.createdAt),
    check('tutorial_contents_difficulty_level_check', inList(t.difficultyLevel, TUTORIAL_LEVELS)),
    check('tutorial_contents_duration_check', sql`${t.duration} >= 0`),
    check('tutorial_contents_views_count_check', sql`${t.viewsCount} >= 0`),
  ],
);

export type TutorialCategoryRow = typeof tutorialCategories.$inferSelect;
export type TutorialContentRow = typeof tutorialContents.$inferSelect;
