import { createFileRoute } from '@tanstack/react-router';
import { tutorialCategoriesQueryOptions } from '@/features/tutorials/api/get-tutorial-categories';
import { tutorialContentsQueryOptions } from '@/features/tutorials/api/get-tutorial-contents';
import { AdminTutorialsPage } from '@/features/tutorials/components/admin/admin-tutorials-page';
import { AdminTutorialsSearchSchema } from '@/features/tutorials/model/tutorials-search';
import { loadQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/_admin/admin/tutoriais')({
  validateSearch: AdminTutorialsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadQuery(queryClient, cause, tutorialCategoriesQueryOptions()),
      loadQuery(queryClient, cause, tutorialContentsQueryOptions(deps.category ?? null)),
    ]);
  },
  staticData: { title: 'Tutoriais' },
  component: AdminTutorialsRoute,
});

function AdminTutorialsRoute() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminTutorialsPage
      category={category ?? null}
      onCategoryChange={(next) => void navigate({ search: { category: next ?? undefined } })}
    />
  );
}
