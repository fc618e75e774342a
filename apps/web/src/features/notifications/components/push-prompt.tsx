import { Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { currentEndpoint } from '../model/browser-push';
import { EnablePushButton } from './enable-push-button';

/**
 * The radar's invitation to be told on this device: shown until this browser holds a push
 * subscription (then the alerts arrive by themselves and the card would only be noise).
 */
export function PushPrompt() {
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    currentEndpoint()
      .then((endpoint) => live && setSubscribed(endpoint !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);
  if (subscribed !== false) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="radar-push-prompt">
      <Group justify="space-between" gap="sm">
        <Text size="sm" maw={520}>
          Receba os alertas do Radar neste dispositivo, mesmo com o SniperAds fechado. Ajuste e-mail e push em
          Perfil → Notificações.
        </Text>
        <EnablePushButton onEnabled={() => setSubscribed(true)} />
      </Group>
    </Paper>
  );
}
