import { Readable } from 'node:stream';
import type { AiStreamEvent } from './studio-ai.service';

/** One server-sent event: `event: <name>` and its JSON data. */
export const sseFrame = ({ event, data }: AiStreamEvent) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The events as a text/event-stream body; destroying it (the browser left) stops the generator. */
export const sseBody = (events: AsyncGenerator<AiStreamEvent>) =>
  Readable.from(
    (async function* () {
      for await (const event of events) yield sseFrame(event);
    })(),
  );
