import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color?: string;
  hint?: string;
  loading?: boolean;
}

export function StatCard({ label, value, icon, color = 'sniper', hint, loading }: StatCardProps) {
  return (
    <Card p="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          {loading || value === undefined ? (
            <Skeleton h={32} w={80} mt={6} />
          ) : (
            <Text fz={30} fw={800} lh={1.2}>
              {formatNumber(value)}
            </Text>
          )}
          {hint && (
            <Text size="xs" c="dimmed" mt={4}>
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
