import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

/** An image for the model: a data URL (`data:image/jpeg;base64,…`), since our archive is not public. */
export type AiImage = string;

/**
 * The chat messages of one analysis: the instructions as the system message, then the user's
 * message with the ad's texts and, when there is one, the creative's image as an image part.
 */
export const buildChatMessages = (
  prompt: { system: string; user: string },
  images: AiImage[],
): ChatCompletionMessageParam[] => [
  { role: 'system', content: prompt.system },
  {
    role: 'user',
    content:
      images.length === 0
        ? prompt.user
        : [
            { type: 'text', text: prompt.user },
            ...images.map((url) => ({ type: 'image_url' as const, image_url: { url } })),
          ],
  },
];

/** `data:<type>;base64,<bytes>` */
export const toDataUrl = (contentType: string, bytes: Uint8Array) =>
  `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
