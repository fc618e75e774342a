import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { formatAudienceRange } from '@/lib/format';
import { useFavoriteInterests, useRemoveFavoriteInterest } from '../api/favorite-interests';
import { namesForAdsManager } from './interests-csv';

/** The user's favorite interests as chips, with one button to copy them all for Ads Manager. */
export function FavoriteInterests({ canAdd = true }: { canAdd?: boolean }) {
  const favorites = useFavoriteInterests();
  const remove = useRemoveFavoriteInterest({
    title: 'Erro ao atualizar favoritos',
    fallback: 'Tente novamente.',
  });
  const items = favorites.data ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Interesses favoritos{items.length > 0 ? ` (${items.length})` : ''}
          </Title>
          {items.length > 0 && (
            <CopyButton value={namesForAdsManager(items)} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? 'Copiados!' : 'Copiar todos'}
                </Button>
              )}
            </CopyButton>
          )}
        </Group>
        {favorites.isPending && <Skeleton height={32} />}
        {favorites.isError && (
          <Text size="sm" c="red">
            Erro ao carregar interesses favoritos
          </Text>
        )}
        {favorites.data && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {/* Free has no search results to star: no pointer to them. */}
            {canAdd ? 'Marque a estrela de um resultado para guardá-lo aqui.' : 'Nenhum interesse favorito.'}
          </Text>
        )}
        <Group gap="xs">
          {items.map((f) => (
            <Badge
              key={f.id}
              size="lg"
              variant="light"
              color="yellow"
              tt="none"
              rightSection={
                <Tooltip label="Remover dos favoritos">
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    color="yellow"
                    onClick={() => remove.mutate(f.id)}
                    aria-label={`Remover ${f.name} dos favoritos`}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                </Tooltip>
              }
            >
              {f.name} · {formatAudienceRange(f.audience_size_lower, f.audience_size_upper)}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
