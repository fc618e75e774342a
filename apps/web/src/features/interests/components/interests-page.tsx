import { Paper, Stack, Text, Title } from '@mantine/core';
import { FavoriteInterests } from './favorite-interests';
import { InterestSearch } from './interest-search';
import { TrackedInterests } from './tracked-interests';

export function InterestsPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Interesses Oculto
        </Title>
        <Text c="dimmed">
          Encontre interesses com menos concorrência, que reduzem o CPM, e acompanhe os que funcionam.
        </Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <InterestSearch />
      </Paper>
      <FavoriteInterests />
      <TrackedInterests />
    </Stack>
  );
}
