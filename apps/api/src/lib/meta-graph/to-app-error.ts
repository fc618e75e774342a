import { AppError } from '../app-error';
import { type GraphError, sanitizeGraphText } from './errors';

export interface GraphErrorMessages {
  token: string;
  rateLimited: string;
  unavailable: string;
  /** When set, a request Meta refuses for another reason answers 400 with this text. */
  rejected?: string;
  /** Opening of the 400 answered for error 100; Meta's own explanation follows in parentheses. */
  invalidParameter?: string;
}

export const INVALID_PARAMETER_MESSAGE = 'A Meta recusou a consulta: parâmetro inválido';

/** Error 100 is the caller's mistake: say what Meta refused, in Meta's words, never with a token. */
const invalidParameterMessage = (error: GraphError, opening: string) => {
  const detail = sanitizeGraphText(error.userMessage) || sanitizeGraphText(error.message);
  return detail ? `${opening} (resposta da Meta: ${detail})` : `${opening}.`;
};

/**
 * What the user sees when Meta fails after the retries: pt-BR text. Only error 100 quotes Meta,
 * because there the refused parameter is the one thing the user needs to fix.
 */
export const graphErrorToAppError = (error: GraphError, messages: GraphErrorMessages) => {
  if (error.kind === 'token') return new AppError('META_TOKEN_INVALID', messages.token);
  if (error.kind === 'rate_limit') return new AppError('META_RATE_LIMITED', messages.rateLimited);
  if (error.kind === 'invalid_parameter')
    return new AppError(
      'META_INVALID_PARAMETER',
      invalidParameterMessage(error, messages.invalidParameter ?? INVALID_PARAMETER_MESSAGE),
    );
  if (error.kind === 'other' && messages.rejected) return new AppError('META_REJECTED', messages.rejected);
  return new AppError('META_UNAVAILABLE', messages.unavailable);
};
