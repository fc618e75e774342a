import { describe, expect, it } from 'vitest';
import { humanizeSince, isActiveUser } from './activity';

const now = new Date('2026-11-20T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('activity texts', () => {
  it('describes how long ago in pt-BR', () => {
    expect(humanizeSince(ago(10), now)).toBe('agora');
    expect(humanizeSince(ago(5 * 60), now)).toBe('há 5 minutos');
    expect(humanizeSince(ago(3 * 3600), now)).toBe('há 3 horas');
    expect(humanizeSince(ago(86_400), now)).toBe('ontem');
    expect(humanizeSince(ago(3 * 86_400), now)).toBe('há 3 dias');
    expect(humanizeSince(null, now)).toBe('Nunca');
    expect(humanizeSince('nope', now)).toBe('Data inválida');
  });

  it('counts a user as active for 30 days after the last activity', () => {
    expect(isActiveUser(ago(29 * 86_400), now)).toBe(true);
    expect(isActiveUser(ago(31 * 86_400), now)).toBe(false);
    expect(isActiveUser(null, now)).toBe(false);
  });
});
