import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CONTACT_TEXT } from '@/lib/support-contact';
import { renderWithMantine } from '@/test/render';
import { PlansTab } from './plans-tab';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FREE_PLAN = {
  plan: 'free',
  effective_plan: 'free',
  plan_source: 'free',
  is_trial: false,
  trial_ends_at: null,
  limits: { favorites: 10, folders: false, hidden_interests: false, media_bytes: 100 * 1024 * 1024 },
  usage: { favorites: 2, folders: 0, favorite_interests: 0, tracked_interests: 0, media_bytes: 0 },
};

const publicConfig = (overrides: Record<string, unknown>) => ({
  version: '2.0.0',
  support_whatsapp: null,
  support_email: null,
  checkout: { pro: false, max: false },
  registration_open: true,
  ai_chat_url_template: 'https://chatgpt.com/?q={prompt}',
  ...overrides,
});

let config: Record<string, unknown>;
const checkouts: unknown[] = [];

beforeEach(() => {
  checkouts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://app.test');
      if (url.pathname === '/api/config') return json(200, { success: true, data: config });
      if (url.pathname === '/api/profile/plan') return json(200, { success: true, data: FREE_PLAN });
      if (url.pathname === '/api/billing/checkout') {
        checkouts.push(JSON.parse(String(init?.body)));
        return json(200, {
          success: true,
          data: { url: 'https://buy.stripe.com/test_pro?client_reference_id=u1' },
        });
      }
      return json(404, { success: false, message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderTab = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <PlansTab />
    </QueryClientProvider>,
  );
};

describe('the plans tab', () => {
  it("with online payment, 'Assinar o Pro' goes to this account's payment page", async () => {
    config = publicConfig({ checkout: { pro: true, max: true } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Assinar o Pro' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://buy.stripe.com/test_pro?client_reference_id=u1'),
    );
    expect(checkouts).toEqual([{ plan: 'pro' }]);
    expect(screen.getByRole('button', { name: 'Assinar o Max' })).toBeTruthy();
  });

  it("without online payment, offers the operator's contact naming the plan", async () => {
    config = publicConfig({ support_email: 'vendas@exemplo.com.br' });
    renderTab();
    const quero = await screen.findByRole('link', { name: 'Quero o Pro' });
    expect(quero.getAttribute('href')).toMatch(
      /^mailto:vendas@exemplo\.com\.br\?subject=Quero%20o%20plano%20Pro/,
    );
    expect(screen.queryByRole('button', { name: /Assinar/ })).toBeNull();
    expect(screen.getByTestId('support-text').textContent).toBe(
      'Nossa equipe responde pelo email vendas@exemplo.com.br.',
    );
  });

  it('with neither, never tells the buyer to ask an administrator', async () => {
    config = publicConfig({});
    renderTab();
    expect((await screen.findByTestId('support-text')).textContent).toBe(NO_CONTACT_TEXT);
    expect(document.body.textContent).not.toMatch(/administrador/i);
  });
});
