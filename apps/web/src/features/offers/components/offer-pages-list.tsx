import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { OfferPageEntry } from '@sniperads/contract/offer-page';
import { IconExternalLink } from '@tabler/icons-react';
import { AnchorLink } from '@/components/router-links';
import { formatCount } from '@/lib/format';

/** The pages pushing the offer, most ads first: each opens its advertiser page, or its ads on the Ad Library. */
export function OfferPagesList({ pages }: { pages: OfferPageEntry[] }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {pages.map((p) => (
        <Group key={p.page_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <AnchorLink to="/anunciantes/$pageId" params={{ pageId: p.page_id }} size="sm" truncate>
            {p.page_name}
          </AnchorLink>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatCount(p.ads, 'anúncio', 'anúncios')}
            </Text>
            <ActionIcon
              component="a"
              href={p.library_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              size="sm"
              aria-label={`Ver ${p.page_name} na Biblioteca de Anúncios`}
            >
              <IconExternalLink size={14} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
