import { createFileRoute } from '@tanstack/react-router';
import { KeywordsPage } from '@/features/keywords/components/keywords-page';

export const Route = createFileRoute('/_authenticated/palavras-chave')({
  staticData: { title: 'Palavras-Chave' },
  component: KeywordsPage,
});
