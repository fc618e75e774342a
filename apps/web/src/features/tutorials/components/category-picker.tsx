import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { TutorialCategory } from '@sniperads/contract';
import { IconBook2 } from '@tabler/icons-react';
import { formatCount } from '@/lib/format';

const SKELETON_KEYS = ['s1', 's2', 's3', 's4'];

/** The categories as tiles, the open one outlined in its colour. */
export function CategoryPicker({
  categories,
  selectedId,
  onSelect,
}: {
  /** undefined while loading. */
  categories: TutorialCategory[] | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <div>
      <Text fw={600} mb="xs">
        Escolha uma categoria
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {categories === undefined
          ? SKELETON_KEYS.map((key) => <Skeleton key={key} height={96} radius="md" />)
          : categories.map((c) => (
              <UnstyledButton key={c.id} onClick={() => onSelect(c.id)} aria-pressed={c.id === selectedId}>
                <Card
                  withBorder
                  p="md"
                  h="100%"
                  style={{
                    borderColor: c.id === selectedId ? c.color : undefined,
                    borderWidth: c.id === selectedId ? 2 : undefined,
                  }}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon color={c.color} variant="light" size={36}>
                      <IconBook2 size={20} />
                    </ThemeIcon>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={700}>{c.name}</Text>
                      <Text size="xs" c="dimmed">
                        {formatCount(c.contents_count, 'tutorial', 'tutoriais')}
                      </Text>
                    </div>
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
      </SimpleGrid>
    </div>
  );
}
