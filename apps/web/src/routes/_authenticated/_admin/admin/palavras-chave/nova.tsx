import { createFileRoute } from '@tanstack/react-router';
import { KeywordCreatePage } from '@/features/keywords/components/admin/keyword-editor-pages';

export const Route = createFileRoute('/_authenticated/_admin/admin/palavras-chave/nova')({
  staticData: { title: 'Nova Palavra-chave' },
  component: KeywordCreatePage,
});
