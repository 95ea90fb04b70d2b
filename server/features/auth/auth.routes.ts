import type { FastifyInstance } from 'fastify';
import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  type LoginResponse,
  type MeResponse,
} from '#shared/auth.schemas.ts';
import type { OkResponse } from '#shared/common.schemas.ts';
import { parseInput } from '#server/lib/errors.ts';
import { clearSessionCookie, setSessionCookie, type SessionCookieOptions } from './session.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { AuthService } from './auth.service.ts';
import { readDeviceCookie, setDeviceCookie } from './device-cookie.ts';
import { setChallengeCookie } from './two-factor.routes.ts';

export async function authRoutes(app: FastifyInstance, { auth, cookie, clock }: { auth: AuthService; cookie: SessionCookieOptions; clock: Clock }): Promise<void> {
  app.get('/api/auth/me', async (request, reply): Promise<MeResponse> => {
    void reply.header('Cache-Control', 'no-store');
    return auth.me(request.auth);
  });

  app.post('/api/auth/register', async (request, reply): Promise<MeResponse> => {
    const input = parseInput(RegisterInputSchema, request.body);
    const { user, session, device } = await auth.register(input, request.ip, request.headers['user-agent'], readDeviceCookie(request, cookie));
    setSessionCookie(reply, session, cookie);
    setDeviceCookie(reply, device, cookie, clock.now());
    void reply.status(201);
    return auth.me({ user, sessionId: '' });
  });

  app.post('/api/auth/login', async (request, reply): Promise<LoginResponse> => {
    const input = parseInput(LoginInputSchema, request.body);
    const result = await auth.login(input, request.ip, request.headers['user-agent'], readDeviceCookie(request, cookie));
    if (result.kind === 'two-factor') {
      setChallengeCookie(reply, result.challenge, cookie);
      return { twoFactorRequired: true };
    }
    const { user, session, device } = result;
    // A new random session at every login (no fixation); the old one, if any, is closed.
    if (request.sessionToken) await auth.logout(request.sessionToken);
    setSessionCookie(reply, session, cookie);
    setDeviceCookie(reply, device, cookie, clock.now());
    return auth.me({ user, sessionId: '' });
  });

  app.post('/api/auth/logout', async (request, reply): Promise<OkResponse> => {
    if (request.sessionToken) await auth.logout(request.sessionToken);
    clearSessionCookie(reply, cookie);
    return { success: true };
  });

  app.post('/api/auth/forgot-password', async (request): Promise<OkResponse> => {
    const { email } = parseInput(ForgotPasswordInputSchema, request.body);
    await auth.forgotPassword(email, request.ip);
    return { success: true };
  });

  app.post('/api/auth/reset-password', async (request, reply): Promise<OkResponse> => {
    const { token, password } = parseInput(ResetPasswordInputSchema, request.body);
    const device = await auth.resetPassword(token, password, request.ip, readDeviceCookie(request, cookie));
    setDeviceCookie(reply, device, cookie, clock.now());
    return { success: true };
  });
}
