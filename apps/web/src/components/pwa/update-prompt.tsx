import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { setServiceWorkerRegistration, UPDATED_FLAG_KEY } from '@/lib/pwa/service-worker';
import { toastSuccess } from '@/lib/toast';

const UPDATE_RELOAD_FALLBACK_MS = 4000;

let reloading = false;
const reloadOnce = () => {
  if (reloading) return;
  reloading = true;
  window.location.reload();
};

/** Registers /sw.js and asks before switching to a new version (skip waiting, then reload). */
export function UpdatePrompt() {
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => setServiceWorkerRegistration(registration),
    onNeedReload: reloadOnce,
    onRegisterError: (error) => console.error('Falha ao registrar o service worker', error),
  });

  useEffect(() => {
    if (sessionStorage.getItem(UPDATED_FLAG_KEY)) {
      sessionStorage.removeItem(UPDATED_FLAG_KEY);
      toastSuccess('Você está usando a versão mais recente.', 'App Atualizado');
    }
  }, []);

  const update = async () => {
    setUpdating(true);
    sessionStorage.setItem(UPDATED_FLAG_KEY, '1');
    // workbox-window only reloads when the page was already controlled at start-up; on a first
    // visit it would not, so reload on the controller change ourselves (or after a grace period).
    navigator.serviceWorker?.addEventListener('controllerchange', reloadOnce, { once: true });
    setTimeout(reloadOnce, UPDATE_RELOAD_FALLBACK_MS);
    // Sends SKIP_WAITING to the waiting worker.
    await updateServiceWorker(true);
  };

  return (
    <Modal
      opened={needRefresh}
      onClose={() => setNeedRefresh(false)}
      title="Nova versão disponível"
      centered
      radius="lg"
    >
      <Text size="sm" mb="lg">
        Uma nova versão do SniperAds está disponível. Deseja atualizar agora? A página será recarregada.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setNeedRefresh(false)}>
          Depois
        </Button>
        <Button leftSection={<IconRefresh size={16} />} loading={updating} onClick={() => void update()}>
          Atualizar agora
        </Button>
      </Group>
    </Modal>
  );
}
