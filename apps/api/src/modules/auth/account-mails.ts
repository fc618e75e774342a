import type { Mail } from '../../lib/mailer';

/** The mails about an account's password; pt-BR, plain text, Brasília time. */

interface Recipient {
  name: string;
  email: string;
}

const when = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(at);

export const resetLinkMail = (user: Recipient, link: string, ttlMinutes: number): Mail => ({
  to: user.email,
  subject: 'SniperAds — redefinição de senha',
  text: [
    `Olá, ${user.name}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta SniperAds.',
    `Para criar uma nova senha, acesse: ${link}`,
    '',
    `O link vale por ${ttlMinutes} minutos e só pode ser usado uma vez.`,
    'Ao redefinir a senha, todas as sessões abertas e o token da extensão são encerrados.',
    'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  ].join('\n'),
});

export type PasswordChange = 'reset_link' | 'admin' | 'self';

const WHAT_HAPPENED: Record<PasswordChange, (at: string) => string[]> = {
  reset_link: (at) => [
    `A senha da sua conta SniperAds foi redefinida em ${at} (horário de Brasília), pelo link enviado para este email.`,
    'Por segurança, todas as sessões abertas e o token da extensão foram encerrados.',
  ],
  admin: (at) => [
    `Um administrador redefiniu a senha da sua conta SniperAds em ${at} (horário de Brasília).`,
    'Por segurança, todas as sessões abertas e o token da extensão foram encerrados.',
  ],
  self: (at) => [
    `A senha da sua conta SniperAds foi alterada em ${at} (horário de Brasília), na página de perfil.`,
    'As outras sessões e o token da extensão foram encerrados; a sessão em que a troca foi feita continua ativa.',
  ],
};

/** Tells the owner their password changed, what was ended, and what to do if it was not them. */
export const passwordChangedMail = (
  user: Recipient,
  how: PasswordChange,
  appUrl: string,
  at = new Date(),
): Mail => ({
  to: user.email,
  subject: 'SniperAds — sua senha foi alterada',
  text: [
    `Olá, ${user.name}!`,
    '',
    ...WHAT_HAPPENED[how](when(at)),
    `Para voltar a usar a extensão, gere um novo token em ${appUrl}/extensao.`,
    '',
    `Se não foi você, redefina a senha em ${appUrl}/esqueci-senha (isso encerra todas as sessões e o token da extensão) e fale com o suporte.`,
  ].join('\n'),
});

/** The link that turns a sign-up into an account; nothing exists until it is opened. */
export const signupConfirmMail = (person: Recipient, link: string, ttlHours: number): Mail => ({
  to: person.email,
  subject: 'SniperAds — confirme seu email',
  text: [
    `Olá, ${person.name}!`,
    '',
    'Recebemos um cadastro no SniperAds com este email.',
    `Para ativar sua conta e começar o teste grátis de 7 dias, acesse: ${link}`,
    '',
    `O link vale por ${ttlHours} horas e só pode ser usado uma vez.`,
    'Se você não se cadastrou, ignore este email: nenhuma conta será criada.',
  ].join('\n'),
});

/**
 * Sent instead of a confirmation when the address already has an account: the answer on screen
 * is the same, so only the mailbox's owner learns the address is registered.
 */
export const signupAttemptMail = (user: Recipient, appUrl: string): Mail => ({
  to: user.email,
  subject: 'SniperAds — tentativa de cadastro com seu email',
  text: [
    `Olá, ${user.name}!`,
    '',
    'Alguém tentou criar uma conta no SniperAds com este email, mas você já tem uma conta.',
    `Para entrar, acesse: ${appUrl}/login`,
    `Se esqueceu a senha, redefina em: ${appUrl}/esqueci-senha`,
    '',
    'Se não foi você, ignore este email: nada mudou na sua conta.',
  ].join('\n'),
});
