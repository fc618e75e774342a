import { ActionIcon, Affix, Button, Card, Group, List, Text, ThemeIcon, Transition } from '@mantine/core';
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

/** 'Instalar SniperAds' card, shown 5 s after the browser offers installation (24 h snooze on dismiss). */
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

  return (
    <Affix position={{ bottom: 96, right: 20 }} zIndex={195}>
      <Transition mounted={visible} transition="slide-up" duration={220}>
        {(styles) => (
          <Card
            style={styles}
            w={340}
            maw="calc(100vw - 48px)"
            shadow="xl"
            p="lg"
            role="dialog"
            aria-labelledby="install-title"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light">
                  <IconDeviceMobileDown size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={700} id="install-title">
                    Instalar SniperAds
                  </Text>
                  <Text size="xs" c="dimmed">
                    Acesso rápido e uso offline
                  </Text>
                </div>
              </Group>
              <ActionIcon variant="subtle" color="gray" onClick={dismiss} aria-label="Fechar">
                <IconX size={16} />
              </ActionIcon>
            </Group>
            <Text size="sm" mb="sm">
              Instale o app para abrir o SniperAds direto da tela inicial, com carregamento rápido mesmo sem
              internet.
            </Text>
            <List
              size="sm"
              spacing={4}
              mb="md"
              icon={
                <ThemeIcon size={18} radius="xl" color="teal">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {CLAIMS.map((claim) => (
                <List.Item key={claim}>{claim}</List.Item>
              ))}
            </List>
            <Group grow>
              <Button variant="default" onClick={dismiss}>
                Agora não
              </Button>
              <Button onClick={() => void install()}>Instalar</Button>
            </Group>
          </Card>
        )}
      </Transition>
    </Affix>
  );
}
