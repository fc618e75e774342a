import { z } from 'zod';
import { AI_ACTION_IDS, AI_INPUT_KINDS } from './rules/ai-prompts';

/** The Studio's in-app AI (AI_API_URL set): analyses saved with the creative, per-plan monthly use. */
export const STUDIO_AI_MESSAGES = {
  notConfigured: 'A análise com IA não está configurada neste servidor.',
  timeout: 'O provedor de IA demorou demais para responder. Tente novamente em instantes.',
  unauthorized:
    'O provedor de IA recusou a chave configurada neste servidor. Avise o administrador da sua conta.',
  rateLimited: 'O provedor de IA está recebendo pedidos demais agora. Tente novamente em alguns minutos.',
  unavailable: 'O provedor de IA está indisponível no momento. Tente novamente em instantes.',
  rejected: 'O provedor de IA não aceitou este pedido. Tente novamente ou avise o administrador.',
  empty: 'O provedor de IA não devolveu nenhum texto. Tente novamente.',
  interrupted: 'A resposta da IA foi interrompida. Tente novamente.',
} as const;

export const AiAnalysisSchema = z.object({
  action: z.enum(AI_ACTION_IDS),
  content: z.string(),
  model: z.string(),
  prompt_version: z.number().int(),
  /** What the model saw besides the texts. */
  input: z.enum(AI_INPUT_KINDS),
  created_at: z.string(),
});
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

export const AiUsageSchema = z.object({
  /** Analyses generated this calendar month (UTC). */
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** When the count starts again (the first day of next month, UTC). */
  resets_at: z.string(),
});
export type AiUsage = z.infer<typeof AiUsageSchema>;

export const StudioAiSchema = z.object({
  /** false: the actions open the AI chat in a new tab (today's behaviour). */
  enabled: z.boolean(),
  model: z.string().nullable(),
  usage: AiUsageSchema,
  /** The analyses saved for this creative (its cluster), one per action at most. */
  analyses: z.array(AiAnalysisSchema),
});
export type StudioAi = z.infer<typeof StudioAiSchema>;

export const RunStudioAiSchema = z.object({
  action: z.enum(AI_ACTION_IDS, { errorMap: () => ({ message: 'Ação de IA inválida' }) }),
  /** true: a new analysis even when one is saved ('Gerar novamente', counts against the limit). */
  regenerate: z.boolean().default(false),
});

/**
 * The stream POST /studio/:id/ai answers (text/event-stream): `delta` events carry text as it
 * arrives, then one `done` (the saved analysis and the month's use) or one `error` (a pt-BR message).
 */
/** The stream's body: SSE text as it is written (the API sends a stream, the web reads the response's body). */
export interface AiEventStream extends AsyncIterable<Uint8Array | string> {}
export const AI_STREAM_EVENTS = ['delta', 'done', 'error'] as const;
export const AiDeltaEventSchema = z.object({ text: z.string() });
export const AiDoneEventSchema = z.object({
  analysis: AiAnalysisSchema,
  usage: AiUsageSchema,
  /** true: the saved analysis was answered, no new call was made (nothing counted). */
  cached: z.boolean(),
});
export type AiDoneEvent = z.infer<typeof AiDoneEventSchema>;
export const AiErrorEventSchema = z.object({ message: z.string() });
