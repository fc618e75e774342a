import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionEndMessage, rememberSessionExpired } from '@/lib/session-end';
import { renderWithMantine } from '@/test/render';
import { SessionEndedNotice } from './session-ended-notice';

describe('SessionEndedNotice', () => {
  it('says the session expired once, then forgets it', async () => {
    rememberSessionExpired();
    renderWithMantine(<SessionEndedNotice />);
    expect((await screen.findByRole('alert')).textContent).toContain('Token expirado. Faça login novamente.');
    expect(readSessionEndMessage()).toBeNull();
  });

  it('says nothing after a sign-out of the user’s own', () => {
    renderWithMantine(<SessionEndedNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
