import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A fact in a details view: a small uppercase label over its value. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
