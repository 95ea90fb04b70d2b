/**
 * The session cookie and the request's identity. The cookie holds a random token; the
 * database holds only its keyed hash. `__Host-` and Secure in production.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { AuthService, CurrentAuth, NewSession } from './auth.service.ts';
import { hasActiveAccess } from './subscription-access.ts';
import type { Clock } from '#server/lib/clock.ts';
import { AppError } from '#server/lib/errors.ts';
import { isApiRoute } from '#server/http/same-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: CurrentAuth | null;
    sessionToken: string | null;
  }
}

export interface SessionCookieOptions {
  production: boolean;
}

export function sessionCookieName(production: boolean): string {
  return production ? '__Host-psyscribe_session' : 'psyscribe_session';
}

export async function registerSessions(app: FastifyInstance, auth: AuthService, options: SessionCookieOptions): Promise<void> {
  await app.register(fastifyCookie);
  const name = sessionCookieName(options.production);
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', (request, _reply, done) => {
    // The matched route, not the raw URL (which may be percent-encoded): see same-origin.ts.
    if (!isApiRoute(request.routeOptions.url)) return done();
    const token = request.cookies[name];
    if (!token || token.length > 100) return done();
    request.sessionToken = token;
    // Served by the session cache without a promise when it can be; else looked up.
    const cached = auth.cachedAuthentication(token);
    if (cached) {
      request.auth = cached;
      return done();
    }
    auth.authenticate(token).then(
      (found) => {
        request.auth = found;
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  // Any state-changing request may have changed a session, a user or a subscription (logout,
  // password, two-factor, profile, deletion, subscribe, webhooks…): this process forgets what it
  // cached, before the answer leaves, so the next request here reads the database
  // (server/features/auth/session-cache.ts). The acting user's entries, or all without a session.
  // Synchronous (no promise per response).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      if (request.auth) auth.forgetUser(request.auth.user.id);
      else auth.forgetAll();
    }
    done(null, payload);
  });
}

export function setSessionCookie(reply: FastifyReply, session: NewSession, options: SessionCookieOptions): void {
  void reply.setCookie(sessionCookieName(options.production), session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.production,
    // Remember me: a 30-day cookie; otherwise a browser-session cookie (server limit 12 h).
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  void reply.clearCookie(sessionCookieName(options.production), { path: '/', httpOnly: true, sameSite: 'lax', secure: options.production });
}

export function requireUser(request: FastifyRequest): CurrentAuth {
  if (!request.auth) throw new AppError('AUTH_REQUIRED');
  return request.auth;
}

/** Subscribers only: the tools (chat, fiches) and top-ups. */
export function requireSubscriber(request: FastifyRequest, clock: Clock): CurrentAuth {
  const auth = requireUser(request);
  if (!hasActiveAccess(auth.user, clock.now())) throw new AppError('SUBSCRIPTION_REQUIRED');
  return auth;
}
