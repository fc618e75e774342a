import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { tutorialMatches } from '@sniperads/contract';
import { IconBook2, IconPlus, IconVideo } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { SearchInput } from '@/components/search-input';
import { useSessionUser } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { useTutorialCategories } from '../api/get-tutorial-categories';
import { useTutorialContents } from '../api/get-tutorial-contents';
import { useRecordTutorialView } from '../api/record-tutorial-view';
import type { TutorialsSearch } from '../model/tutorials-search';
import { TutorialCard } from './tutorial-card';

const PAGE_SIZE = 6;
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

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
  const setCategoryId = (category: string) => onParams({ category, page: 1 });
  const { page } = params;
  const setPage = (next: number) => onParams({ page: next });
  const contents = useTutorialContents(categoryId, categoryId !== null);
  const view = useRecordTutorialView();

  const filtered = (contents.data ?? []).filter((item) => tutorialMatches(item, search));
  const lastPage = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const category = categories.data?.find((c) => c.id === categoryId);
  const user = useSessionUser();
  // No category holds a video (a fresh install has none): one clear state instead of empty tiles.
  const noVideos = categories.data?.every((c) => c.contents_count === 0) ?? false;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tutoriais"
        description="Aprenda a minerar, anunciar e escalar com vídeos passo a passo."
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
        <div>
          <Text fw={600} mb="xs">
            Escolha uma categoria
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {categories.isPending
              ? SKELETON_KEYS.slice(0, 4).map((key) => <Skeleton key={key} height={96} radius="md" />)
              : (categories.data ?? []).map((c) => (
                  <UnstyledButton
                    key={c.id}
                    onClick={() => setCategoryId(c.id)}
                    aria-pressed={c.id === categoryId}
                  >
                    <Card
                      withBorder
                      p="md"
                      h="100%"
                      style={{
                        borderColor: c.id === categoryId ? c.color : undefined,
                        borderWidth: c.id === categoryId ? 2 : undefined,
                      }}
                    >
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <ThemeIcon color={c.color} variant="light" size={36}>
                          <IconBook2 size={20} />
                        </ThemeIcon>
                        <div style={{ minWidth: 0 }}>
                          <Text fw={700}>{c.name}</Text>
                          <Text size="xs" c="dimmed">
                            {formatCount(c.contents_count, 'tutorial', 'tutoriais')}
                          </Text>
                        </div>
                      </Group>
                    </Card>
                  </UnstyledButton>
                ))}
          </SimpleGrid>
        </div>
      )}

      {category && !noVideos && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <div>
              <Title order={2} fz="xl">
                {category.name}
              </Title>
              {category.description && <Text c="dimmed">{category.description}</Text>}
            </div>
            <SearchInput
              placeholder="Buscar tutoriais..."
              label="Buscar tutoriais"
              value={search}
              onChange={setSearch}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>

          {contents.isError ? (
            <LoadErrorAlert
              title="Erro ao carregar conteúdos"
              error={contents.error}
              fallback="Falha ao carregar conteúdos"
            />
          ) : contents.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {SKELETON_KEYS.map((key) => (
                <Skeleton key={key} height={320} radius="md" />
              ))}
            </SimpleGrid>
          ) : shown.length === 0 ? (
            <Card withBorder p="xl">
              <Text ta="center" c="dimmed">
                {search.trim()
                  ? 'Nenhum tutorial encontrado para esta busca.'
                  : 'Esta categoria ainda não tem tutoriais.'}
              </Text>
            </Card>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {shown.map((item) => (
                <TutorialCard key={item.id} item={item} onOpen={() => view.mutate(item.id)} />
              ))}
            </SimpleGrid>
          )}

          <Pagination page={current} lastPage={lastPage} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
