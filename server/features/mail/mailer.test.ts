import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { buildTestApp } from '#tests/support/test-app.ts';
import { createOutboxMailer } from './mailer.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('outbox mailer (development without SMTP)', () => {
  it('writes a reset e-mail to a file readable by its owner only, and never logs the link or its token', async () => {
    const logs: string[] = [];
    const mailer = createOutboxMailer(dir, 'PsyScribe <no-reply@localhost>', { info: (obj, msg) => logs.push(JSON.stringify(obj) + msg) });
    const t = await buildTestApp({ mailer });
    try {
      const input = buildRegisterInput();
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input })).statusCode).toBe(201);
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } });
      await expect.poll(() => logs.length).toBe(1); // logged once the file is complete
      expect(readdirSync(dir)).toHaveLength(1);
      const file = path.join(dir, readdirSync(dir)[0]!);
      const eml = readFileSync(file, 'utf8').replace(/=\r?\n/g, ''); // quoted-printable soft breaks
      const token = /token=3D([\w-]+)/.exec(eml)?.[1];
      expect(token).toBeDefined();
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const everything = [...logs, ...t.logs].join('\n');
      expect(everything).not.toContain(token!);
      expect(everything).not.toContain('reset-password?');
    } finally {
      await t.close();
    }
  });
});
