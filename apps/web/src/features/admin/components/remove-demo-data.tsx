import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { demoLibraryKey } from '@/components/demo-data-banner';
import { demoLibraryApi } from '@/lib/api/demo-library';
import { ok } from '@/lib/api-fetcher';
import { toastAdminDone } from '@/lib/toast';
import { useAppMutation } from '@/lib/use-app-mutation';

/**
 * The admin's way out of the demo: while the library holds demo ads, one button removes them all
 * (favorites users made of them keep their copy). The API audits it.
 */
export function RemoveDemoData() {
  const [confirming, setConfirming] = useState(false);
  const status = useQuery({
    queryKey: demoLibraryKey,
    queryFn: async () => (await ok(demoLibraryApi.getDemoLibraryStatus())).data,
  });
  const remove = useAppMutation({
    mutationFn: async () => ok(demoLibraryApi.removeDemoLibrary()),
    // The same as a contributor's purge: ads leave the library, and with them their offers.
    invalidates: 'contributions-purged',
    failure: { fallback: 'Erro ao remover os dados de demonstração' },
  });
  if (!status.data?.has_demo_ads) return null;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={4}>Dados de demonstração</Title>
          <Text size="sm" c="dimmed">
            A biblioteca ainda tem os anúncios de exemplo da instalação.
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          Remover dados de demonstração
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Remover dados de demonstração"
        confirmLabel="Remover dados de demonstração"
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, { ...toastAdminDone(), onSettled: () => setConfirming(false) })
        }
        onClose={() => setConfirming(false)}
      >
        Todos os anúncios de demonstração saem da Mineração e das Ofertas escaladas, para todos os usuários.
        Os favoritos que alguém salvou deles continuam com a própria cópia. A ação fica registrada na
        auditoria e não pode ser desfeita.
      </ConfirmDialog>
    </Card>
  );
}
