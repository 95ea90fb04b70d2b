/**
 * Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is
 * written as an .eml file to DATA_DIR/outbox/ (and its `logHint`, e.g. a reset link, logged)
 * so a local install can still complete a password reset.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Logged only by the outbox mailer (never in production with SMTP). */
  logHint?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

interface InfoLogger {
  info(obj: object, msg: string): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

export function createOutboxMailer(outboxDir: string, from: string, logger: InfoLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ file, ...(message.logHint ? { link: message.logHint } : {}) }, 'e-mail written to the outbox (no SMTP_URL configured)');
    },
  };
}
