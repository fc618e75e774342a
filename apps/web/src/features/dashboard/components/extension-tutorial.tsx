import { Button, Card, Collapse, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandChrome, IconChevronDown, IconChevronUp, IconKey } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { NumberedSteps, type Step } from '@/components/numbered-steps';
import { matchesNow } from '@/lib/media-query';

const STEPS: Step[] = [
  {
    title: 'Abra o menu da Extensão do Chrome',
    text: 'No menu lateral do SniperAds, acesse a área da Extensão do Chrome.',
  },
  {
    title: 'Crie um novo token e dê um nome a ele',
    text: 'Gere um token de API e escolha um nome fácil de reconhecer, como "Meu notebook".',
  },
  {
    title: 'Cole o token nas configurações da extensão',
    text: 'Abra a extensão no navegador, vá em Configurações e cole o token. Pronto: os anúncios passam a chegar aqui.',
  },
];

/**
 * Collapsible 3-step guide to connect the Chrome extension. Closed at first on a phone, where the
 * open steps fill the first screen (and the extension is a desktop Chrome's anyway).
 */
export function ExtensionTutorial() {
  const [opened, { toggle }] = useDisclosure(!matchesNow('(max-width: 47.99em)'));
  const navigate = useNavigate();
  return (
    <Card p="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" visibleFrom="xs">
            <IconBrandChrome size={22} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              Conecte a extensão do Chrome
            </Title>
            <Text size="sm" c="dimmed">
              Três passos para enviar anúncios da Biblioteca de Anúncios para o SniperAds.
            </Text>
          </div>
        </Group>
        <Button
          variant="subtle"
          color="gray"
          onClick={toggle}
          aria-expanded={opened}
          aria-label={opened ? 'Ocultar tutorial' : 'Mostrar tutorial'}
          px="xs"
          style={{ flexShrink: 0 }}
          rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        >
          <Text span inherit visibleFrom="sm">
            {opened ? 'Ocultar' : 'Mostrar'}
          </Text>
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <NumberedSteps steps={STEPS} gap="md" mt="lg" />
        <Button
          onClick={() => void navigate({ to: '/extensao', search: { tab: 'tokens' } })}
          mt="lg"
          leftSection={<IconKey size={16} />}
        >
          Ir para a Extensão
        </Button>
      </Collapse>
    </Card>
  );
}
