import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A way forward (e.g. a link to where items come from). */
  action?: ReactNode;
}

/** What a list shows when it has nothing: centred, in a bordered card. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Card withBorder p="xl">
      <Stack align="center" gap="xs">
        {icon}
        <Text fw={700} ta="center">
          {title}
        </Text>
        {description && (
          <Text size="sm" c="dimmed" ta="center">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Card>
  );
}
