import { Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import {
  creativeAdvertiser,
  creativeTitle,
  type Favorite,
  formatPrice,
  TITLE_MAX,
  truncate,
} from '@sniperads/contract';
import { IconDots, IconEye, IconFolderMinus, IconTrash } from '@tabler/icons-react';
import { CreativeMedia } from '@/components/creative/creative-media';
import { formatDate } from '@/lib/format';

interface Props {
  item: Favorite;
  layout: 'grid' | 'list';
  onDetails: () => void;
  onRemoveFromFolder: () => void;
  onRemoveFromFavorites: () => void;
}

/** Folder view of a favorite: título, preço, imagem, data favoritado. */
export function FolderItem({ item, layout, onDetails, onRemoveFromFolder, onRemoveFromFavorites }: Props) {
  const title = creativeTitle(item);
  const price = formatPrice(item.price, item.price_installments);
  const body = (
    <Stack gap={4} p="sm" style={{ flex: 1, minWidth: 0 }}>
      <Text fw={700} lineClamp={2}>
        {truncate(title, TITLE_MAX)}
      </Text>
      <Text size="xs" c="dimmed">
        {creativeAdvertiser(item)} · favoritado em {formatDate(item.created_at)}
      </Text>
      {price && (
        <Text fw={700} c="teal.8" data-testid="folder-item-price">
          {price}
        </Text>
      )}
      <Group gap="xs" mt={4}>
        <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={onDetails}>
          Detalhes
        </Button>
        <Menu withinPortal position="bottom-end">
          <Menu.Target>
            <Button size="xs" variant="subtle" color="gray" aria-label={`Remover ${title}`} px={6}>
              <IconDots size={16} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconFolderMinus size={16} />} onClick={onRemoveFromFolder}>
              Remover da pasta
            </Menu.Item>
            <Menu.Item leftSection={<IconTrash size={16} />} color="red.7" onClick={onRemoveFromFavorites}>
              Remover dos favoritos
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Stack>
  );
  return (
    <Card withBorder p={0} data-testid="folder-item">
      {layout === 'grid' ? (
        <>
          <CreativeMedia creative={item} alt={title} height={160} />
          {body}
        </>
      ) : (
        <Group wrap="nowrap" gap={0} align="stretch">
          <div style={{ width: 140, flexShrink: 0 }}>
            <CreativeMedia creative={item} alt={title} height={130} />
          </div>
          {body}
        </Group>
      )}
    </Card>
  );
}
