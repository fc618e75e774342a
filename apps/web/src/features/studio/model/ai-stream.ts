import {
  AiDeltaEventSchema,
  type AiDoneEvent,
  AiDoneEventSchema,
  AiErrorEventSchema,
  STUDIO_AI_MESSAGES,
} from '@sniperads/contract/studio';
import { ApiError } from '@/lib/api-error';

/** The complete frames in `buffer` (separated by a blank line) and what is left for the next chunk. */
export const splitFrames = (buffer: string) => {
  const parts = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  return { frames: parts.filter((p) => p.trim()), rest };
};

export const parseFrame = (frame: string) => {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return { event, data: data.length ? (JSON.parse(data.join('\n')) as unknown) : null };
};

async function* readerChunks(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** A fetch body read chunk by chunk (not every browser iterates a ReadableStream with for await). */
const chunksOf = (body: AsyncIterable<Uint8Array | string>): AsyncIterable<Uint8Array | string> =>
  'getReader' in body ? readerChunks(body as unknown as ReadableStream<Uint8Array>) : body;

/**
 * Reads the AI's answer stream (POST /studio/:id/ai): each `delta` goes to `onDelta` as it
 * arrives; resolves with the `done` event, throws the `error` event's pt-BR message.
 */
export const readAiStream = async (
  body: AsyncIterable<Uint8Array | string>,
  onDelta: (text: string) => void,
): Promise<AiDoneEvent> => {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of chunksOf(body)) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const { frames, rest } = splitFrames(buffer);
    buffer = rest;
    for (const frame of frames) {
      const { event, data } = parseFrame(frame);
      if (event === 'delta') onDelta(AiDeltaEventSchema.parse(data).text);
      else if (event === 'done') return AiDoneEventSchema.parse(data);
      else if (event === 'error') throw new ApiError(503, AiErrorEventSchema.parse(data).message);
    }
  }
  throw new ApiError(0, STUDIO_AI_MESSAGES.interrupted);
};
