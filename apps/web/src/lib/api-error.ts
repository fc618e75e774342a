import { AUTH_MESSAGES } from '@sniperads/contract/auth';
import type { FieldErrors } from '@sniperads/contract/common';

export const API_MESSAGES = {
  unauthenticated: AUTH_MESSAGES.unauthenticated,
  notJson: 'Resposta da API não é JSON válido.',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
  http: (status: number) => `Erro HTTP: ${status}`,
} as const;

/** Any failed API call. `status` 0 means the request never got an answer (offline, DNS…). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Field -> pt-BR messages, as sent by the server (e.g. `{ email: ['Email deve ter um formato válido'] }`). */
  readonly errors: FieldErrors;

  constructor(status: number, message: string, options: { code?: string; errors?: FieldErrors } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.errors = options.errors ?? {};
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

/** The message to show for any thrown value, with a screen-specific fallback. */
export const errorMessage = (error: unknown, fallback: string) => {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
};
