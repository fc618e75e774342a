import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-mail's unsubscribe link works without a login: it carries the account id and an
 * HMAC-SHA256 of it under a key derived from JWT_SECRET for this one purpose. It never expires
 * (an old e-mail's link must still work) and only ever turns alert e-mails off.
 */
const PURPOSE = 'sniperads:email-unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mac = (secret: string, userId: string) =>
  createHmac('sha256', createHmac('sha256', secret).update(PURPOSE).digest()).update(userId).digest();

export const unsubscribeToken = (secret: string, userId: string) =>
  `${userId}.${mac(secret, userId).toString('base64url')}`;

/** The account id the token was made for, or null when it is not one of ours. */
export const verifyUnsubscribeToken = (secret: string, token: string): string | null => {
  const [userId, signature, extra] = token.split('.');
  if (!userId || !signature || extra !== undefined || !UUID.test(userId)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
};
