import {
  TUTORIAL_MESSAGES,
  type TutorialCategory,
  type TutorialCategoryInputSchema,
  type TutorialContent,
  type TutorialContentInputSchema,
  thumbnailFromUrl,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { TutorialCategoryRow, TutorialContentRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import * as repo from './tutorials.repo';

const toCategory = (row: TutorialCategoryRow, contentsCount: number): TutorialCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: row.color,
  contents_count: contentsCount,
  created_at: row.createdAt.toISOString(),
});

export const toContent = (row: TutorialContentRow): TutorialContent => ({
  id: row.id,
  category_id: row.categoryId,
  title: row.title,
  description: row.description,
  thumbnail: row.thumbnail ?? thumbnailFromUrl(row.externalUrl),
  external_url: row.externalUrl,
  duration: row.duration,
  views_count: row.viewsCount,
  difficulty_level: row.difficultyLevel,
  type: row.type,
  tags: row.tags,
  created_at: row.createdAt.toISOString(),
});

type CategoryInput = z.output<typeof TutorialCategoryInputSchema>;
type ContentInput = z.output<typeof TutorialContentInputSchema>;

const contentRow = (input: ContentInput) => ({
  categoryId: input.category_id,
  title: input.title,
  description: input.description || null,
  externalUrl: input.external_url,
  thumbnail: input.thumbnail || null,
  duration: input.duration,
  difficultyLevel: input.difficulty_level,
  type: input.type,
  tags: [...new Set(input.tags)],
});

export const createTutorialsService = (db: Db) => {
  const requireCategory = async (id: string) => {
    const found = await repo.findCategory(db, id);
    if (!found) throw notFound(TUTORIAL_MESSAGES.categoryNotFound);
    return found;
  };

  return {
    categories: async () =>
      (await repo.listCategories(db)).map((r) => toCategory(r.category, r.contentsCount)),

    createCategory: async (input: CategoryInput) =>
      toCategory(
        await repo.insertCategory(db, {
          name: input.name,
          description: input.description || null,
          color: input.color,
        }),
        0,
      ),

    updateCategory: async (id: string, input: CategoryInput) => {
      const updated = await repo.updateCategory(db, id, {
        name: input.name,
        description: input.description || null,
        color: input.color,
      });
      if (!updated) throw notFound(TUTORIAL_MESSAGES.categoryNotFound);
      const found = await requireCategory(id);
      return toCategory(found.category, found.contentsCount);
    },

    deleteCategory: async (id: string) => {
      await requireCategory(id);
      if ((await repo.countContentsOf(db, id)) > 0) throw conflict(TUTORIAL_MESSAGES.categoryInUse);
      await repo.deleteCategory(db, id);
    },

    contents: async (categoryId?: string) => {
      if (categoryId) await requireCategory(categoryId);
      return (await repo.listContents(db, categoryId)).map(toContent);
    },

    createContent: async (input: ContentInput) => {
      await requireCategory(input.category_id);
      return toContent(await repo.insertContent(db, contentRow(input)));
    },

    updateContent: async (id: string, input: ContentInput) => {
      await requireCategory(input.category_id);
      const row = await repo.updateContent(db, id, contentRow(input));
      if (!row) throw notFound(TUTORIAL_MESSAGES.contentNotFound);
      return toContent(row);
    },

    deleteContent: async (id: string) => {
      if (!(await repo.deleteContent(db, id))) throw notFound(TUTORIAL_MESSAGES.contentNotFound);
    },

    recordView: async (id: string) => {
      const row = await repo.incrementViews(db, id);
      if (!row) throw notFound(TUTORIAL_MESSAGES.contentNotFound);
      return { id: row.id, views_count: row.viewsCount };
    },
  };
};
