import { ADMIN_TRIAL_FILTERS } from '@sniperads/contract/rules/trial';
import { z } from 'zod';
import { enumParam, pageParam, textParam } from '@/lib/search-params';

/** /admin/usuarios: the search and trial filter under the API's own names, and the page. */
export const UsersSearchSchema = z.object({
  search: textParam(),
  trial: enumParam(['all', ...ADMIN_TRIAL_FILTERS], 'all'),
  page: pageParam(),
});
export type UsersSearch = z.output<typeof UsersSearchSchema>;
export const USERS_SEARCH_DEFAULTS: UsersSearch = UsersSearchSchema.parse({});
