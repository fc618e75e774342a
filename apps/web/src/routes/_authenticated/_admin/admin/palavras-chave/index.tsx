import { createFileRoute } from '@tanstack/react-router';
import { AdminKeywordsPage } from '@/features/keywords/components/admin/admin-keywords-page';

export const Route = createFileRoute('/_authenticated/_admin/admin/palavras-chave/')({
  staticData: { title: 'Palavras-chave' },
  component: AdminKeywordsPage,
});
