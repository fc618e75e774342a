import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

const STEPS = [
  {
    title: 'Abra o menu da Extensão do Chrome',
    text: 'Instale a extensão e clique no ícone do SniperAds na barra do navegador.',
  },
  {
    title: 'Crie um novo token e dê um nome a ele',
    text: 'Na aba Tokens de API desta página, gere um token com um nome fácil de reconhecer e copie o valor exibido.',
  },
  {
    title: 'Cole o token nas configurações da extensão',
    text: 'Abra as configurações da extensão, cole o token e salve. Os anúncios passam a chegar na sua conta.',
  },
];

export function TutorialTab({ onCreateToken }: { onCreateToken: () => void }) {
  return (
    <Card p="xl">
      <Title order={2} fz="xl" mb="lg">
        Como conectar a extensão
      </Title>
      <Stack gap="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {STEPS.map((step, index) => (
          <Group key={step.title} component="li" gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={32} radius="xl" style={{ flexShrink: 0 }}>
              <Text fw={700} size="sm" c="white">
                {index + 1}
              </Text>
            </ThemeIcon>
            <div>
              <Text fw={600}>{step.title}</Text>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Button mt="xl" leftSection={<IconKey size={16} />} onClick={onCreateToken}>
        Ir para Tokens de API
      </Button>
    </Card>
  );
}
