import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state-changing requests: browsers send Origin (and Sec-Fetch-Site)
 * on every POST, so a form or fetch from another site is recognised and refused.
 * Paths in `exempt` (provider webhooks) authenticate by signature instead.
 *
 * The decision uses the route the router matched (`routeOptions.url`), never the raw URL:
 * the router decodes `/%61pi/auth/logout` to `/api/auth/logout`, so a test on the raw text
 * would let that request through (docs/security.md, "Cross-site requests").
 */
export function registerSameOriginGuard(app: FastifyInstance, options: { allowedOrigins: string[]; exempt: string[] }): void {
  // Synchronous (no promise per request): `done` with the refusal, or with nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    done(crossSiteRefusal(request, options));
  });
}

function crossSiteRefusal(request: FastifyRequest, options: { allowedOrigins: string[]; exempt: string[] }): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const route = request.routeOptions.url;
  if (route === undefined || !isApiRoute(route) || options.exempt.includes(route)) return undefined;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin !== undefined) {
    const host = request.headers.host;
    const sameHost = URL.canParse(origin) && host !== undefined && new URL(origin).host === host;
    if (!sameHost && !options.allowedOrigins.includes(origin)) return new AppError('CROSS_SITE_REQUEST');
  } else if (fetchSite === 'cross-site') {
    return new AppError('CROSS_SITE_REQUEST');
  }
  return undefined;
}

/** True for the routes of the JSON API (the route pattern as registered, e.g. `/api/account/sessions/:id`). */
export function isApiRoute(route: string | undefined): boolean {
  return route !== undefined && route.startsWith('/api/');
}
