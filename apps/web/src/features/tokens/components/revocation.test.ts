import type { ApiToken } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { recoveryNotice, revokedLabel } from './revocation';

const AT = '2026-05-12T17:03:00.000Z';
const token = (values: Partial<ApiToken>): ApiToken => ({
  id: 't1',
  name: 'Extensão',
  status: 'revoked',
  token_preview: 'sa_abc_••••',
  abilities: [],
  created_at: '2026-05-01T10:00:00.000Z',
  last_used_at: null,
  usage_count: 0,
  expires_at: null,
  revoked_at: AT,
  revoked_reason: 'user',
  ...values,
});

describe('token revocation texts', () => {
  it('says why a token was revoked, and when', () => {
    const at = formatDateTime(AT);
    expect(revokedLabel(token({ revoked_reason: 'password_reset' }))).toBe(
      `Revogado: senha redefinida em ${at}`,
    );
    expect(revokedLabel(token({ revoked_reason: 'admin_password_reset' }))).toBe(
      `Revogado: senha redefinida por um administrador em ${at}`,
    );
    expect(revokedLabel(token({ revoked_reason: 'password_change' }))).toBe(
      `Revogado: senha alterada em ${at}`,
    );
    expect(revokedLabel(token({ revoked_reason: 'user' }))).toBe(`Revogado em ${at}`);
    expect(revokedLabel(token({ status: 'active', revoked_at: null, revoked_reason: null }))).toBeNull();
  });

  it('explains a reset on top of the page until a new token replaces the revoked one', () => {
    const revoked = token({ revoked_reason: 'password_reset' });
    expect(recoveryNotice([revoked])).toBe(
      `O token da extensão foi revogado porque a senha da conta foi redefinida em ${formatDateTime(AT)}. Gere um novo token e cole-o nas opções da extensão.`,
    );
    expect(recoveryNotice([token({ revoked_reason: 'admin_password_reset' })])).toMatch(
      /um administrador redefiniu/,
    );
    expect(recoveryNotice([token({ revoked_reason: 'password_change' })])).toBe(
      `O token da extensão foi revogado porque a senha da conta foi alterada em ${formatDateTime(AT)}. Gere um novo token e cole-o nas opções da extensão.`,
    );
    expect(recoveryNotice([token({ revoked_reason: 'user' })])).toBeNull();
    const replacement = token({
      id: 't2',
      status: 'active',
      created_at: '2026-05-13T10:00:00.000Z',
      revoked_at: null,
      revoked_reason: null,
    });
    expect(recoveryNotice([replacement, revoked])).toBeNull();
    expect(recoveryNotice([])).toBeNull();
  });
});
