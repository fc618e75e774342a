/** Tutorial rules shared by the API and the screens (docs/product-rules.md, Entities). */

export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];

export const TUTORIAL_LEVEL_LABELS: Record<TutorialLevel, string> = {
  beginner: 'Iniciante',
  intermediate: 'Intermediário',
  advanced: 'Avançado',
};

export const TUTORIAL_LEVEL_COLORS: Record<TutorialLevel, string> = {
  beginner: 'green',
  intermediate: 'yellow',
  advanced: 'red',
};

/**
 * A text guide: no video, its steps written in the description (one a line) and `external_url` a page
 * of the app itself ('/extensao'), where the user does what it teaches. Videos have `type` 'video'.
 */
export const TUTORIAL_GUIDE_TYPE = 'guide';

export const isTutorialGuide = (item: { type: string; external_url: string }) =>
  item.type === TUTORIAL_GUIDE_TYPE && item.external_url.startsWith('/');

/** A guide's numbered steps: the description's non-empty lines. */
export const guideSteps = (description: string | null) =>
  (description ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The `v=` parameter of a video link (YouTube watch URLs), or null when there is none. */
export const videoIdFromUrl = (url: string): string | null => {
  try {
    const id = new URL(url).searchParams.get('v')?.trim();
    return id && /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
};

export const thumbnailFromUrl = (url: string): string | null => {
  const id = videoIdFromUrl(url);
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : null;
};

/** 75 -> '1:15'; 3725 -> '1:02:05'. */
export const formatDuration = (totalSeconds: number) => {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
};

/** Case- and accent-insensitive match over title, description and tags (docs/product-rules.md, Validation). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const tutorialMatches = (
  item: { title: string; description: string | null; tags: string[] },
  query: string,
) => {
  const q = fold(query.trim());
  if (!q) return true;
  return [item.title, item.description ?? '', ...item.tags].some((field) => fold(field).includes(q));
};

export const TUTORIAL_MESSAGES = {
  categoryNameRequired: 'O nome da categoria é obrigatório',
  colorInvalid: 'Cor deve estar no formato #RRGGBB',
  titleRequired: 'O título é obrigatório',
  urlInvalid: 'Informe o link do vídeo com o parâmetro v= (ex.: https://www.youtube.com/watch?v=abc123XYZ)',
  durationInvalid: 'A duração deve ser um número inteiro de segundos (0 ou mais)',
  categoryRequired: 'Escolha uma categoria',
  categoryNotFound: 'Categoria não encontrada',
  contentNotFound: 'Tutorial não encontrado',
  categoryInUse: 'Esta categoria possui tutoriais. Exclua-os ou mova-os para outra categoria antes.',
  categoryCreated: 'Categoria criada com sucesso!',
  categoryUpdated: 'Categoria atualizada com sucesso!',
  categoryDeleted: 'Categoria excluída com sucesso!',
  contentCreated: 'Tutorial criado com sucesso!',
  contentUpdated: 'Tutorial atualizado com sucesso!',
  contentDeleted: 'Tutorial excluído com sucesso!',
} as const;
