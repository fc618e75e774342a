import { createServer, type Socket } from 'node:net';

export interface SinkMail {
  to: string[];
  subject: string;
  /** The decoded body (quoted-printable or base64 undone). */
  text: string;
}

const decodeBody = (headers: string, body: string) => {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

const parse = (to: string[], data: string): SinkMail => {
  const unstuffed = data.replace(/\r\n\.\./g, '\r\n.');
  const split = unstuffed.indexOf('\r\n\r\n');
  const headers = unstuffed.slice(0, split);
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  return { to, subject, text: decodeBody(headers, unstuffed.slice(split + 4)) };
};

/**
 * A minimal SMTP server on loopback that keeps what it receives: enough of RFC 5321 for
 * nodemailer (no TLS, no auth). With `refusing` set it answers 421 at once, as a server that is
 * down for maintenance does, so the sender sees a failed delivery.
 */
export const startSmtpSink = async (onMail: (mail: SinkMail) => void = () => {}) => {
  const mails: SinkMail[] = [];
  const sockets = new Set<Socket>();
  const state = { refusing: false };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    if (state.refusing) {
      reply('421 4.3.2 Service not available');
      socket.end();
      return;
    }
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const mail = parse(to, buffer.slice(0, end));
          mails.push(mail);
          onMail(mail);
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else {
          // EHLO/HELO (no extensions: no STARTTLS, no AUTH), MAIL, RSET, NOOP.
          reply(verb === 'EHLO' || verb === 'HELO' ? '250 sink' : '250 2.0.0 ok');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Answer every new connection with 421 (true) or accept mail again (false). */
    refuse(value: boolean) {
      state.refusing = value;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
