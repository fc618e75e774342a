import {
  Card,
  Center,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Keyword, KeywordDifficulty, ListKeywordsQuery } from '@sniperads/contract';
import { IconKeyOff } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useKeywordNiches } from '../api/get-keyword-niches';
import { useKeywordStats } from '../api/get-keyword-stats';
import { useKeywords } from '../api/get-keywords';
import { KeywordCard } from './keyword-card';
import { CopyKeywordButton, KeywordDetailsModal } from './keyword-details-modal';
import { ALL, KeywordFilters, type KeywordFilterValues } from './keyword-filters';
import { countLabel } from './keyword-format';
import { KeywordStatsCards } from './keyword-stats-cards';
import { useCopyKeyword } from './use-copy-keyword';

/** Placeholders while the first page loads (spec: 6 skeleton cards). */
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

const INITIAL: KeywordFilterValues = { text: '', niche: ALL, difficulty: ALL, pageSize: 50 };

export function KeywordsPage() {
  const [filters, setFilters] = useState(INITIAL);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<Keyword | null>(null);
  const [text] = useDebouncedValue(filters.text.trim(), 300);
  const query: ListKeywordsQuery = {
    page,
    limit: filters.pageSize,
    ...(text ? { q: text } : {}),
    ...(filters.niche !== ALL ? { niche: filters.niche } : {}),
    ...(filters.difficulty !== ALL ? { difficulty: filters.difficulty as KeywordDifficulty } : {}),
  };
  const list = useKeywords(query);
  const stats = useKeywordStats();
  const niches = useKeywordNiches();
  const { copy, copiedId } = useCopyKeyword();
  const filtersActive = Boolean(text) || filters.niche !== ALL || filters.difficulty !== ALL;
  const meta = list.data?.meta;
  const items = list.data?.data ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Palavras-Chave
        </Title>
        <Text c="dimmed">Explore e copie palavras-chave para suas campanhas</Text>
      </div>

      <KeywordStatsCards stats={stats.data} loading={stats.isPending} />

      <Card withBorder p="lg">
        <KeywordFilters
          values={filters}
          niches={niches.data ?? []}
          refreshing={list.isFetching && !list.isPending}
          onChange={(next) => {
            setFilters((prev) => ({ ...prev, ...next }));
            setPage(1);
          }}
          onRefresh={() => {
            void list.refetch();
            void stats.refetch();
            void niches.refetch();
          }}
        />
      </Card>

      <Group justify="space-between">
        <Title order={2} fz="lg">
          {meta && meta.total > 0 ? countLabel(meta.total) : 'Nenhuma palavra-chave disponível'}
        </Title>
        {meta && meta.total > 0 && (
          <Text c="dimmed" size="sm">
            Página {meta.current_page} de {meta.last_page}
          </Text>
        )}
      </Group>

      {list.isError ? (
        <Card withBorder bg="red.0" style={{ borderColor: 'var(--mantine-color-red-4)' }} role="alert">
          <Text c="red.8" fw={600}>
            Erro ao carregar palavras-chave
          </Text>
          <Text c="red.8" size="sm">
            {errorMessage(list.error, 'Tente novamente em instantes.')}
          </Text>
        </Card>
      ) : list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} height={220} radius="md" data-testid="keyword-skeleton" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Card withBorder p="xl">
          <Center>
            <Stack align="center" gap="xs">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconKeyOff size={30} />
              </ThemeIcon>
              <Text fw={700}>Nenhuma palavra-chave encontrada</Text>
              <Text c="dimmed" ta="center">
                {filtersActive
                  ? 'Tente ajustar os filtros de busca.'
                  : 'Aguarde a API ser implementada para carregar as palavras-chave.'}
              </Text>
            </Stack>
          </Center>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((keyword) => (
            <KeywordCard
              key={keyword.id}
              keyword={keyword}
              copied={copiedId === keyword.id}
              onCopy={() => void copy(keyword)}
              onDetails={() => setDetails(keyword)}
            />
          ))}
        </SimpleGrid>
      )}

      {meta && meta.last_page > 1 && !list.isError && (
        <Center>
          <Pagination
            total={meta.last_page}
            value={meta.current_page}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Página anterior'
                  : control === 'next'
                    ? 'Próxima página'
                    : undefined,
            })}
          />
        </Center>
      )}

      <KeywordDetailsModal
        keyword={details}
        onClose={() => setDetails(null)}
        action={
          details && <CopyKeywordButton copied={copiedId === details.id} onCopy={() => void copy(details)} />
        }
      />
    </Stack>
  );
}
