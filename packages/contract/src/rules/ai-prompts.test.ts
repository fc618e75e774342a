import { describe, expect, it } from 'vitest';
import { AI_ACTIONS, buildAiChatUrl, buildAiPrompt, DEFAULT_AI_CHAT_URL_TEMPLATE } from './ai-prompts';
import { creativePlatforms, creativeTitle, isVideoUrl } from './creative';

const creative = {
  url: 'https://www.facebook.com/ads/library/?id=1',
  page_name: 'Loja Vida Leve',
  ad_creative_link_titles: ['Emagreça com saúde'],
  ad_creative_bodies: ['Chá natural que ajuda na digestão.'],
  platforms: [],
  publisher_platforms: ['facebook', 'instagram'],
};

describe('AI prompts', () => {
  it('builds each of the 4 prompts from title, description, advertiser and platforms', () => {
    for (const action of AI_ACTIONS) {
      const prompt = buildAiPrompt(action.id, creative);
      expect(prompt).toContain('Título: Emagreça com saúde');
      expect(prompt).toContain('Descrição: Chá natural que ajuda na digestão.');
      expect(prompt).toContain('Anunciante: Loja Vida Leve');
      expect(prompt).toContain('Plataformas: Facebook, Instagram');
    }
    expect(buildAiPrompt('modelagem-criativa', creative)).toContain('3 ângulos alternativos');
    expect(buildAiPrompt('headlines', creative)).toMatch(/10 headlines[\s\S]*10 variações[\s\S]*5 chamadas/);
    expect(buildAiPrompt('palavras-chave', creative)).toMatch(/20 a 30[\s\S]*15 a 20[\s\S]*10 a 15/);
  });

  it('prefills the prompt in a temporary chat URL', () => {
    const url = new URL(buildAiChatUrl(DEFAULT_AI_CHAT_URL_TEMPLATE, 'Olá & tchau'));
    expect(url.searchParams.get('q')).toBe('Olá & tchau');
    expect(url.searchParams.get('temporary-chat')).toBe('true');
    expect(buildAiChatUrl('https://chat.example/new', 'a b')).toBe('https://chat.example/new?q=a%20b');
  });
});

describe('creative view rules', () => {
  it('falls back from title to advertiser to host', () => {
    expect(creativeTitle(creative)).toBe('Emagreça com saúde');
    expect(creativeTitle({ ...creative, ad_creative_link_titles: [], page_name: null })).toBe(
      'Anúncio 1 da Biblioteca de Anúncios',
    );
    const elsewhere = { ...creative, url: 'https://www.example.com/oferta' };
    expect(creativeTitle({ ...elsewhere, ad_creative_link_titles: [], page_name: null })).toBe('example.com');
    expect(creativePlatforms({ ...creative, publisher_platforms: [] })).toEqual(['Facebook', 'Instagram']);
  });

  it.each([
    ['https://x.com/a.mp4?x=1', true],
    ['https://video.xx.fbcdn.net/v/t42/abc', true],
    ['https://scontent.fbcdn.net/v/t39/abc.jpg', false],
    [null, false],
  ])('isVideoUrl(%s) = %s', (url, expected) => {
    expect(isVideoUrl(url)).toBe(expected);
  });
});
