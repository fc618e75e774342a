import { createFileRoute } from '@tanstack/react-router';
import { FolderDetailPage } from '@/features/folders/components/folder-detail-page';
import { requireTester } from '@/lib/route-guards';

export const Route = createFileRoute('/_authenticated/pastas/$id')({
  staticData: { title: 'Pasta' },
  beforeLoad: requireTester,
  component: FolderDetailRoute,
});

function FolderDetailRoute() {
  const { id } = Route.useParams();
  return <FolderDetailPage key={id} id={id} />;
}
