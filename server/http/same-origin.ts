import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state-changing requests: browsers send Origin (and Sec-Fetch-Site)
 * on every POST, so a form or fetch from another site is recognised and refused.
 * Paths in `exempt` (provider webhooks) authenticate by signature instead.
 */
export function registerSameOriginGuard(app: FastifyInstance, options: { allowedOrigins: string[]; exempt: string[] }): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') || options.exempt.includes(pathname)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin !== undefined) {
      const host = request.headers.host;
      const sameHost = URL.canParse(origin) && host !== undefined && new URL(origin).host === host;
      if (!sameHost && !options.allowedOrigins.includes(origin)) throw new AppError('CROSS_SITE_REQUEST');
    } else if (fetchSite === 'cross-site') {
      throw new AppError('CROSS_SITE_REQUEST');
    }
  });
}
