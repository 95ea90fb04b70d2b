import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './same-origin.ts';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Extra origins the payment provider's script needs on card pages (Stripe.js). */
  paymentOrigins: string[];
}

/** CSP without inline scripts, the usual hardening headers on every response, and `no-store` on every API answer. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const extra = options.paymentOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extra ? ' ' + extra : ''}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extra ? ' ' + extra : ''}`,
    `frame-src 'self'${extra ? ' ' + extra : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  // The same for every response: built once, set in one call (docs/performance.md).
  const fixed: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  // A synchronous hook: no promise per response.
  app.addHook('onSend', (request, reply, payload, done) => {
    // API answers carry user data (sessions, checkouts, budgets, exports): no cache, shared or
    // private, may keep them. Decided on the matched route, whatever the handler set or forgot.
    if (isApiRoute(request.routeOptions.url) && !String(reply.getHeader('Cache-Control') ?? '').includes('no-store')) {
      reply.header('Cache-Control', 'no-store');
    }
    reply.headers(fixed);
    done(null, payload);
  });
}
