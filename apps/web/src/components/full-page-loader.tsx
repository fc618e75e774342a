import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label, fullHeight = true }: { label: string; fullHeight?: boolean }) {
  return (
    <Center mih={fullHeight ? '100dvh' : 320} p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
