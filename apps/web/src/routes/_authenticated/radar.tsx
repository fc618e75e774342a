import { createFileRoute } from '@tanstack/react-router';
import { PushPrompt } from '@/features/notifications/components/push-prompt';
import { RadarPage } from '@/features/radar/components/radar-page';
import { radarQueryOptions } from '@/lib/radar-follows';
import { loadQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/radar')({
  loader: async ({ context: { queryClient }, cause }) => {
    await loadQuery(queryClient, cause, radarQueryOptions());
  },
  staticData: { title: 'Radar' },
  component: () => <RadarPage pushPrompt={<PushPrompt />} />,
});
