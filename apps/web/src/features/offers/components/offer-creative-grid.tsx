import { Badge, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { OfferCreative } from '@sniperads/contract/offer-page';
import { AdMedia } from '@/components/ad-media/ad-media';
import { toAdMedia } from '@/components/ad-media/ad-media-model';
import { formatCount } from '@/lib/format';

/** The offer's creatives, most ads first; each opens its best ad's details. */
export function OfferCreativeGrid({
  creatives,
  onOpen,
}: {
  creatives: OfferCreative[];
  onOpen: (creative: OfferCreative) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
      {creatives.map((c) => {
        const title = c.title ?? c.page_name;
        return (
          <Card key={c.key} withBorder radius="md" padding={0}>
            <UnstyledButton onClick={() => onOpen(c)} aria-label={`Ver detalhes: ${title}`}>
              <Card.Section pos="relative" m={0}>
                <AdMedia media={toAdMedia(c)} alt={title} height={140} />
                {c.active_ads > 0 && (
                  <Badge pos="absolute" top={6} left={6} color="green" variant="filled" size="sm">
                    {formatCount(c.active_ads, 'ativo', 'ativos')}
                  </Badge>
                )}
              </Card.Section>
              <Group p="xs" gap={4} justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {title}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatCount(c.ads, 'anúncio', 'anúncios')}
                </Text>
              </Group>
            </UnstyledButton>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
