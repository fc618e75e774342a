import type { ApiToken } from '@sniperads/contract';
import { formatDateTime } from '@/lib/format';

type Revocable = Pick<ApiToken, 'status' | 'revoked_at' | 'revoked_reason'>;

/** Why and when a token stopped working, as the token list shows it under its status. */
export const revokedLabel = (token: Revocable): string | null => {
  if (token.status !== 'revoked' || !token.revoked_at) return null;
  const at = formatDateTime(token.revoked_at);
  if (token.revoked_reason === 'password_reset') return `Revogado: senha redefinida em ${at}`;
  if (token.revoked_reason === 'admin_password_reset')
    return `Revogado: senha redefinida por um administrador em ${at}`;
  if (token.revoked_reason === 'password_change') return `Revogado: senha alterada em ${at}`;
  return `Revogado em ${at}`;
};

/**
 * When the newest token was ended by a password reset or change and none replaced it yet, the page
 * says so first: the extension stopped because of it, and needs a new token.
 */
export const recoveryNotice = (tokens: (Revocable & { created_at: string })[]): string | null => {
  if (tokens.some((t) => t.status !== 'revoked')) return null;
  const newest = [...tokens].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!newest?.revoked_at) return null;
  const at = formatDateTime(newest.revoked_at);
  const by =
    newest.revoked_reason === 'password_reset'
      ? `a senha da conta foi redefinida em ${at}`
      : newest.revoked_reason === 'admin_password_reset'
        ? `um administrador redefiniu a senha da conta em ${at}`
        : newest.revoked_reason === 'password_change'
          ? `a senha da conta foi alterada em ${at}`
          : null;
  if (!by) return null;
  return `O token da extensão foi revogado porque ${by}. Gere um novo token e cole-o nas opções da extensão.`;
};
