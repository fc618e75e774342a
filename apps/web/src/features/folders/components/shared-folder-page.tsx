import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  creativeAdvertiser,
  creativeDescription,
  creativeTitle,
  DESCRIPTION_MAX,
  formatPrice,
  TITLE_MAX,
  truncate,
} from '@sniperads/contract';
import { Link } from '@tanstack/react-router';
import { CreativeMedia } from '@/components/creative/creative-media';
import { EmptyState } from '@/components/empty-state';
import { Logo } from '@/components/logo';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { useSharedFolder } from '../api/get-shared-folder';

/** Read-only view of a public folder: no login, no actions. */
export function SharedFolderPage({ token }: { token: string }) {
  const folder = useSharedFolder(token);
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="xl">
        <Logo />
        <Button component={Link} to="/login" variant="light">
          Entrar no SniperAds
        </Button>
      </Group>
      {folder.isPending ? (
        <Skeleton height={300} />
      ) : folder.isError ? (
        <EmptyState
          title={errorMessage(folder.error, 'Pasta não encontrada')}
          description="O link pode ter sido desativado pelo dono da pasta."
        />
      ) : (
        <Stack gap="lg">
          <div>
            <Badge color="teal" variant="light" mb="xs">
              Pasta compartilhada por {folder.data.owner_name}
            </Badge>
            <PageHeader
              title={folder.data.name}
              accent={folder.data.color}
              description={
                <>
                  {folder.data.description && <Text c="dimmed">{folder.data.description}</Text>}
                  <Text size="sm" c="dimmed">
                    {formatCount(folder.data.items.length, 'anúncio', 'anúncios')}
                  </Text>
                </>
              }
            />
          </div>
          {folder.data.items.length === 0 ? (
            <Text c="dimmed">Pasta vazia</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {folder.data.items.map((item) => {
                const source = { ...item, publisher_platforms: [], creative_media_url: null };
                return (
                  <Card key={item.id} withBorder p={0}>
                    <CreativeMedia creative={source} alt={creativeTitle(source)} />
                    <Stack gap={4} p="md">
                      <Text fw={700}>{truncate(creativeTitle(source), TITLE_MAX)}</Text>
                      <Text size="sm" c="dimmed">
                        {truncate(creativeDescription(source), DESCRIPTION_MAX)}
                      </Text>
                      <Group justify="space-between">
                        <Text size="xs" fw={600}>
                          {creativeAdvertiser(source)}
                        </Text>
                        {item.price !== null && (
                          <Text size="sm">{formatPrice(item.price, item.price_installments)}</Text>
                        )}
                      </Group>
                      <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
                        Ver anúncio original
                      </Anchor>
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Container>
  );
}
