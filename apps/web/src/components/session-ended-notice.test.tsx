import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionEndMessage, rememberSessionExpired } from '@/lib/session-end';
import { renderWithMantine } from '@/test/render';
import { SessionEndedNotice } from './session-ended-notice';

describe('SessionEndedNotice', () => {
  it('says the session expired, and forgets it once the user leaves /login', async () => {
    rememberSessionExpired();
    const first = renderWithMantine(<SessionEndedNotice />);
    expect((await screen.findByRole('alert')).textContent).toContain('Token expirado. Faça login novamente.');
    first.unmount();
    expect(readSessionEndMessage()).toBeNull();
    renderWithMantine(<SessionEndedNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still says it when the session’s end reaches /login a second time', async () => {
    rememberSessionExpired();
    const first = renderWithMantine(<SessionEndedNotice />);
    await screen.findByRole('alert');
    // The start-up check and a screen's refused call both send the router to /login: the page
    // opens again while the first one closes.
    const second = renderWithMantine(<SessionEndedNotice />);
    first.unmount();
    expect(second.getByRole('alert').textContent).toContain('Token expirado. Faça login novamente.');
  });

  it('says nothing after a sign-out of the user’s own', () => {
    renderWithMantine(<SessionEndedNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
