import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiConfig } from '../../config';

/** Why a call to the AI provider failed, as the Studio tells the user (never the provider's own text). */
export type AiFailureKind = 'timeout' | 'unauthorized' | 'rate_limited' | 'unavailable' | 'rejected';

export class AiFailure extends Error {
  constructor(
    readonly kind: AiFailureKind,
    /** The provider's HTTP status, when it answered one (logged; the key is never part of it). */
    readonly status: number | null = null,
  ) {
    super(`AI provider failed: ${kind}${status === null ? '' : ` (HTTP ${status})`}`);
    this.name = 'AiFailure';
  }
}

export interface AiClient {
  readonly model: string;
  /** The answer's text as it arrives; throws AiFailure. Stopping the iteration aborts the call. */
  stream(messages: ChatCompletionMessageParam[]): AsyncGenerator<string, void, undefined>;
}

const failureOf = (error: unknown, timedOut: boolean): AiFailure => {
  if (error instanceof AiFailure) return error;
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) return new AiFailure('timeout');
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const { status } = error;
    if (status === 401 || status === 403) return new AiFailure('unauthorized', status);
    if (status === 429) return new AiFailure('rate_limited', status);
    if (status === 408 || status === 504) return new AiFailure('timeout', status);
    if (status >= 500) return new AiFailure('unavailable', status);
    return new AiFailure('rejected', status);
  }
  return new AiFailure('unavailable');
};

/**
 * A chat-completions client for any OpenAI-compatible endpoint (the `openai` package with
 * `baseURL`). No retries: the user sees the failure and may try again. The timeout covers the
 * wait for the answer to start and each silence between two chunks.
 */
export const createAiClient = (config: AiConfig): AiClient => {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  return {
    model: config.model,
    async *stream(messages) {
      const controller = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, config.timeoutMs);
      };
      let finished = false;
      arm();
      try {
        const stream = await client.chat.completions.create(
          { model: config.model, messages, stream: true },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          arm();
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
        finished = true;
      } catch (error) {
        finished = true;
        throw failureOf(error, timedOut);
      } finally {
        clearTimeout(timer);
        // The consumer stopped early (the browser went away): the provider's answer is not needed.
        if (!finished) controller.abort();
      }
    },
  };
};
