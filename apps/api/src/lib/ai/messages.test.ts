import { buildAiAnalysisPrompt } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { buildChatMessages, toDataUrl } from './messages';

const creative = {
  url: 'https://www.facebook.com/ads/library/?id=1',
  page_name: 'Loja Vida Leve',
  ad_creative_link_titles: ['Emagreça com saúde'],
  ad_creative_bodies: ['Chá natural que ajuda na digestão.'],
  platforms: [],
  publisher_platforms: ['instagram'],
};

describe('AI chat messages', () => {
  it('puts the instructions in the system message and the texts with the image in the user message', () => {
    const image = toDataUrl('image/jpeg', new Uint8Array([1, 2, 3]));
    expect(image).toBe('data:image/jpeg;base64,AQID');
    const [system, user] = buildChatMessages(buildAiAnalysisPrompt('headlines', creative, 'image'), [image]);
    expect(system).toMatchObject({ role: 'system' });
    expect(String(system!.content)).toContain('10 headlines');
    expect(String(system!.content)).toContain('Responda em português do Brasil');
    expect(user).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: expect.stringContaining('Título: Emagreça com saúde') },
        { type: 'image_url', image_url: { url: image } },
      ],
    });
  });

  it('sends the texts alone when no image is archived, and says a video frame is only the cover', () => {
    const [, user] = buildChatMessages(buildAiAnalysisPrompt('palavras-chave', creative, 'text'), []);
    expect(typeof user!.content).toBe('string');
    expect(String(user!.content)).toContain('analise apenas os textos');
    const video = buildAiAnalysisPrompt('analise-estrutural', creative, 'video_frame');
    expect(video.user).toContain('quadro de capa');
    expect(video.user).toContain('Anunciante: Loja Vida Leve');
  });
});
