import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { EXTENSION_STORE_URL, EXTENSION_VERSION } from '@sniperads/contract';
import { IconBrandChrome, IconCheck, IconDownload, IconKey } from '@tabler/icons-react';
import { ExternalButton } from '@/components/external-button';

const FEATURES = [
  'Capture anúncios da Biblioteca de Anúncios da Meta com um clique',
  'Salve criativos nos seus favoritos sem sair da página',
  'Mídias arquivadas: o criativo continua disponível mesmo depois que o anúncio sai do ar',
];

export function ExtensionTab({ onCreateToken }: { onCreateToken: () => void }) {
  return (
    <Card p="xl">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <ThemeIcon size={56} radius="md" variant="light" visibleFrom="xs">
          <IconBrandChrome size={32} />
        </ThemeIcon>
        <Stack gap="md" style={{ minWidth: 0 }}>
          <div>
            <Group gap="xs">
              <Title order={2} fz="xl">
                SniperAds para Chrome
              </Title>
              <Badge variant="light">Versão {EXTENSION_VERSION}</Badge>
              <Badge color="teal" variant="light">
                +10k downloads
              </Badge>
            </Group>
            <Text c="dimmed" mt={4}>
              A extensão envia os anúncios que você encontra para a sua conta usando um token de API.
            </Text>
          </div>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {FEATURES.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
          <Group>
            <ExternalButton href={EXTENSION_STORE_URL} leftSection={<IconDownload size={16} />}>
              Instalar extensão
            </ExternalButton>
            <Button variant="default" leftSection={<IconKey size={16} />} onClick={onCreateToken}>
              Gerar token de API
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
