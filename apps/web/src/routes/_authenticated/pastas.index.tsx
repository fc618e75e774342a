import { createFileRoute } from '@tanstack/react-router';
import { FoldersPage } from '@/features/folders/components/folders-page';
import { requireTester } from '@/lib/route-guards';

export const Route = createFileRoute('/_authenticated/pastas/')({
  staticData: { title: 'Minhas Pastas' },
  beforeLoad: requireTester,
  component: FoldersPage,
});
