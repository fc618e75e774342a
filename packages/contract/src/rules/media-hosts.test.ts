import { describe, expect, it } from 'vitest';
import { isMetaMediaUrl, shownMediaUrl } from './media-hosts';

describe('isMetaMediaUrl', () => {
  it.each([
    'https://scontent-lga3-3.xx.fbcdn.net/v/t39/orig.jpg?oe=1',
    'https://video-ams4-1.xx.fbcdn.net/v/t42/hd.mp4',
    'https://instagram.fgru5-1.fna.fbcdn.net/a.jpg',
    'https://scontent.cdninstagram.com/b.jpg',
    'https://lookaside.fbsbx.com/c.jpg',
  ])('accepts Meta media %s', (url) => expect(isMetaMediaUrl(url)).toBe(true));

  it.each([
    'http://scontent.xx.fbcdn.net/a.jpg',
    'https://fbcdn.net.evil.example/a.jpg',
    'https://evilfbcdn.net/a.jpg',
    'https://user:pw@scontent.xx.fbcdn.net/a.jpg',
    'https://scontent.xx.fbcdn.net:8443/a.jpg',
    'https://attacker.example/fbcdn.net/a.jpg',
    'javascript:alert(1)',
    'not a url',
    '',
    null,
  ])('refuses %s', (url) => expect(isMetaMediaUrl(url)).toBe(false));
});

describe('shownMediaUrl (what a library view may show)', () => {
  it.each([
    '/api/media/thumbs/0190a0b0-1234-4abc-8def-0123456789ab.webp',
    '/api/media/demo/712345678901234.svg',
    '/api/media/2f/0190a0b0-1234-4abc-8def-0123456789ab.jpg',
    'https://scontent.xx.fbcdn.net/v/t39/a.jpg',
  ])('keeps %s', (url) => expect(shownMediaUrl(url)).toBe(url));

  it.each([
    'https://tracker.attacker.example/pixel.png',
    'http://scontent.xx.fbcdn.net/a.jpg',
    '//attacker.example/api/media/a.jpg',
    '/api/media/../auth/me',
    '/api/media//attacker.example/a.jpg',
    '/api/mediax/a.jpg',
    '/api/favorites/',
    'data:image/svg+xml,<svg/>',
    'javascript:alert(1)',
    '',
    null,
    undefined,
  ])('drops %s', (url) => expect(shownMediaUrl(url)).toBeNull());
});
