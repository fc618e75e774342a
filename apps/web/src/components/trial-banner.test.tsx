import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TrialBanner } from './trial-banner';

const trialUser = {
  is_trial: true,
  trial_started_at: '2026-11-01T00:00:00.000Z',
  trial_ends_at: '2026-11-08T00:00:00.000Z',
};

const at = (iso: string) => new Date(iso);

afterEach(() => {
  vi.useRealTimers();
});

const banner = async () => screen.findByTestId('trial-banner');

describe('TrialBanner', () => {
  it('shows nothing for a paying user', async () => {
    renderWithProviders(
      <div data-testid="page">
        <TrialBanner user={{ ...trialUser, is_trial: false }} now={at('2026-11-02T12:00:00Z')} />
      </div>,
    );
    await screen.findByTestId('page');
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('day 2 of 7: green, "Início", an UPGRADE link to the plans tab', async () => {
    renderWithProviders(<TrialBanner user={trialUser} now={at('2026-11-02T12:00:00Z')} />);
    const el = await banner();
    expect(el.dataset.color).toBe('green');
    expect(el.textContent).toContain('Dia 2 de 7');
    expect(el.textContent).toContain('Início');
    expect(el.textContent).not.toContain('Último dia!');
    const upgrade = screen.getByRole('link', { name: /UPGRADE/ });
    expect(upgrade.getAttribute('href')).toBe('/perfil?tab=planos');
  });

  it('day 4: yellow, "Meio"; day 5: yellow, "Final"', async () => {
    const { unmount } = renderWithProviders(
      <TrialBanner user={trialUser} now={at('2026-11-04T08:00:00Z')} />,
    );
    let el = await banner();
    expect(el.dataset.color).toBe('yellow');
    expect(el.textContent).toContain('Dia 4 de 7');
    expect(el.textContent).toContain('Meio');
    unmount();
    renderWithProviders(<TrialBanner user={trialUser} now={at('2026-11-05T08:00:00Z')} />);
    el = await banner();
    expect(el.dataset.color).toBe('yellow');
    expect(el.textContent).toContain('Dia 5 de 7');
    expect(el.textContent).toContain('Final');
  });

  it('last day: red, "Último dia!" and an HH:MM countdown that ticks every minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(at('2026-11-07T10:30:00Z'));
    renderWithProviders(<TrialBanner user={trialUser} />);
    const el = await banner();
    expect(el.dataset.color).toBe('red');
    expect(el.textContent).toContain('Dia 7 de 7');
    expect(el.textContent).toContain('Último dia! Termina em 13:30');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(el.textContent).toContain('Termina em 13:29');
  });

  it('after the end: expired state, still offering the upgrade', async () => {
    renderWithProviders(<TrialBanner user={trialUser} now={at('2026-11-08T00:01:00Z')} />);
    const el = await banner();
    expect(el.dataset.color).toBe('expired');
    expect(el.textContent).toContain('Seu teste grátis terminou');
    expect(screen.getByRole('link', { name: /UPGRADE/ })).toBeTruthy();
  });
});
