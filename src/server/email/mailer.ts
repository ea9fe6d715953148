import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when configured. Otherwise the message is logged and kept as a JSON file in
 * `DATA_DIR/outbox`, so that password reset works on a laptop with no mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  return {
    async send(mail) {
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${crypto.randomUUID()}.json`);
      await fs.writeFile(file, JSON.stringify({ from: opts.from, ...mail, date: new Date().toISOString() }, null, 2));
      opts.log.info({ to: mail.to, subject: mail.subject, file }, `e-mail kept in outbox (no SMTP_URL):\n${mail.text}`);
    },
  };
}
