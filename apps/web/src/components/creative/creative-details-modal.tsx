import { Anchor, Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  creativeAdvertiser,
  creativeDescription,
  creativePlatforms,
  creativeTitle,
  type Favorite,
  formatPrice,
  nicheLabel,
} from '@sniperads/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { Field } from '@/components/field';
import { formatDate, formatDateTime } from '@/lib/format';
import { archivedMediaLabel, deliveryEndLabel } from './creative-details';
import { CreativeMedia } from './creative-media';

/** Everything saved about one creative (favorites, studio and folder screens share it). */
export function CreativeDetailsModal({
  creative,
  onClose,
}: {
  creative: Favorite | null;
  onClose: () => void;
}) {
  const price = creative ? formatPrice(creative.price, creative.price_installments) : null;
  return (
    <Modal opened={creative !== null} onClose={onClose} title="Detalhes do anúncio" size="lg">
      {creative && (
        <Stack gap="md">
          <CreativeMedia creative={creative} alt={creativeTitle(creative)} height={280} controls />
          <div>
            <Text fw={700} fz="lg">
              {creativeTitle(creative)}
            </Text>
            <Text size="sm" c="dimmed">
              {creativeAdvertiser(creative)}
            </Text>
          </div>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {creative.ad_creative_bodies.join('\n\n') || creativeDescription(creative)}
          </Text>
          <Group gap={6}>
            {creativePlatforms(creative).map((p) => (
              <Badge key={p} variant="light">
                {p}
              </Badge>
            ))}
            {creative.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray">
                #{tag}
              </Badge>
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Nicho">{nicheLabel(creative.niche)}</Field>
            {creative.cta && <Field label="CTA">{creative.cta}</Field>}
            {price && <Field label="Preço">{price}</Field>}
            <Field label="Favoritado em">{formatDateTime(creative.created_at)}</Field>
            <Field label="Início da veiculação">{formatDate(creative.ad_delivery_start_time)}</Field>
            <Field label="Fim da veiculação">{deliveryEndLabel(creative)}</Field>
            <Field label="Mídia arquivada">{archivedMediaLabel(creative)}</Field>
          </SimpleGrid>
          {creative.notes && <Field label="Notas">{creative.notes}</Field>}
          <Group gap="md">
            <Anchor href={creative.url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4}>
                Ver original <IconExternalLink size={14} />
              </Group>
            </Anchor>
            {creative.ad_snapshot_url && (
              <Anchor href={creative.ad_snapshot_url} target="_blank" rel="noopener noreferrer" size="sm">
                Ver na Biblioteca de Anúncios
              </Anchor>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
