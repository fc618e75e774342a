import {
  Alert,
  Card,
  Center,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { tutorialMatches } from '@sniperads/contract';
import { IconAlertCircle, IconBook2, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useTutorialCategories } from '../api/get-tutorial-categories';
import { useTutorialContents } from '../api/get-tutorial-contents';
import { useRecordTutorialView } from '../api/record-tutorial-view';
import { TutorialCard } from './tutorial-card';

const PAGE_SIZE = 6;
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

export function TutorialPage() {
  const categories = useTutorialCategories();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const contents = useTutorialContents(categoryId, categoryId !== null);
  const view = useRecordTutorialView();

  const filtered = (contents.data ?? []).filter((item) => tutorialMatches(item, search));
  const lastPage = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const category = categories.data?.find((c) => c.id === categoryId);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Tutoriais
        </Title>
        <Text c="dimmed">Aprenda a minerar, anunciar e escalar com vídeos passo a passo.</Text>
      </div>

      {categories.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar categorias">
          {errorMessage(categories.error, 'Falha ao carregar categorias')}
        </Alert>
      )}

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
                  onClick={() => {
                    setCategoryId(c.id);
                    setPage(1);
                  }}
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
                          {c.contents_count === 1 ? '1 tutorial' : `${c.contents_count} tutoriais`}
                        </Text>
                      </div>
                    </Group>
                  </Card>
                </UnstyledButton>
              ))}
        </SimpleGrid>
        {categories.data?.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            Nenhuma categoria de tutorial disponível ainda.
          </Text>
        )}
      </div>

      {category && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <div>
              <Title order={2} fz="xl">
                {category.name}
              </Title>
              {category.description && <Text c="dimmed">{category.description}</Text>}
            </div>
            <TextInput
              placeholder="Buscar tutoriais..."
              aria-label="Buscar tutoriais"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>

          {contents.isError ? (
            <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar conteúdos">
              {errorMessage(contents.error, 'Falha ao carregar conteúdos')}
            </Alert>
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

          {lastPage > 1 && (
            <Center>
              <Pagination total={lastPage} value={current} onChange={setPage} siblings={1} boundaries={1} />
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
