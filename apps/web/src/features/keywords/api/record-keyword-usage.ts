import { keywordsApi } from '@/lib/api/keywords';
import { ok } from '@/lib/api-fetcher';
import { useAppMutation } from '@/lib/use-app-mutation';

/**
 * POST /api/keywords/:id/usage after a copy; counts and "most used" refresh. The copy already
 * happened, so a failed count must not bother the user.
 */
export const useRecordKeywordUsage = () =>
  useAppMutation({
    mutationFn: async (id: string) => (await ok(keywordsApi.recordKeywordUsage({ params: { id } }))).data,
    invalidates: 'keyword-used',
    invalidatesOnFailure: 'keyword-used',
    failure: 'silent',
  });
