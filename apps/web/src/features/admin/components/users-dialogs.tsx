import type { AdminUser } from '@sniperads/contract';
import { Suspense } from 'react';
import { lazyAfterLoad } from '@/components/after-load';
import { useOnceTrue } from '@/lib/use-once-true';
import type { useUserActions } from './use-user-actions';

// The dialogs (Mantine's Modal with its portal, focus trap and transitions; the detail's plan field
// and contributions) are not part of the first view: their code arrives once the page has
// settled, or with the first opening, and each mounts when first opened.
const CreateUserDialog = lazyAfterLoad(() => import('./create-user-dialog').then((m) => m.CreateUserDialog));
const UserDetailDialog = lazyAfterLoad(() => import('./user-detail-dialog').then((m) => m.UserDetailDialog));
const ConfirmDialog = lazyAfterLoad(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog));

export const DELETE_USER_TEXT =
  'Tem certeza que deseja excluir este usuário? Esta ação não pode ser desfeita. Todos os dados do usuário serão permanentemente removidos.';

/** /admin/usuarios' dialogs: creating a user, a user's details, and confirming a deletion. */
export function UsersDialogs({
  creating,
  open,
  deleting,
  actions,
  onCloseCreate,
  onCloseDetail,
  onCloseDelete,
}: {
  creating: boolean;
  open: AdminUser | null;
  deleting: AdminUser | null;
  actions: ReturnType<typeof useUserActions>;
  onCloseCreate: () => void;
  onCloseDetail: () => void;
  onCloseDelete: () => void;
}) {
  const createMounted = useOnceTrue(creating);
  const detailMounted = useOnceTrue(open !== null);
  const deleteMounted = useOnceTrue(deleting !== null);
  return (
    <>
      {/* The dialogs mount when first opened: the table's rows come first. Each waits for its
        code on its own, so one arriving never hides another. */}
      {createMounted && (
        <Suspense fallback={null}>
          <CreateUserDialog opened={creating} onClose={onCloseCreate} />
        </Suspense>
      )}
      {detailMounted && (
        <Suspense fallback={null}>
          <UserDetailDialog user={open} onClose={onCloseDetail} />
        </Suspense>
      )}
      {deleteMounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={deleting !== null}
            title="Excluir usuário"
            confirmLabel="Excluir"
            loading={actions.busy}
            onClose={onCloseDelete}
            onConfirm={() => deleting && actions.remove(deleting, onCloseDelete)}
          >
            {DELETE_USER_TEXT}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
