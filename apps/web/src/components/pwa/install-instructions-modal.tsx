import { List, Modal, Tabs, Text } from '@mantine/core';
import { IconBrandChrome, IconBrandFirefox, IconBrandSafari } from '@tabler/icons-react';
import { detectBrowser } from '@/lib/pwa/install-prompt';

const STEPS = {
  chromium: [
    'Abra o SniperAds no Chrome ou no Edge.',
    'Clique no ícone de instalar na barra de endereço (ou abra o menu ⋮).',
    'Escolha "Instalar SniperAds" (no Edge: "Aplicativos" > "Instalar este site como um aplicativo").',
    'Confirme em "Instalar". O app abre em uma janela própria.',
  ],
  'safari-ios': [
    'Abra o SniperAds no Safari do iPhone ou iPad.',
    'Toque no botão Compartilhar (quadrado com a seta para cima).',
    'Role as opções e toque em "Adicionar à Tela de Início".',
    'Toque em "Adicionar". O ícone aparece na sua tela inicial.',
  ],
  'firefox-android': [
    'Abra o SniperAds no Firefox para Android.',
    'Toque no menu ⋮ no canto da tela.',
    'Toque em "Instalar" (ou "Adicionar à tela inicial").',
    'Confirme. O ícone aparece na sua tela inicial.',
  ],
} as const;

type Tab = keyof typeof STEPS;

export function InstallInstructionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const detected = detectBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const initial: Tab = detected === 'other' ? 'chromium' : detected;

  return (
    <Modal opened={opened} onClose={onClose} title="Como instalar o SniperAds" centered radius="lg" size="lg">
      <Text size="sm" c="dimmed" mb="md">
        Se o seu navegador não mostrar o convite de instalação, siga os passos do seu navegador:
      </Text>
      <Tabs defaultValue={initial} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="chromium" leftSection={<IconBrandChrome size={16} />}>
            Chrome / Edge
          </Tabs.Tab>
          <Tabs.Tab value="safari-ios" leftSection={<IconBrandSafari size={16} />}>
            Safari (iOS)
          </Tabs.Tab>
          <Tabs.Tab value="firefox-android" leftSection={<IconBrandFirefox size={16} />}>
            Firefox (Android)
          </Tabs.Tab>
        </Tabs.List>
        {(Object.keys(STEPS) as Tab[]).map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <List type="ordered" spacing="xs" size="sm">
              {STEPS[tab].map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}
