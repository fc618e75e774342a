import { formatCount } from '@/lib/format';

/** '1 palavra-chave encontrada' / '12 palavras-chave encontradas'. */
export const countLabel = (total: number) =>
  formatCount(total, 'palavra-chave encontrada', 'palavras-chave encontradas');

export const usesLabel = (count: number) => formatCount(count, 'uso', 'usos');
