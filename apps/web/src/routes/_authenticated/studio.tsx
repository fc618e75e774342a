import { createFileRoute } from '@tanstack/react-router';
import { StudioPage } from '@/features/studio/components/studio-page';
import { requireTester } from '@/lib/route-guards';

export const Route = createFileRoute('/_authenticated/studio')({
  staticData: { title: 'Studio Criativa' },
  beforeLoad: requireTester,
  component: StudioPage,
});
