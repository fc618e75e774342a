import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { tutorialCategoriesQueryOptions } from '@/features/tutorials/api/get-tutorial-categories';
import { tutorialContentsQueryOptions } from '@/features/tutorials/api/get-tutorial-contents';
import { TutorialPage } from '@/features/tutorials/components/tutorial-page';
import {
  TUTORIALS_SEARCH_DEFAULTS,
  TutorialsSearchSchema,
} from '@/features/tutorials/model/tutorials-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/tutorial')({
  validateSearch: TutorialsSearchSchema,
  search: { middlewares: [stripSearchParams(TUTORIALS_SEARCH_DEFAULTS)] },
  // Search and page work on the loaded category: only the category is a loader dependency.
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadQuery(queryClient, cause, tutorialCategoriesQueryOptions()),
      deps.category && loadQuery(queryClient, cause, tutorialContentsQueryOptions(deps.category)),
    ]);
  },
  staticData: { title: 'Tutoriais' },
  component: TutorialRoute,
});

function TutorialRoute() {
  return <TutorialPage {...useUrlState(Route)} />;
}
