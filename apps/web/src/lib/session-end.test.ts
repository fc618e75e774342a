import { describe, expect, it } from 'vitest';
import { forgetSessionEnd, readSessionEndMessage, rememberSessionExpired } from './session-end';

describe('why the last session ended', () => {
  it('says the spec’s message after the server ended the session, until it is forgotten', () => {
    expect(readSessionEndMessage()).toBeNull();
    rememberSessionExpired();
    expect(readSessionEndMessage()).toBe('Token expirado. Faça login novamente.');
    forgetSessionEnd();
    expect(readSessionEndMessage()).toBeNull();
  });

  it('lives in this tab only (sessionStorage), never on the device', () => {
    rememberSessionExpired();
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
  });
});
