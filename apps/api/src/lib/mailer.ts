import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the mail is logged and kept in the outbox table. */
export const createMailer = (config: Config, db: Db, log: FastifyBaseLogger): Mailer => {
  if (config.smtpUrl) {
    const transport = createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.smtpFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(outbox).values({ ...mail, html: mail.html ?? null });
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in outbox (no SMTP_URL)');
    },
  };
};
