import { createFileRoute } from '@tanstack/react-router';
import { OfflineGate } from '@/components/offline-gate';
import { sharedFolderQueryOptions } from '@/features/folders/api/get-shared-folder';
import { SharedFolderPage } from '@/features/folders/components/shared-folder-page';
import { loadQuery } from '@/lib/route-data';

/** Public, read-only: works with or without a session. */
export const Route = createFileRoute('/compartilhado/$token')({
  // An unknown link is answered on the page ('Pasta não encontrada'), so the read is not suspense.
  loader: ({ context: { queryClient }, params, cause }) =>
    loadQuery(queryClient, cause, sharedFolderQueryOptions(params.token)),
  component: SharedFolderRoute,
});

function SharedFolderRoute() {
  const { token } = Route.useParams();
  return (
    <OfflineGate>
      <SharedFolderPage token={token} />
    </OfflineGate>
  );
}
