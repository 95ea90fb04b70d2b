/**
 * The "known device" cookie (docs/security/sign-in.md): set after each successful sign-in,
 * it lets this browser sign in even while strangers' failed guesses lock the account for
 * everyone else. It grants no access by itself. `__Host-` and Secure in production.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookieOptions } from './session.ts';
import { DEVICE_TTL } from './auth.service.ts';

function deviceCookieName(production: boolean): string {
  return production ? '__Host-psyscribe_device' : 'psyscribe_device';
}

export function readDeviceCookie(request: FastifyRequest, options: SessionCookieOptions): string | undefined {
  const value = request.cookies[deviceCookieName(options.production)];
  return value && value.length <= 600 ? value : undefined;
}

export function setDeviceCookie(reply: FastifyReply, value: string, options: SessionCookieOptions, now: Date): void {
  void reply.setCookie(deviceCookieName(options.production), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.production,
    expires: new Date(now.getTime() + DEVICE_TTL),
  });
}
