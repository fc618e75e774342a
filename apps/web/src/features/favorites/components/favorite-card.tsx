import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import {
  creativeAdvertiser,
  creativeDescription,
  creativeTitle,
  DESCRIPTION_MAX,
  type Favorite,
  type Folder,
  formatPrice,
  nicheLabel,
  TITLE_MAX,
  truncate,
} from '@sniperads/contract';
import { IconEye, IconSparkles, IconTrash } from '@tabler/icons-react';
import { CreativeMedia } from '@/components/creative/creative-media';
import { formatDate } from '@/lib/format';

interface Props {
  favorite: Favorite;
  isTester: boolean;
  folders: Folder[];
  onDetails: () => void;
  onRemove: () => void;
  onAddToStudio: () => void;
  onMove: (folderId: string | null) => void;
}

export function FavoriteCard({
  favorite,
  isTester,
  folders,
  onDetails,
  onRemove,
  onAddToStudio,
  onMove,
}: Props) {
  const title = creativeTitle(favorite);
  const price = formatPrice(favorite.price, favorite.price_installments);
  return (
    <Card p={0} withBorder data-testid="favorite-card">
      <div style={{ position: 'relative' }}>
        <CreativeMedia creative={favorite} alt={title} />
        <Group gap={4} style={{ position: 'absolute', top: 8, left: 8 }}>
          {favorite.niche && <Badge variant="filled">{nicheLabel(favorite.niche)}</Badge>}
          {favorite.studio && (
            <Badge color="grape" variant="filled">
              Studio
            </Badge>
          )}
        </Group>
      </div>
      <Stack gap={6} p="md">
        <Text fw={700} lineClamp={2} title={title}>
          {truncate(title, TITLE_MAX)}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {truncate(creativeDescription(favorite), DESCRIPTION_MAX)}
        </Text>
        {price && (
          <Text size="sm" fw={700} c="teal.8">
            {price}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" fw={600}>
            {creativeAdvertiser(favorite)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(favorite.created_at)}
          </Text>
        </Group>
        {folders.length > 0 && (
          <Select
            size="xs"
            aria-label={`Pasta de ${title}`}
            placeholder="Sem Pasta"
            data={folders.map((f) => ({ value: f.id, label: f.name }))}
            value={favorite.folder_id}
            onChange={(value) => onMove(value)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group gap="xs" mt={4} wrap="nowrap">
          <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={onDetails} flex={1}>
            Detalhes
          </Button>
          <Tooltip label="Remover dos favoritos">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={`Remover ${title}`}
              size="lg"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {isTester && (
          <Button
            size="xs"
            color="grape"
            leftSection={<IconSparkles size={14} />}
            onClick={onAddToStudio}
            disabled={favorite.studio}
            fullWidth
          >
            {favorite.studio ? 'No Studio' : 'Adicionar ao Studio'}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
