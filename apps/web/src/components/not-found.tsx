import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LogoMark } from './logo';

export function NotFound() {
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={440} ta="center">
        <LogoMark size={56} />
        <Text fz={72} fw={900} lh={1} c="sniper.6">
          404
        </Text>
        {/* The spec's words are English: screen readers should read them as such. */}
        <Title order={1} fz="h2" lang="en">
          Oops! Page not found
        </Title>
        <Text c="dimmed">A página que você procura não existe ou foi movida.</Text>
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />}>
          Voltar para o início
        </Button>
      </Stack>
    </Center>
  );
}
