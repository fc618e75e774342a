import type { AdminUser, Contribution, ContributionsSummary } from '@sniperads/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { describeFields } from './contribution-item';
import { UserContributionsSection } from './user-contributions-section';

const state = vi.hoisted(() => ({
  data: [] as Contribution[],
  summary: { observations: 0, ads_created: 0, ads_filled: 0, last_observed_at: null } as ContributionsSummary,
  purged: [] as string[],
}));

vi.mock('../api/user-contributions', () => ({
  useUserContributions: () => ({
    isPending: false,
    isError: false,
    data: {
      data: state.data,
      summary: state.summary,
      meta: { total: state.data.length, current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1 },
    },
  }),
  usePurgeUserContributions: () => ({
    isPending: false,
    mutate: (id: string) => state.purged.push(id),
  }),
}));

const user = { id: 'u-1', email: 'ana@example.com' } as AdminUser;

const item: Contribution = {
  id: 'o-1',
  source: 'extension',
  created_ad: true,
  fields_changed: ['created'],
  times: 2,
  first_observed_at: '2026-01-10T12:00:00Z',
  last_observed_at: '2026-01-11T12:00:00Z',
  ad: {
    id: 'a-1',
    ad_archive_id: '710001',
    page_name: 'Loja Vida',
    excerpt: 'Receita natural',
    landing_domain: 'loja.com.br',
  },
};

beforeEach(() => {
  state.data = [];
  state.summary = { observations: 0, ads_created: 0, ads_filled: 0, last_observed_at: null };
  state.purged = [];
});

describe('UserContributionsSection', () => {
  it('shows the empty state without the purge button', () => {
    renderWithMantine(<UserContributionsSection user={user} />);
    expect(screen.getByText('Nenhuma contribuição desta conta.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover contribuições' })).toBeNull();
  });

  it('lists the contributions and purges after confirming', async () => {
    state.data = [item];
    state.summary = {
      observations: 1,
      ads_created: 1,
      ads_filled: 0,
      last_observed_at: item.last_observed_at,
    };
    renderWithMantine(<UserContributionsSection user={user} />);
    expect(screen.getByText('Loja Vida')).toBeTruthy();
    expect(screen.getByText('Criou o anúncio')).toBeTruthy();
    expect(screen.getByText(/ID 710001 · loja\.com\.br · 2 vezes/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remover contribuições' }));
    expect(await screen.findByText(/favoritos de todos os usuários são mantidos/)).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover contribuições' }));
    expect(state.purged).toEqual(['u-1']);
  });

  it('names the fields an observation filled in pt-BR', () => {
    expect(describeFields(['created'])).toBe('');
    expect(describeFields(['adCreativeLinkTitles', 'cta', 'other'])).toBe('títulos, CTA, other');
  });
});
