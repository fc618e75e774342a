import { AppError } from '../app-error';
import type { GraphError } from './errors';

export interface GraphErrorMessages {
  token: string;
  rateLimited: string;
  unavailable: string;
  /** When set, a request Meta refuses for another reason answers 400 with this text. */
  rejected?: string;
}

/** What the user sees when Meta fails after the retries: pt-BR text, never Meta's raw message. */
export const graphErrorToAppError = (error: GraphError, messages: GraphErrorMessages) => {
  if (error.kind === 'token') return new AppError(503, 'META_TOKEN_INVALID', messages.token);
  if (error.kind === 'rate_limit') return new AppError(429, 'META_RATE_LIMITED', messages.rateLimited);
  if (error.kind === 'other' && messages.rejected)
    return new AppError(400, 'META_REJECTED', messages.rejected);
  return new AppError(503, 'META_UNAVAILABLE', messages.unavailable);
};
