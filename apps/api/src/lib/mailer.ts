import { createTransport } from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Where queued mail goes (lib/outbox.ts decides when): an SMTP server when SMTP_URL is set;
 * otherwise nowhere, and the delivered `outbox` row is the development mail log.
 */
export interface MailTransport {
  kind: 'smtp' | 'development';
  deliver(mail: Mail): Promise<void>;
}

// nodemailer waits minutes by default; a silent server must not hold a delivery past its lease.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const createMailTransport = (config: Pick<Config, 'smtpUrl' | 'smtpFrom'>): MailTransport => {
  if (!config.smtpUrl) return { kind: 'development', deliver: async () => {} };
  const transport = createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transport.sendMail({ from: config.smtpFrom, ...mail });
    },
  };
};
