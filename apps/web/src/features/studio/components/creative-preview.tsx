import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { creativeAdvertiser, creativePlatforms, creativeTitle, type StudioItem } from '@sniperads/contract';
import { IconExternalLink, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { CreativeMedia } from '@/components/creative/creative-media';
import { ExternalButton } from '@/components/external-button';
import { formatDate } from '@/lib/format';

const MAX_TAGS = 3;

/** The selected creative, large. */
export function CreativePreview({
  item,
  onDetails,
  onDelete,
}: {
  item: StudioItem;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const platforms = creativePlatforms(item);
  const title = creativeTitle(item);
  return (
    <Card withBorder p={0} data-testid="studio-preview">
      <div style={{ position: 'relative' }}>
        {/* The whole creative, never cropped: square, portrait and landscape ads alike (letterboxed). */}
        <CreativeMedia creative={item} alt={title} height="min(60vh, 520px)" fit="contain" controls />
        <Badge color="teal" variant="filled" style={{ position: 'absolute', top: 10, left: 10 }}>
          Ativo
        </Badge>
        <Group gap={6} style={{ position: 'absolute', top: 8, right: 8 }}>
          <Tooltip label="Detalhes">
            <ActionIcon variant="white" onClick={onDetails} aria-label="Ver detalhes">
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remover do Studio">
            <ActionIcon variant="white" color="red" onClick={onDelete} aria-label="Remover do Studio">
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
      <Stack gap={6} p="md">
        <Text fw={700} fz="lg">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {creativeAdvertiser(item)}
          {item.ad_delivery_start_time
            ? ` · no ar desde ${formatDate(item.ad_delivery_start_time)}`
            : ` · salvo em ${formatDate(item.created_at)}`}
        </Text>
        <Group gap={6}>
          {platforms.slice(0, MAX_TAGS).map((p) => (
            <Badge key={p} variant="light">
              {p}
            </Badge>
          ))}
          {platforms.length > MAX_TAGS && <Badge variant="outline">+{platforms.length - MAX_TAGS}</Badge>}
        </Group>
        <ExternalButton
          href={item.ad_snapshot_url ?? item.url}
          variant="default"
          leftSection={<IconExternalLink size={16} />}
          w="fit-content"
        >
          Ver original
        </ExternalButton>
      </Stack>
    </Card>
  );
}
