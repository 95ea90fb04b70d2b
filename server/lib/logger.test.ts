/**
 * The production logger's settings (server/lib/logger.ts): whatever is logged under `req` or `res`
 * keeps named fields only, so no cookie, authorization or set-cookie header and no query string
 * reach the logs, now that this is done by serializers instead of pino's `redact`.
 */
import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

describe('loggerOptions', () => {
  it('logs a request and a response without their headers nor the query string', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino(loggerOptions('info') as LoggerOptions, sink);
    logger.info(
      {
        req: { id: 'req-1', method: 'POST', url: '/api/auth/reset-password?token=jeton-secret', headers: { cookie: 'psyscribe_session=cookie-secret', authorization: 'Bearer autorisation-secrete' } },
        res: { statusCode: 200, headers: { 'set-cookie': 'psyscribe_session=nouveau-secret' } },
      },
      'request completed',
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ req: { id: 'req-1', method: 'POST', url: '/api/auth/reset-password' }, res: { statusCode: 200 }, msg: 'request completed' });
    for (const secret of ['jeton-secret', 'cookie-secret', 'autorisation-secrete', 'nouveau-secret', 'headers']) expect(lines[0]).not.toContain(secret);
  });
});
