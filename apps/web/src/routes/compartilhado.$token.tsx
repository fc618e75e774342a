import { createFileRoute } from '@tanstack/react-router';
import { SharedFolderPage } from '@/features/folders/components/shared-folder-page';

/** Public, read-only: works with or without a session. */
export const Route = createFileRoute('/compartilhado/$token')({
  component: SharedFolderRoute,
});

function SharedFolderRoute() {
  const { token } = Route.useParams();
  return <SharedFolderPage token={token} />;
}
