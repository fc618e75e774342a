import { describe, expect, it } from 'vitest';
import { readAiStream, splitFrames } from './ai-stream';

const encode = (text: string) => new TextEncoder().encode(text);
async function* chunks(...parts: string[]) {
  for (const part of parts) yield encode(part);
}

const analysis = {
  action: 'headlines',
  content: 'Olá mundo',
  model: 'fake',
  prompt_version: 1,
  input: 'image',
  created_at: '2026-11-29T10:00:00.000Z',
};
const usage = { used: 1, limit: 5, remaining: 4, resets_at: '2026-12-01T00:00:00.000Z' };

describe('AI answer stream', () => {
  it('hands each delta over as it comes, even when a frame is split across chunks, then the saved analysis', async () => {
    const seen: string[] = [];
    const done = await readAiStream(
      chunks(
        'event: delta\ndata: {"text":"Olá "}\n\nevent: del',
        'ta\ndata: {"text":"mundo"}\n\n',
        `event: done\ndata: ${JSON.stringify({ analysis, usage, cached: false })}\n\n`,
      ),
      (t) => seen.push(t),
    );
    expect(seen).toEqual(['Olá ', 'mundo']);
    expect(done.analysis.content).toBe('Olá mundo');
    expect(done.usage.remaining).toBe(4);
  });

  it("throws the error event's pt-BR message, and says so when the stream just stops", async () => {
    await expect(
      readAiStream(chunks('event: error\ndata: {"message":"O provedor de IA caiu."}\n\n'), () => {}),
    ).rejects.toThrow('O provedor de IA caiu.');
    await expect(readAiStream(chunks('event: delta\ndata: {"text":"a"}\n\n'), () => {})).rejects.toThrow(
      'A resposta da IA foi interrompida',
    );
  });

  it('keeps an unfinished frame for the next chunk', () => {
    expect(splitFrames('event: a\ndata: 1\n\nevent: b')).toEqual({
      frames: ['event: a\ndata: 1'],
      rest: 'event: b',
    });
  });
});
