import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { OfferPageEntry } from '@sniperads/contract/offer-page';
import { formatCount } from '@/lib/format';

/** The pages pushing the offer, most ads first, each opening its ads on the Ad Library. */
export function OfferPagesList({ pages }: { pages: OfferPageEntry[] }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {pages.map((p) => (
        <Group key={p.page_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor href={p.library_url} target="_blank" rel="noopener noreferrer" size="sm" truncate>
            {p.page_name}
          </Anchor>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatCount(p.ads, 'anúncio', 'anúncios')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
