import { Card, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Keyword } from '@sniperads/contract';
import { IconKeyOff } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-error';
import { KeywordCard } from './keyword-card';

/** Placeholders while the first page loads (6 skeleton cards). */
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

/** One page of keywords as cards, or why there is none: a failure, the wait, or nothing to show. */
export function KeywordGrid({
  items,
  loading,
  error,
  filtersActive,
  copiedId,
  onCopy,
  onDetails,
}: {
  items: Keyword[];
  loading: boolean;
  /** The failure to show, if the list failed. */
  error: unknown;
  filtersActive: boolean;
  copiedId: string | null;
  onCopy: (keyword: Keyword) => void;
  onDetails: (keyword: Keyword) => void;
}) {
  if (error)
    return (
      <Card withBorder bg="red.0" style={{ borderColor: 'var(--mantine-color-red-4)' }} role="alert">
        <Text c="red.8" fw={600}>
          Erro ao carregar palavras-chave
        </Text>
        <Text c="red.8" size="sm">
          {errorMessage(error, 'Tente novamente em instantes.')}
        </Text>
      </Card>
    );
  if (loading)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} height={220} radius="md" data-testid="keyword-skeleton" />
        ))}
      </SimpleGrid>
    );
  if (items.length === 0)
    return (
      <EmptyState
        icon={
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconKeyOff size={30} />
          </ThemeIcon>
        }
        title="Nenhuma palavra-chave encontrada"
        description={
          filtersActive
            ? 'Tente ajustar os filtros de busca.'
            : 'O banco de palavras-chave ainda está vazio. Assim que um administrador cadastrar palavras-chave, elas aparecem aqui.'
        }
      />
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {items.map((keyword) => (
        <KeywordCard
          key={keyword.id}
          keyword={keyword}
          copied={copiedId === keyword.id}
          onCopy={() => onCopy(keyword)}
          onDetails={() => onDetails(keyword)}
        />
      ))}
    </SimpleGrid>
  );
}
