import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Extra origins the payment provider's script needs on card pages (Stripe.js). */
  paymentOrigins: string[];
}

/** CSP without inline scripts, and the usual hardening headers, on every response. */
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
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.production) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
