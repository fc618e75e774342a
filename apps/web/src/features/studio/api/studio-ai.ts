import type { AiActionId, AiDoneEvent, StudioAi } from '@sniperads/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { studioApi } from '@/lib/api/studio';
import { ok } from '@/lib/api-fetcher';
import { offlineQuery } from '@/lib/offline-cache';
import { studioKeys } from '@/lib/query-keys';
import { useAppMutation } from '@/lib/use-app-mutation';
import { readAiStream } from '../model/ai-stream';

export const studioAiQueryOptions = (studioItemId: string) =>
  queryOptions({
    queryKey: studioKeys.ai(studioItemId),
    queryFn: async () => (await ok(studioApi.getStudioAi({ params: { id: studioItemId } }))).data,
    // Saved analyses stay readable offline once loaded; without them the Studio still shows the
    // creative (running an action needs the connection anyway), so this never blocks the screen.
    ...offlineQuery,
    meta: { ...offlineQuery.meta, supporting: true },
  });

/** Whether the in-app AI is on, the month's use and the creative's saved analyses. */
export const useStudioAi = (studioItemId: string | null) =>
  useQuery({ ...studioAiQueryOptions(studioItemId ?? ''), enabled: studioItemId !== null });

/**
 * Runs one action: the answer's text grows in `streamed` as it arrives; once done, the saved
 * analysis and the month's use replace the cached state (no refetch). Failures show inline.
 */
export const useRunStudioAi = (studioItemId: string) => {
  const queryClient = useQueryClient();
  const [streamed, setStreamed] = useState('');
  const mutation = useAppMutation({
    mutationFn: async ({ action, regenerate }: { action: AiActionId; regenerate: boolean }) => {
      setStreamed('');
      const body = await ok(
        studioApi.runStudioAi({ params: { id: studioItemId }, body: { action, regenerate } }),
      );
      return readAiStream(body, (text) => setStreamed((s) => s + text));
    },
    onSuccess: (done: AiDoneEvent) => {
      queryClient.setQueryData<StudioAi>(studioKeys.ai(studioItemId), (state) =>
        state
          ? {
              ...state,
              usage: done.usage,
              analyses: [...state.analyses.filter((a) => a.action !== done.analysis.action), done.analysis],
            }
          : state,
      );
    },
    failure: 'inline',
  });
  return { ...mutation, streamed };
};
