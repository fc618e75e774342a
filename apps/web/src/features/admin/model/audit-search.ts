import { AUDIT_ACTIONS } from '@sniperads/contract/rules/audit';
import { z } from 'zod';
import { fallback, pageParam, textParam } from '@/lib/search-params';

/** /admin/auditoria: the search and the action (null: every action) under the API's names, and the page. */
export const AuditSearchSchema = z.object({
  search: textParam(),
  action: fallback(z.enum(AUDIT_ACTIONS).nullable(), null).default(null),
  page: pageParam(),
});
export type AuditSearch = z.output<typeof AuditSearchSchema>;
export const AUDIT_SEARCH_DEFAULTS: AuditSearch = AuditSearchSchema.parse({});
