import type { FolderStatsSchema } from '@sniperads/contract';
import type { z } from 'zod';
import { formatBRL } from '@/lib/format';

type Stats = Pick<z.infer<typeof FolderStatsSchema>, 'total_items' | 'total_value' | 'items_without_price'>;

/**
 * The folder's 'Valor total' (docs/product-rules.md, Folders): the sum of the prices known, an
 * instalment offer at its full price, and a note naming the items left out. With no price known
 * it shows no sum at all rather than a misleading R$ 0,00.
 */
export const folderValue = ({ total_items, total_value, items_without_price }: Stats) => {
  if (total_items > 0 && items_without_price >= total_items) {
    return { value: '—', note: 'Nenhum item tem preço conhecido' };
  }
  const note =
    items_without_price === 0
      ? null
      : items_without_price === 1
        ? '1 item sem preço não entra na soma'
        : `${items_without_price} itens sem preço não entram na soma`;
  return { value: formatBRL(total_value), note };
};
