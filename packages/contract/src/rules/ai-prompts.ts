import {
  type CreativeSource,
  creativeAdvertiser,
  creativeDescription,
  creativePlatforms,
  creativeTitle,
} from './creative';

export const AI_ACTIONS = [
  {
    id: 'analise-estrutural',
    label: 'Análise Estrutural',
    description: 'Quebra o criativo em gancho, promessa, prova e chamada.',
  },
  {
    id: 'modelagem-criativa',
    label: 'Modelagem Criativa',
    description: 'Três ângulos alternativos para modelar este anúncio.',
  },
  { id: 'headlines', label: 'Headlines', description: '10 headlines, 10 variações curtas e 5 CTAs.' },
  {
    id: 'palavras-chave',
    label: 'Palavras-chave',
    description: 'Palavras principais, cauda longa e negativas.',
  },
] as const;
export type AiActionId = (typeof AI_ACTIONS)[number]['id'];
export const AI_ACTION_IDS = AI_ACTIONS.map((a) => a.id) as [AiActionId, ...AiActionId[]];

/**
 * The version of the instructions below, saved with each analysis: raise it when a prompt changes
 * so a saved analysis says which prompt wrote it.
 */
export const AI_PROMPT_VERSION = 1;

export const DEFAULT_AI_CHAT_URL_TEMPLATE = 'https://chatgpt.com/?temporary-chat=true&q={prompt}';

const context = (c: CreativeSource) =>
  [
    `Título: ${creativeTitle(c)}`,
    `Descrição: ${creativeDescription(c)}`,
    `Anunciante: ${creativeAdvertiser(c)}`,
    `Plataformas: ${creativePlatforms(c).join(', ')}`,
  ].join('\n');

const INSTRUCTIONS: Record<AiActionId, string> = {
  'analise-estrutural': [
    'Você é um estrategista sênior de tráfego pago e copywriting de resposta direta.',
    'Faça uma análise estrutural completa do anúncio abaixo:',
    '1. Gancho (os primeiros segundos/linhas) e por que ele prende a atenção;',
    '2. Promessa principal e público-alvo provável;',
    '3. Provas, gatilhos mentais e objeções tratadas;',
    '4. Oferta e chamada para ação;',
    '5. Pontos fortes, pontos fracos e o que eu deveria testar.',
  ].join('\n'),
  'modelagem-criativa': [
    'Você é um diretor de criação especialista em anúncios para Facebook e Instagram.',
    'Com base no anúncio abaixo, crie 3 ângulos alternativos para modelar este criativo sem copiá-lo.',
    'Para cada ângulo, entregue: nome do ângulo, gancho, roteiro curto (ou texto do anúncio),',
    'sugestão visual e chamada para ação.',
  ].join('\n'),
  headlines: [
    'Você é um copywriter especialista em resposta direta no mercado brasileiro.',
    'Com base no anúncio abaixo, escreva:',
    '- 10 headlines principais;',
    '- 10 variações curtas (até 40 caracteres);',
    '- 5 chamadas para ação (CTAs).',
  ].join('\n'),
  'palavras-chave': [
    'Você é um especialista em pesquisa de palavras-chave para campanhas no Brasil.',
    'Com base no anúncio abaixo, liste:',
    '- 20 a 30 palavras-chave principais;',
    '- 15 a 20 palavras-chave de cauda longa;',
    '- 10 a 15 palavras-chave negativas.',
    'Organize em listas separadas, sem explicações longas.',
  ].join('\n'),
};

/** The Portuguese prompt of one AI action for one creative. */
export const buildAiPrompt = (action: AiActionId, creative: CreativeSource) =>
  `${INSTRUCTIONS[action]}\n\nAnúncio:\n${context(creative)}\n\nResponda em português do Brasil.`;

/** What the model is shown of the creative: the archived image, a video's preview frame, or only its texts. */
export const AI_INPUT_KINDS = ['image', 'video_frame', 'text'] as const;
export type AiInputKind = (typeof AI_INPUT_KINDS)[number];

const INPUT_NOTES: Record<AiInputKind, string> = {
  image: 'A imagem do criativo vai anexada: analise o que ela mostra junto com os textos.',
  video_frame:
    'O criativo é um vídeo: vai anexado o quadro de capa (prévia) do vídeo, não o vídeo inteiro. Analise o que ele mostra junto com os textos e diga o que não dá para saber sem assistir ao vídeo.',
  text: 'A imagem do criativo não está disponível: analise apenas os textos.',
};

/**
 * The in-app analysis (AI_API_URL set): the instructions as the system message, the ad's texts and
 * what is attached as the user's text; the image itself travels next to that text.
 */
export const buildAiAnalysisPrompt = (action: AiActionId, creative: CreativeSource, input: AiInputKind) => ({
  system: `${INSTRUCTIONS[action]}\n\nResponda em português do Brasil, em texto simples com listas numeradas ou com hífens.`,
  user: `Anúncio:\n${context(creative)}\n\n${INPUT_NOTES[input]}`,
});

/** The chat address with the prompt prefilled: `{prompt}` in the template is URL-encoded. */
export const buildAiChatUrl = (template: string, prompt: string) =>
  template.includes('{prompt}')
    ? template.replace('{prompt}', encodeURIComponent(prompt))
    : `${template}${template.includes('?') ? '&' : '?'}q=${encodeURIComponent(prompt)}`;
