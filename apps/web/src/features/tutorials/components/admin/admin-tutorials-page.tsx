import { Stack } from '@mantine/core';
import type { TutorialCategory, TutorialContent } from '@sniperads/contract';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useTutorialCategories } from '../../api/get-tutorial-categories';
import { useTutorialContents } from '../../api/get-tutorial-contents';
import { CategoriesCard } from './categories-card';
import { CategoryFormModal } from './category-form-modal';
import { ContentFormModal } from './content-form-modal';
import { DeleteTutorialDialog, type TutorialDeletion } from './delete-tutorial-dialog';
import { VideosCard } from './videos-card';

/** The category filter of the video table lives in the URL (`category`). */
export function AdminTutorialsPage({
  category,
  onCategoryChange,
}: {
  category: string | null;
  onCategoryChange: (category: string | null) => void;
}) {
  const categories = useTutorialCategories();
  const contents = useTutorialContents(category);
  const [categoryTarget, setCategoryTarget] = useState<TutorialCategory | 'new' | null>(null);
  const [contentTarget, setContentTarget] = useState<TutorialContent | 'new' | null>(null);
  const [pending, setPending] = useState<TutorialDeletion | null>(null);
  const list = categories.data ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tutoriais"
        description="Organize as categorias e os vídeos que os usuários assistem em /tutorial."
      />
      <CategoriesCard
        categories={categories.data}
        failed={categories.isError}
        onNew={() => setCategoryTarget('new')}
        onEdit={setCategoryTarget}
        onDelete={(item) => setPending({ kind: 'category', item })}
      />
      <VideosCard
        contents={contents.data}
        failed={contents.isError}
        categories={list}
        filter={category}
        onFilter={onCategoryChange}
        onNew={() => setContentTarget('new')}
        onEdit={setContentTarget}
        onDelete={(item) => setPending({ kind: 'content', item })}
      />

      <CategoryFormModal target={categoryTarget} onClose={() => setCategoryTarget(null)} />
      <ContentFormModal
        target={contentTarget}
        categories={list}
        defaultCategoryId={category}
        onClose={() => setContentTarget(null)}
      />
      <DeleteTutorialDialog pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
