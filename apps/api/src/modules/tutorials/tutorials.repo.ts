import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tutorialCategories, tutorialContents } from '../../db/schema';

type NewCategory = typeof tutorialCategories.$inferInsert;
type NewContent = typeof tutorialContents.$inferInsert;

// Spelled out: drizzle leaves columns unqualified inside a raw subquery, which would bind to the inner table.
const contentsCount = sql<number>`(select count(*) from "tutorial_contents" tc where tc."category_id" = "tutorial_categories"."id")::int`;

export const listCategories = (db: DbOrTx) =>
  db
    .select({ category: tutorialCategories, contentsCount })
    .from(tutorialCategories)
    .orderBy(asc(tutorialCategories.createdAt), asc(tutorialCategories.id));

export const findCategory = async (db: DbOrTx, id: string) =>
  (
    await db
      .select({ category: tutorialCategories, contentsCount })
      .from(tutorialCategories)
      .where(eq(tutorialCategories.id, id))
      .limit(1)
  )[0];

export const insertCategory = async (db: DbOrTx, values: NewCategory) =>
  (await db.insert(tutorialCategories).values(values).returning())[0]!;

export const updateCategory = async (db: DbOrTx, id: string, values: Partial<NewCategory>) =>
  (
    await db
      .update(tutorialCategories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tutorialCategories.id, id))
      .returning({ id: tutorialCategories.id })
  )[0];

export const deleteCategory = (db: DbOrTx, id: string) =>
  db.delete(tutorialCategories).where(eq(tutorialCategories.id, id)).returning({ id: tutorialCategories.id });

export const countContentsOf = async (db: DbOrTx, categoryId: string) =>
  (
    await db
      .select({ value: count() })
      .from(tutorialContents)
      .where(eq(tutorialContents.categoryId, categoryId))
  )[0]?.value ?? 0;

export const listContents = (db: DbOrTx, categoryId?: string) =>
  db
    .select()
    .from(tutorialContents)
    .where(categoryId ? eq(tutorialContents.categoryId, categoryId) : undefined)
    .orderBy(desc(tutorialContents.createdAt), asc(tutorialContents.id));

export const insertContent = async (db: DbOrTx, values: NewContent) =>
  (await db.insert(tutorialContents).values(values).returning())[0]!;

export const updateContent = async (db: DbOrTx, id: string, values: Partial<NewContent>) =>
  (
    await db
      .update(tutorialContents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tutorialContents.id, id))
      .returning()
  )[0];

export const deleteContent = async (db: DbOrTx, id: string) =>
  (
    await db
      .delete(tutorialContents)
      .where(eq(tutorialContents.id, id))
      .returning({ id: tutorialContents.id })
  ).length > 0;

/** Atomic: simultaneous openings each count once. */
export const incrementViews = async (db: DbOrTx, id: string) =>
  (
    await db
      .update(tutorialContents)
      .set({ viewsCount: sql`${tutorialContents.viewsCount} + 1` })
      .where(eq(tutorialContents.id, id))
      .returning({ id: tutorialContents.id, viewsCount: tutorialContents.viewsCount })
  )[0];

export const countCategories = async (db: DbOrTx) =>
  (await db.select({ value: count() }).from(tutorialCategories))[0]?.value ?? 0;

export const countContents = async (db: DbOrTx) =>
  (await db.select({ value: count() }).from(tutorialContents))[0]?.value ?? 0;
