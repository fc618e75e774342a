import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isTutorialGuide, type TutorialCategory, tutorialMatches } from '@sniperads/contract';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Pagination } from '@/components/pagination/pagination';
import { SearchInput } from '@/components/search-input';
import { useTutorialContents } from '../api/get-tutorial-contents';
import { useRecordTutorialView } from '../api/record-tutorial-view';
import { GuideCard } from './guide-card';
import { TutorialCard } from './tutorial-card';

const PAGE_SIZE = 6;
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

/** One category's tutorials: searched as the user types, six to a page; opening one counts a view. */
export function CategoryTutorials({
  category,
  search,
  onSearch,
  page,
  onPage,
}: {
  category: TutorialCategory;
  search: string;
  onSearch: (q: string) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const contents = useTutorialContents(category.id);
  const view = useRecordTutorialView();
  const filtered = (contents.data ?? []).filter((item) => tutorialMatches(item, search));
  const lastPage = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
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
          onChange={onSearch}
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
          {shown.map((item) =>
            isTutorialGuide(item) ? (
              <GuideCard key={item.id} item={item} onOpen={() => view.mutate(item.id)} />
            ) : (
              <TutorialCard key={item.id} item={item} onOpen={() => view.mutate(item.id)} />
            ),
          )}
        </SimpleGrid>
      )}

      <Pagination page={current} lastPage={lastPage} onChange={onPage} />
    </Stack>
  );
}
