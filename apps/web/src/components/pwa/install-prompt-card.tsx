import { ActionIcon, Button, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconDeviceMobileDown, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { promptInstall } from '@/lib/pwa/install-events';
import {
  INSTALL_PROMPT_DELAY_MS,
  isStandalone,
  readInstallDismissal,
  rememberInstallDismissal,
  shouldShowInstallPrompt,
} from '@/lib/pwa/install-prompt';
import { toastInstalled, useInstallState } from './use-install';

const CLAIMS = ['Gratuito', 'Sem anúncios', 'Funciona offline', 'Notificações push'];

/**
 * 'Instalar SniperAds', shown 5 s after the browser offers installation (24 h snooze on dismiss).
 * It sits in the page's flow after the screen's content, inside the signed-in layout only: it
 * never floats over a form or an action, never moves what the user is reading, and never shows
 * on the sign-in pages.
 */
export function InstallPromptCard() {
  const { canInstall } = useInstallState();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const eligible = shouldShowInstallPrompt({
      canInstall,
      standalone: isStandalone(),
      dismissedAt: readInstallDismissal(),
      now: Date.now(),
    });
    if (!eligible) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canInstall]);

  const dismiss = () => {
    rememberInstallDismissal();
    setVisible(false);
  };

  const install = async () => {
    try {
      if ((await promptInstall()) === 'accepted') {
        toastInstalled();
      }
    } catch (error) {
      console.error('Falha ao instalar o app', error);
    } finally {
      setVisible(false);
    }
  };

  if (!visible) return null;
  return (
    <Card withBorder radius="lg" p="lg" mt="xl" component="section" aria-labelledby="install-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group gap="md" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" variant="light">
            <IconDeviceMobileDown size={24} />
          </ThemeIcon>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text fw={700} id="install-title">
              Instalar SniperAds
            </Text>
            <Text size="sm">
              Instale o app para abrir o SniperAds direto da tela inicial, com carregamento rápido mesmo sem
              internet.
            </Text>
            <List
              size="sm"
              icon={
                <ThemeIcon size={18} radius="xl" color="teal">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
              styles={{
                root: { display: 'flex', flexWrap: 'wrap', gap: '4px var(--mantine-spacing-lg)' },
                item: { marginTop: 0 },
              }}
            >
              {CLAIMS.map((claim) => (
                <List.Item key={claim}>{claim}</List.Item>
              ))}
            </List>
          </Stack>
        </Group>
        <ActionIcon variant="subtle" color="gray" onClick={dismiss} aria-label="Fechar">
          <IconX size={16} />
        </ActionIcon>
      </Group>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={dismiss}>
          Agora não
        </Button>
        <Button onClick={() => void install()}>Instalar</Button>
      </Group>
    </Card>
  );
}
