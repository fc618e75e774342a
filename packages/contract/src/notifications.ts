import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, MessageBodySchema, okBody, pick, UuidSchema } from './common';

const c = initContract();

/** How alert e-mails go out: one per alert, or one a day with the day's alerts. */
export const EMAIL_NOTIFICATION_MODES = ['immediate', 'daily'] as const;
export type EmailNotificationMode = (typeof EMAIL_NOTIFICATION_MODES)[number];
export const EMAIL_MODE_LABELS: Record<EmailNotificationMode, string> = {
  immediate: 'Imediato',
  daily: 'Resumo diário',
};

export const NOTIFICATION_MESSAGES = {
  saved: 'Preferências de notificação salvas.',
  subscribed: 'Notificações ativadas neste dispositivo.',
  deviceRemoved: 'Dispositivo removido.',
  deviceNotFound: 'Dispositivo não encontrado',
  unsubscribed: 'Pronto! Você não receberá mais alertas por e-mail.',
  badUnsubscribeLink: 'Link de cancelamento inválido.',
  unsubscribeAccountGone: 'Esta conta não existe mais.',
  /** Shown on /perfil and the radar: Apple only delivers web push to installed apps. */
  iosHint:
    'No iPhone e iPad, as notificações funcionam a partir do iOS 16.4, com o app instalado na tela de início (Compartilhar → Adicionar à Tela de Início).',
} as const;

export const NotificationSettingsSchema = z.object({
  /** General switch: off means nothing is sent on any channel. */
  enabled: z.boolean(),
  email_enabled: z.boolean(),
  push_enabled: z.boolean(),
  email_mode: z.enum(EMAIL_NOTIFICATION_MODES),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const UpdateNotificationSettingsSchema = z
  .object({
    enabled: z.boolean(),
    email_enabled: z.boolean(),
    push_enabled: z.boolean(),
    email_mode: z.enum(EMAIL_NOTIFICATION_MODES, {
      errorMap: () => ({ message: 'Escolha imediato ou resumo diário' }),
    }),
  })
  .partial();
export type UpdateNotificationSettingsInput = z.input<typeof UpdateNotificationSettingsSchema>;

export const PushDeviceSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The push service's address, so a browser can tell which device is itself. */
  endpoint: z.string(),
  created_at: z.string(),
  last_success_at: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/** Keys are base64url (what PushSubscription.toJSON() gives). */
const base64url = (max: number) =>
  z
    .string({ required_error: 'Chave obrigatória' })
    .min(1, 'Chave obrigatória')
    .pipe(
      z
        .string()
        .max(max, 'Chave inválida')
        .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Chave inválida'),
    );

export const PushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ required_error: 'Endereço de push obrigatório' })
    .max(2048, 'Endereço de push inválido')
    .url('Endereço de push inválido')
    .refine((v) => /^https?:\/\//i.test(v), 'Endereço de push inválido'),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInputSchema>;

export const UnsubscribeEmailSchema = z.object({
  token: z
    .string({ required_error: NOTIFICATION_MESSAGES.badUnsubscribeLink })
    .min(1, NOTIFICATION_MESSAGES.badUnsubscribeLink)
    .max(300, NOTIFICATION_MESSAGES.badUnsubscribeLink),
});

/** What the service worker receives in a push (JSON), built by the API. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app (or an absolute URL of it) the tap opens. */
  url: z.string(),
  image: z.string().nullable().optional(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const notificationsContract = c.router({
  getNotificationSettings: {
    method: 'GET',
    path: '/notifications/settings',
    summary: 'Preferências de notificação (geral, e-mail, push, modo do e-mail)',
    responses: { 200: okBody(NotificationSettingsSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  updateNotificationSettings: {
    method: 'PUT',
    path: '/notifications/settings',
    summary: 'Alterar as preferências de notificação',
    body: UpdateNotificationSettingsSchema,
    responses: { 200: okBody(NotificationSettingsSchema), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  getPushKey: {
    method: 'GET',
    path: '/notifications/push/key',
    summary: 'Chave pública VAPID para PushManager.subscribe',
    responses: { 200: okBody(z.object({ public_key: z.string() })), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  getPushDevices: {
    method: 'GET',
    path: '/notifications/push/devices',
    summary: 'Dispositivos desta conta que recebem push',
    responses: { 200: okBody(z.array(PushDeviceSchema)), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  subscribePush: {
    method: 'POST',
    path: '/notifications/push/devices',
    summary: 'Registrar este dispositivo para push (e ligar o push da conta)',
    body: PushSubscriptionInputSchema,
    responses: { 200: okBody(PushDeviceSchema), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  removePushDevice: {
    method: 'DELETE',
    path: '/notifications/push/devices/:id',
    summary: 'Remover um dispositivo',
    pathParams: z.object({ id: UuidSchema }),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  unsubscribeEmail: {
    method: 'POST',
    path: '/notifications/unsubscribe',
    summary: 'Cancelar os alertas por e-mail pelo link do e-mail (sem login)',
    body: UnsubscribeEmailSchema,
    responses: { 200: MessageBodySchema, ...pick(400, 404, 500) },
    metadata: access('public'),
  },
});
