import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { AdsImport } from './ads-import';

vi.mock('../api/ingest-ads', () => ({
  useIngestAds: () => ({
    mutateAsync: async (batch: unknown[]) => ({
      data: { created: batch.length, updated: 0, unchanged: 0, rejected: 0, results: [] },
    }),
  }),
}));
vi.mock('./meta-import-card', () => ({ MetaImportCard: () => null }));

const csvFile = (name: string, ids: string[]) =>
  new File([`id,ad_creative_bodies\n${ids.map((id) => `${id},Texto | com barra`).join('\n')}\n`], name, {
    type: 'text/csv',
  });

const choose = (container: HTMLElement, file: File) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not rendered');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('AdsImport', () => {
  it('clears the previous progress when another file is chosen', async () => {
    const { container } = renderWithMantine(<AdsImport />);
    choose(container, csvFile('primeiro.csv', ['1', '2', '3']));
    fireEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    expect(await screen.findByText(/3 de 3 enviados/)).toBeTruthy();
    choose(container, csvFile('segundo.csv', ['4']));
    await waitFor(() => expect(screen.queryByText(/de 3 enviados/)).toBeNull());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('empties the picker once a file is imported and labels the summary as that finished import', async () => {
    const { container } = renderWithMantine(<AdsImport />);
    choose(container, csvFile('lote.csv', ['1', '2', '3']));
    fireEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    expect(await screen.findByText(/Importação de lote\.csv concluída: 3 de 3 enviados/)).toBeTruthy();
    // Nothing is waiting to be sent: the same file must be chosen again to import it again.
    expect((screen.getByRole('button', { name: 'Importar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
