import type { Mail } from '../../lib/mailer';

/** Alert e-mails, pt-BR plain text, each with its no-login unsubscribe link. */

export interface AlertLine {
  title: string;
  body: string;
  url: string;
  createdAt?: Date;
}

interface Recipient {
  name: string;
  email: string;
}

/** An app path becomes a full link; an absolute URL stays as it is. */
export const absoluteUrl = (appUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`;

const footer = (unsubscribeUrl: string) => [
  '',
  '—',
  'Você recebe este e-mail porque ativou os alertas por e-mail no SniperAds.',
  `Para não receber mais alertas por e-mail (sem precisar entrar): ${unsubscribeUrl}`,
  'Você também pode mudar isso em Meu Perfil → Notificações.',
];

export const alertMail = (
  user: Recipient,
  alert: AlertLine,
  appUrl: string,
  unsubscribeUrl: string,
): Mail => ({
  to: user.email,
  subject: `SniperAds — ${alert.title}`.slice(0, 200),
  text: [
    `Olá, ${user.name}!`,
    '',
    alert.title,
    alert.body,
    '',
    `Ver no SniperAds: ${absoluteUrl(appUrl, alert.url)}`,
    ...footer(unsubscribeUrl),
  ].join('\n'),
});

const dayOf = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(at);
const timeOf = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(at);

export const digestMail = (
  user: Recipient,
  alerts: AlertLine[],
  appUrl: string,
  unsubscribeUrl: string,
  at: Date,
): Mail => ({
  to: user.email,
  subject: `SniperAds — resumo diário: ${alerts.length} ${alerts.length === 1 ? 'alerta' : 'alertas'} (${dayOf(at)})`,
  text: [
    `Olá, ${user.name}!`,
    '',
    alerts.length === 1
      ? 'Este é o alerta desde o último resumo:'
      : `Estes são os ${alerts.length} alertas desde o último resumo:`,
    '',
    ...alerts.flatMap((a) => [
      `• ${a.createdAt ? `${timeOf(a.createdAt)} — ` : ''}${a.title}`,
      `  ${a.body}`,
      `  ${absoluteUrl(appUrl, a.url)}`,
      '',
    ]),
    ...footer(unsubscribeUrl).slice(1),
  ].join('\n'),
});
