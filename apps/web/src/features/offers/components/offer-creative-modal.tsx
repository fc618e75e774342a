import { Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OfferCreative } from '@sniperads/contract/offer-page';
import { IconExternalLink } from '@tabler/icons-react';
import { AdMedia } from '@/components/ad-media/ad-media';
import { toAdMedia } from '@/components/ad-media/ad-media-model';
import { ExternalButton } from '@/components/external-button';
import { FavoriteHeart } from '@/components/favorite-heart';
import { Field } from '@/components/field';
import { useAdFavoriteHearts } from '@/lib/ad-favorites';
import { formatDate, formatNumber } from '@/lib/format';

/** The details of a creative's best ad, with the heart that saves it to favorites. */
export function OfferCreativeModal({
  creative,
  onClose,
}: {
  creative: OfferCreative | null;
  onClose: () => void;
}) {
  const hearts = useAdFavoriteHearts();
  const title = creative?.title ?? creative?.page_name ?? '';
  return (
    <Modal
      opened={creative !== null}
      onClose={onClose}
      title="Detalhes do anúncio"
      size="lg"
      centered
      radius="lg"
    >
      {creative && (
        <Stack gap="md">
          <AdMedia key={creative.ad_id} media={toAdMedia(creative)} alt={title} height={280} playable />
          <Group gap="xs">
            <Badge color={creative.stopped_at ? 'gray' : 'green'}>
              {creative.stopped_at ? 'Inativo' : 'Ativo'}
            </Badge>
            <Badge variant="light">
              {formatNumber(creative.ads)} {creative.ads === 1 ? 'anúncio' : 'anúncios'} com este criativo
            </Badge>
          </Group>
          <div>
            <Text fw={700} size="lg">
              {title}
            </Text>
            {creative.body && (
              <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line' }}>
                {creative.body}
              </Text>
            )}
          </div>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <Field label="Anunciante">{creative.page_name}</Field>
            <Field label="Início da veiculação">{formatDate(creative.started_at)}</Field>
            <Field label="Fim da veiculação">
              {creative.stopped_at ? formatDate(creative.stopped_at) : 'Em veiculação'}
            </Field>
            <Field label="Anúncios ativos">{formatNumber(creative.active_ads)}</Field>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <ExternalButton
              href={creative.library_url}
              variant="light"
              rightSection={<IconExternalLink size={16} />}
            >
              Ver na Biblioteca de Anúncios
            </ExternalButton>
            <FavoriteHeart
              favorited={hearts.isFavorited(creative.ad_id)}
              pending={hearts.isPending(creative.ad_id)}
              onToggle={() => hearts.toggle(creative.ad_id)}
            />
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
