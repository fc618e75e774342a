import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  guideSteps,
  isTutorialGuide,
  thumbnailFromUrl,
  tutorialMatches,
  videoIdFromUrl,
} from './tutorials';

describe('video links', () => {
  it('reads the v= parameter and derives the thumbnail from it', () => {
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=abc123XYZ_-&t=42')).toBe('abc123XYZ_-');
    expect(thumbnailFromUrl('https://www.youtube.com/watch?v=abc123XYZ_-')).toBe(
      'https://img.youtube.com/vi/abc123XYZ_-/hqdefault.jpg',
    );
    expect(videoIdFromUrl('https://vimeo.com/123')).toBeNull();
    expect(videoIdFromUrl('não é link')).toBeNull();
    expect(videoIdFromUrl('https://x.com/?v=<script>')).toBeNull();
  });
});

describe('formatDuration', () => {
  it('formats seconds as m:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('tutorialMatches', () => {
  const item = { title: 'Interesses ocultos', description: 'Baixe o CPM', tags: ['públicos'] };
  it('matches title, description and tags ignoring case and accents', () => {
    expect(tutorialMatches(item, 'OCULTOS')).toBe(true);
    expect(tutorialMatches(item, 'cpm')).toBe(true);
    expect(tutorialMatches(item, 'publicos')).toBe(true);
    expect(tutorialMatches(item, 'escala')).toBe(false);
    expect(tutorialMatches(item, '  ')).toBe(true);
  });
});

describe('text guides', () => {
  it('are guides only with an app page to open; their steps are the non-empty lines', () => {
    expect(isTutorialGuide({ type: 'guide', external_url: '/extensao' })).toBe(true);
    expect(isTutorialGuide({ type: 'guide', external_url: 'https://exemplo.com' })).toBe(false);
    expect(isTutorialGuide({ type: 'video', external_url: '/extensao' })).toBe(false);
    expect(guideSteps('Abra a aba.\n\n  Clique em Gerar token.  \n')).toEqual([
      'Abra a aba.',
      'Clique em Gerar token.',
    ]);
    expect(guideSteps(null)).toEqual([]);
  });
});
