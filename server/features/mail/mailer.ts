/**
 * Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise (development only:
 * production refuses to start without SMTP_URL) each message is written as an .eml file to
 * DATA_DIR/outbox/, readable by its owner only, so a local install can still complete a
 * password reset. The log names the file, never its content: a reset link is a live credential.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
      logger.info({ file }, 'e-mail written to the outbox (no SMTP_URL configured)');
    },
  };
}
