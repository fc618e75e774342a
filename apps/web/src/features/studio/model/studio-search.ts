import { z } from 'zod';
import { idParam, textParam } from '@/lib/search-params';

/** /studio: the filter over the queue and the creative being worked on. */
export const StudioSearchSchema = z.object({
  q: textParam(),
  item: idParam(),
});
export type StudioSearch = z.output<typeof StudioSearchSchema>;
export const STUDIO_SEARCH_DEFAULTS: StudioSearch = StudioSearchSchema.parse({});
