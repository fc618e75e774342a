import { Button, Stack } from '@mantine/core';
import { IconPlus, IconVideo } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { useSessionUser } from '@/lib/auth';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { useTutorialCategories } from '../api/get-tutorial-categories';
import type { TutorialsSearch } from '../model/tutorials-search';
import { CategoryPicker } from './category-picker';
import { CategoryTutorials } from './category-tutorials';

/** The open category, the search inside it and the page live in the URL. */
export function TutorialPage({
  params,
  onParams,
}: {
  params: TutorialsSearch;
  onParams: SearchChange<TutorialsSearch>;
}) {
  const categories = useTutorialCategories();
  // The list filters as the user types; the URL follows once they pause, back on page 1.
  const [search, setSearch] = useSearchText(params.q, (q) => onParams({ q, page: 1 }, { replace: true }));
  const categoryId = params.category ?? null;
  const category = categories.data?.find((c) => c.id === categoryId);
  const user = useSessionUser();
  // No category holds a video (a fresh install has none): one clear state instead of empty tiles.
  const noVideos = categories.data?.every((c) => c.contents_count === 0) ?? false;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tutoriais"
        description="Aprenda a usar o SniperAds passo a passo: extensão, mineração, favoritos, pastas e Studio."
      />

      {categories.isError && (
        <LoadErrorAlert
          title="Erro ao carregar categorias"
          error={categories.error}
          fallback="Falha ao carregar categorias"
        />
      )}

      {noVideos ? (
        <EmptyState
          icon={<IconVideo size={32} aria-hidden />}
          title="Nenhum vídeo publicado"
          description="Os tutoriais aparecem aqui assim que a equipe do SniperAds publicar o primeiro vídeo."
          action={
            user.is_admin && (
              <Button component={Link} to="/admin/tutoriais" leftSection={<IconPlus size={16} />}>
                Adicionar vídeo
              </Button>
            )
          }
        />
      ) : (
        <CategoryPicker
          categories={categories.isPending ? undefined : (categories.data ?? [])}
          selectedId={categoryId}
          onSelect={(id) => onParams({ category: id, page: 1 })}
        />
      )}

      {category && !noVideos && (
        <CategoryTutorials
          category={category}
          search={search}
          onSearch={setSearch}
          page={params.page}
          onPage={(page) => onParams({ page })}
        />
      )}
    </Stack>
  );
}
