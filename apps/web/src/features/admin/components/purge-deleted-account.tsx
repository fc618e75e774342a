import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastDone } from '@/lib/toast';
import { usePurgeUserContributions } from '../api/user-contributions';

/**
 * On an audit entry of a deleted account: its captures stay in the library's record, so an admin
 * can still make them stop counting (the same purge as on a live account's detail dialog).
 */
export function PurgeDeletedAccount({ userId, label }: { userId: string; label: string }) {
  const [confirming, setConfirming] = useState(false);
  const purge = usePurgeUserContributions({ fallback: 'Erro ao remover contribuições' });
  return (
    <>
      <Button size="compact-xs" color="red" variant="light" onClick={() => setConfirming(true)}>
        Desconsiderar contribuições
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Desconsiderar contribuições"
        confirmLabel="Desconsiderar contribuições"
        loading={purge.isPending}
        onConfirm={() =>
          purge.mutate(userId, {
            ...toastDone(),
            onSettled: () => setConfirming(false),
          })
        }
        onClose={() => setConfirming(false)}
      >
        As capturas enviadas por {label} (conta excluída) deixam de contar. Cada anúncio que ela tocou é
        recalculado com o que as outras contas viram, e os anúncios que só ela enviou saem da biblioteca. As
        capturas continuam registradas para auditoria.
      </ConfirmDialog>
    </>
  );
}
