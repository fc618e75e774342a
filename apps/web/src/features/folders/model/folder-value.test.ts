import { describe, expect, it } from 'vitest';
import { folderValue } from './folder-value';

const brl = (s: string) => s.replace(/\s/g, ' ');

describe('folderValue', () => {
  it('sums the known prices and names the items left out', () => {
    const v = folderValue({ total_items: 3, total_value: 335.8, items_without_price: 1 });
    expect(brl(v.value)).toBe('R$ 335,80');
    expect(v.note).toBe('1 item sem preço não entra na soma');
    expect(folderValue({ total_items: 5, total_value: 10, items_without_price: 2 }).note).toBe(
      '2 itens sem preço não entram na soma',
    );
  });

  it('has no note when every price is known, and no sum when none is', () => {
    expect(folderValue({ total_items: 2, total_value: 40, items_without_price: 0 }).note).toBeNull();
    expect(folderValue({ total_items: 2, total_value: 0, items_without_price: 2 })).toEqual({
      value: '—',
      note: 'Nenhum item tem preço conhecido',
    });
    expect(brl(folderValue({ total_items: 0, total_value: 0, items_without_price: 0 }).value)).toBe(
      'R$ 0,00',
    );
  });
});
