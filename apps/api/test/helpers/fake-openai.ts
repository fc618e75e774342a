import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useFixture } from './fixture';

/** A chat-completions request as the fake received it. */
export interface FakeAiRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: {
      role: string;
      content: string | { type: string; text?: string; image_url?: { url: string } }[];
    }[];
  };
}

/** How the fake answers the next request: streamed chunks, an HTTP error, or silence (a timeout). */
export type FakeAiReply =
  | { kind: 'stream'; chunks: string[]; failAfter?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const chunkFrame = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-vision',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

/**
 * A local OpenAI-compatible endpoint (POST /v1/chat/completions, streamed as server-sent events):
 * records each request and answers from `replies` (queued), else streams `defaultChunks`.
 */
export const startFakeOpenAi = async (defaultChunks = ['Gancho: ', 'a imagem mostra ', 'um produto.']) => {
  const requests: FakeAiRequest[] = [];
  const replies: FakeAiReply[] = [];
  const hanging = new Set<() => void>();
  let server: Server | undefined;
  const url = await new Promise<string>((resolve) => {
    server = createServer(async (req, res) => {
      const text = await readBody(req);
      requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as FakeAiRequest['body']) : {},
      });
      const reply = replies.shift() ?? { kind: 'stream', chunks: defaultChunks };
      if (reply.kind === 'hang') {
        hanging.add(() => res.destroy());
        return;
      }
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: 'Incorrect API key provided: sk-te****', type: 'error' } }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const [i, chunk] of reply.chunks.entries()) {
        if (reply.failAfter === i) {
          res.destroy();
          return;
        }
        // Each chunk leaves before the next is written (so a cut after it still delivers it).
        await new Promise<void>((done) => res.write(chunkFrame(chunk), () => done()));
      }
      res.end('data: [DONE]\n\n');
    });
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`),
    );
  });
  return {
    url,
    requests,
    replies,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server!.closeAllConnections();
        server!.close(() => resolve());
      }),
  };
};

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

export const useFakeOpenAi = () =>
  useFixture(
    'the fake AI endpoint',
    () => startFakeOpenAi(),
    (f) => f.close(),
  );

/** The events of a text/event-stream body, in order. */
export const parseSse = (text: string) =>
  text
    .split('\n\n')
    .filter((frame) => frame.trim())
    .map((frame) => {
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(frame)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
