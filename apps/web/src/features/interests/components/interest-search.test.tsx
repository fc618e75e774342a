import { paginationMeta } from '@sniperads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { INTERESTS_SEARCH_DEFAULTS, type InterestsSearch } from '../model/interests-search';
import { InterestSearch } from './interest-search';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const interest = (id: string, name: string, hidden: boolean) => ({
  id,
  name,
  audience_size: 4_100_000,
  audience_size_lower: 4_100_000,
  audience_size_upper: 4_821_600,
  category: 'Fitness e bem-estar',
  path: ['Interesses', 'Fitness e bem-estar', name],
  segment: 'Fitness e bem-estar',
  locale: 'pt_BR',
  description: null,
  rank: 1,
  hidden,
  audience_scope: 'mundial',
  origin: 'demo',
});

let searchAnswer: (term: string) => Response;
const searches: string[] = [];
/** The `page` of each search request. */
const pages: string[] = [];

beforeEach(() => {
  searches.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      if (url.pathname === '/api/interests/favorites' || url.pathname === '/api/interests/tracked') {
        return json(200, { success: true, data: [] });
      }
      const term = url.searchParams.get('search') ?? '';
      searches.push(term);
      pages.push(url.searchParams.get('page') ?? '1');
      return searchAnswer(term);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The URL's part: the search params the route would hold. */
function WithParams() {
  const [params, setParams] = useState<InterestsSearch>(INTERESTS_SEARCH_DEFAULTS);
  return <InterestSearch params={params} onParams={(next) => setParams((prev) => ({ ...prev, ...next }))} />;
}

const renderSearch = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <WithParams />
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Buscar interesses');
};

/** The catalogue's answer for any term: these interests, `hidden` of them hidden from the Ads Manager. */
const catalogueAnswer =
  (items: unknown[], hidden = 0) =>
  (term: string) =>
    json(200, {
      success: true,
      data: {
        term,
        language: 'pt_BR',
        source: 'catalogo',
        notice: null,
        total: items.length,
        hidden_total: hidden,
        items,
        meta: paginationMeta(items.length, 1, 10),
      },
    });

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('InterestSearch', () => {
  it('goes idle -> hint -> results, debouncing keystrokes into one request', async () => {
    searchAnswer = catalogueAnswer(
      [interest('1', 'Pilates', false), interest('2', 'Pilates para gestantes', true)],
      1,
    );
    const input = renderSearch();
    expect(screen.getByText('Descubra interesses que o Gerenciador de Anúncios não mostra')).toBeTruthy();
    type(input, 'p');
    expect(screen.getByText('Digite pelo menos 2 caracteres para buscar')).toBeTruthy();
    type(input, 'pi');
    type(input, 'pil');
    type(input, 'pilates');
    expect(await screen.findByText('Pilates para gestantes')).toBeTruthy();
    expect(searches).toEqual(['pilates']);
    expect(screen.getByText('Mostrando 1–2 de 2 interesses · 1 oculto')).toBeTruthy();
    expect(screen.getAllByText('4,1M – 4,8M').length).toBe(2);
    // Who answered, how to get Meta live, and where the sizes count people.
    expect(screen.getByText('Fonte: catálogo local')).toBeTruthy();
    expect(screen.getByText(/define a variável META_ACCESS_TOKEN/)).toBeTruthy();
    expect(screen.getAllByTestId('audience-scope')[0]!.textContent).toBe(
      'pessoas · mundial · estimativa de demonstração',
    );
    expect(screen.getAllByText('Oculto')).toHaveLength(1);
    expect(screen.getAllByLabelText('Caminho do interesse')[0]!.textContent).toBe(
      'Interesses › Fitness e bem-estar',
    );
  });

  it('pages through every match', async () => {
    const all = Array.from({ length: 23 }, (_, i) => interest(String(i), `Fitness ${i + 1}`, i > 4));
    searchAnswer = (term) => {
      const page = Number(pages.at(-1) ?? 1);
      return json(200, {
        success: true,
        data: {
          term,
          language: 'pt_BR',
          source: 'meta',
          notice: null,
          total: all.length,
          hidden_total: 18,
          items: all.slice((page - 1) * 10, page * 10),
          meta: paginationMeta(all.length, page, 10),
        },
      });
    };
    type(renderSearch(), 'fitness');
    expect(await screen.findByText('Mostrando 1–10 de 23 interesses · 18 ocultos')).toBeTruthy();
    expect(screen.getByText('Fonte: Meta (ao vivo)')).toBeTruthy();
    expect(screen.queryByText(/META_ACCESS_TOKEN/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Mostrando 21–23 de 23 interesses · 18 ocultos')).toBeTruthy();
    expect(screen.getByText('Fitness 23')).toBeTruthy();
    expect(pages.at(-1)).toBe('3');
    expect(new Set(pages)).toEqual(new Set(['1', '3']));
  });

  it('shows the empty state', async () => {
    searchAnswer = catalogueAnswer([]);
    type(renderSearch(), 'xyzqwv');
    expect(await screen.findByText('Nenhum interesse encontrado para “xyzqwv”')).toBeTruthy();
  });

  it('shows the error state with the server message and retries', async () => {
    searchAnswer = () =>
      json(503, {
        success: false,
        code: 'META_TOKEN_INVALID',
        message: 'O token de acesso da Meta expirou.',
      });
    type(renderSearch(), 'yoga');
    expect(await screen.findByText('Erro ao buscar interesses')).toBeTruthy();
    expect(screen.getByText('O token de acesso da Meta expirou.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(searches).toEqual(['yoga', 'yoga']));
  });
});
