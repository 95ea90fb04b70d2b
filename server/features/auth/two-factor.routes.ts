/** Two-factor sign-in: the second sign-in step and the account page's settings (docs/security/two-factor.md). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type RecoveryCodesSchema,
  TwoFactorBeginInputSchema,
  TwoFactorCodeInputSchema,
  TwoFactorDisableInputSchema,
  type MeResponse,
  type TwoFactorSetupSchema,
  type TwoFactorStatusSchema,
} from '#shared/auth.schemas.ts';
import type { OkResponse } from '#shared/common.schemas.ts';
import { parseInput } from '#server/lib/errors.ts';
import { requireUser, setSessionCookie, type SessionCookieOptions } from './session.ts';
import type { Clock } from '#server/lib/clock.ts';
import { TWO_FACTOR_CHALLENGE_TTL, type AuthService } from './auth.service.ts';
import { readDeviceCookie, setDeviceCookie } from './device-cookie.ts';

function challengeCookieName(production: boolean): string {
  return production ? '__Host-psyscribe_2fa' : 'psyscribe_2fa';
}

export function setChallengeCookie(reply: FastifyReply, challenge: string, options: SessionCookieOptions): void {
  void reply.setCookie(challengeCookieName(options.production), challenge, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.production,
    maxAge: TWO_FACTOR_CHALLENGE_TTL / 1000,
  });
}

function clearChallengeCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  void reply.clearCookie(challengeCookieName(options.production), { path: '/', httpOnly: true, sameSite: 'strict', secure: options.production });
}

const noStore = (reply: FastifyReply) => void reply.header('Cache-Control', 'no-store');

export async function twoFactorRoutes(app: FastifyInstance, { auth, cookie, clock }: { auth: AuthService; cookie: SessionCookieOptions; clock: Clock }): Promise<void> {
  app.post('/api/auth/login/two-factor', async (request: FastifyRequest, reply): Promise<MeResponse> => {
    const { code } = parseInput(TwoFactorCodeInputSchema, request.body);
    const challenge = request.cookies[challengeCookieName(cookie.production)];
    const { user, session, device } = await auth.completeTwoFactor(challenge, code, request.headers['user-agent'], readDeviceCookie(request, cookie));
    if (request.sessionToken) await auth.logout(request.sessionToken);
    clearChallengeCookie(reply, cookie);
    setSessionCookie(reply, session, cookie);
    setDeviceCookie(reply, device, cookie, clock.now());
    return auth.me({ user, sessionId: '' });
  });

  app.get('/api/account/two-factor', async (request, reply): Promise<z.infer<typeof TwoFactorStatusSchema>> => {
    noStore(reply);
    return auth.twoFactorStatus(requireUser(request));
  });

  app.post('/api/account/two-factor/setup', async (request, reply): Promise<z.infer<typeof TwoFactorSetupSchema>> => {
    const { password } = parseInput(TwoFactorBeginInputSchema, request.body);
    noStore(reply);
    return auth.beginTwoFactor(requireUser(request), password, request.ip);
  });

  app.post('/api/account/two-factor/enable', async (request, reply): Promise<z.infer<typeof RecoveryCodesSchema>> => {
    const { code } = parseInput(TwoFactorCodeInputSchema, request.body);
    noStore(reply);
    return { recoveryCodes: await auth.confirmTwoFactor(requireUser(request), code) };
  });

  app.post('/api/account/two-factor/disable', async (request): Promise<OkResponse> => {
    const { password, code } = parseInput(TwoFactorDisableInputSchema, request.body);
    await auth.disableTwoFactor(requireUser(request), password, code, request.ip);
    return { success: true };
  });
}
