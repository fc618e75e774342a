import { z } from 'zod';
import { idParam, pageParam, textParam } from '@/lib/search-params';

/** /tutorial: the open category, the search inside it and the page. */
export const TutorialsSearchSchema = z.object({
  category: idParam(),
  q: textParam(),
  page: pageParam(),
});
export type TutorialsSearch = z.output<typeof TutorialsSearchSchema>;
export const TUTORIALS_SEARCH_DEFAULTS: TutorialsSearch = TutorialsSearchSchema.parse({});

/** /admin/tutoriais: the category the video table is filtered by. */
export const AdminTutorialsSearchSchema = z.object({ category: idParam() });
export type AdminTutorialsSearch = z.output<typeof AdminTutorialsSearchSchema>;
