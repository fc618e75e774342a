import { createFileRoute } from '@tanstack/react-router';
import { KeywordEditPage } from '@/features/keywords/components/admin/keyword-editor-pages';

export const Route = createFileRoute('/_authenticated/_admin/admin/palavras-chave/editar/$id')({
  staticData: { title: 'Editar Palavra-chave' },
  component: EditRoute,
});

function EditRoute() {
  const { id } = Route.useParams();
  return <KeywordEditPage id={id} />;
}
