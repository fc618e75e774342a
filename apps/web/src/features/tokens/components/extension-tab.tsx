import { Alert, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { EXTENSION_MESSAGES } from '@sniperads/contract/extension';
import { IconAlertTriangle, IconBrandChrome, IconCheck, IconDownload, IconKey } from '@tabler/icons-react';
import { ExternalButton } from '@/components/external-button';
import { useExtensionPackage } from '../api/get-extension-package';
import { extensionAccepts } from '../model/server-address';
import { InstallGuide } from './install-guide';
import { ServerAddress } from './server-address';

const FEATURES = [
  'Capture anúncios da Biblioteca de Anúncios da Meta com um clique',
  'Salve criativos nos seus favoritos sem sair da página',
  'Mídias arquivadas: o criativo continua disponível mesmo depois que o anúncio sai do ar',
];

export function ExtensionTab({ onCreateToken }: { onCreateToken: () => void }) {
  const { data: pkg } = useExtensionPackage();
  return (
    <Stack gap="lg">
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
                <Badge variant="light">Versão {pkg.version}</Badge>
              </Group>
              <Text c="dimmed" mt={4}>
                A extensão envia os anúncios que você encontra para a sua conta usando um token de API. O
                arquivo baixado aqui já vem configurado com o endereço deste servidor.
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
            <ServerAddress url={pkg.server_url} />
            {!extensionAccepts(pkg.server_url) && (
              <Alert color="yellow" icon={<IconAlertTriangle />}>
                A extensão só aceita endereços https:// (ou http://localhost), porque envia o seu token em
                cada pedido. Acesse o SniperAds pelo endereço https do servidor (ou peça ao administrador para
                configurar APP_URL) e baixe a extensão de novo.
              </Alert>
            )}
            {!pkg.available && (
              <Alert color="yellow" icon={<IconAlertTriangle />}>
                {EXTENSION_MESSAGES.notBuilt}
              </Alert>
            )}
            <Group>
              {pkg.available && (
                <Button
                  component="a"
                  href={pkg.download_path}
                  download={pkg.file_name}
                  leftSection={<IconDownload size={16} />}
                >
                  Baixar extensão (.zip)
                </Button>
              )}
              {pkg.store_url && (
                <ExternalButton
                  href={pkg.store_url}
                  variant="default"
                  leftSection={<IconBrandChrome size={16} />}
                >
                  Chrome Web Store
                </ExternalButton>
              )}
              <Button variant="default" leftSection={<IconKey size={16} />} onClick={onCreateToken}>
                Gerar token de API
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      <InstallGuide />
    </Stack>
  );
}
