import { Button, Card, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { NumberedSteps, type Step } from '@/components/numbered-steps';

const STEPS: Step[] = [
  {
    title: 'Instale a extensão',
    text: 'Na aba Extensão desta página, baixe o arquivo .zip e siga o guia "carregar sem compactação".',
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
      <NumberedSteps steps={STEPS} gap="lg" />
      <Button mt="xl" leftSection={<IconKey size={16} />} onClick={onCreateToken}>
        Ir para Tokens de API
      </Button>
    </Card>
  );
}
