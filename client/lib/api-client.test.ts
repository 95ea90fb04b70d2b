import { describe, expect, it } from 'vitest';
import { ERRORS } from '#shared/errors.ts';
import { COMMON_MESSAGES } from '#shared/messages/common.ts';
import { toApiError } from './api-client.ts';

describe('toApiError', () => {
  it('keeps the server’s stable code, French message and field issues', () => {
    const error = toApiError({ code: 'EMAIL_IN_USE', message: ERRORS.EMAIL_IN_USE.message, issues: [{ path: 'email', message: 'x' }] }, 409);
    expect(error.code).toBe('EMAIL_IN_USE');
    expect(error.message).toBe(ERRORS.EMAIL_IN_USE.message);
    expect(error.status).toBe(409);
    expect(error.issues).toEqual([{ path: 'email', message: 'x' }]);
  });

  it('reads a body that is not one of ours (a proxy’s error page, HTML in a message) as an internal error', () => {
    for (const payload of [null, 'Bad gateway', { message: '<b>boom</b>' }, { code: 'not a code', message: 'x' }, { code: 42 }]) {
      const error = toApiError(payload, 502);
      expect(error.code).toBe('INTERNAL_ERROR');
      expect(error.message).toBe(COMMON_MESSAGES.internalError);
    }
  });
});
