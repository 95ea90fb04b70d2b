/**
 * The transport edge as an attacker sees it: cross-site guard on encoded paths, caching of API
 * answers, the client address behind a reverse proxy.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { createSubscriber } from '#tests/factories/subscriber-factory.ts';
import { buildTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';

describe('cross-site guard on the matched route (percent-encoded paths)', () => {
  it('refuses POST /%61pi/auth/logout from a foreign origin, and the session stays open', async () => {
    const { cookie } = await createSubscriber(t);
    const response = await t.app.inject({ method: 'POST', url: '/%61pi/auth/logout', headers: { cookie, origin: EVIL } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json()).toMatchObject({ user: { uid: expect.any(String) } });
  });

  it('refuses other encodings of API paths too (/api/%61ccount/…)', async () => {
    const { cookie } = await createSubscriber(t);
    const response = await t.app.inject({ method: 'POST', url: '/api/%61ccount/sessions/revoke-others', headers: { cookie, origin: EVIL } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('knows the session on an encoded path from the same site (the session hook uses the matched route as well)', async () => {
    const { cookie } = await createSubscriber(t);
    const response = await t.app.inject({ method: 'POST', url: '/%61pi/auth/logout', headers: { cookie, origin: 'http://localhost', host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    // The logout ended the server-side session, not only the cookie.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json()).toMatchObject({ user: null });
  });
});

describe('Cache-Control on every API route', () => {
  it('answers no-store on every registered /api route, for every method, whatever the status', async () => {
    const { cookie, userId } = await createSubscriber(t);
    const purchase = await t.app.inject({
      method: 'POST',
      url: '/api/create-token-purchase',
      headers: { cookie },
      payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15, userId },
    });
    const checkoutId = purchase.json<{ sessionId: string }>().sessionId;
    expect(checkoutId).toEqual(expect.any(String));

    // Routes that end the session or the account go last, so the others see a signed-in subscriber.
    const last = (url: string) => (/logout|\/delete$/.test(url) ? 1 : 0);
    const apiRoutes = t.routes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'OPTIONS')
      .sort((a, b) => last(a.url) - last(b.url));
    expect(apiRoutes.length).toBeGreaterThan(20);
    const statusOf = new Map<string, number>();
    const missing: string[] = [];
    for (const route of apiRoutes) {
      const url = route.url
        .replace(':type', 'notes')
        .replace('/checkout/:id', `/checkout/${encodeURIComponent(checkoutId)}`)
        .replace(/:[a-zA-Z]+/g, 'x'.repeat(16));
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
      const response = await t.app.inject({ method: route.method as 'GET', url, headers: { cookie }, ...(hasBody ? { payload: {} } : {}) });
      statusOf.set(`${route.method} ${route.url}`, response.statusCode);
      if (!String(response.headers['cache-control']).includes('no-store')) missing.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(missing).toEqual([]);
    // The two answers the attack pass found cached, here with the user's data in them.
    expect(statusOf.get('GET /api/account/sessions')).toBe(200);
    expect(statusOf.get('GET /api/test-payments/checkout/:id')).toBe(200);
  });

  it('leaves pages and assets to their own caching rules', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/pricing')).headers['cache-control']).not.toBe('no-store');
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true (every hop), and names what it wants instead', () => {
    const result = loadConfig({ TRUST_PROXY: 'true' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([expect.stringMatching(/^TRUST_PROXY must be the number of reverse proxies/)]);
  });

  it('accepts a hop count or a list of proxy addresses, and refuses nonsense', () => {
    expect(testConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(testConfig({}).trustProxy).toBe(false);
    const bad = loadConfig({ TRUST_PROXY: 'proxy.example, 10.0.0.0/99' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors[0]).toContain('proxy.example, 10.0.0.0/99');
  });

  async function addressSeen(trust: string, forwardedFor: string, remoteAddress = '127.0.0.1'): Promise<string> {
    const app = Fastify({ trustProxy: fastifyTrustProxy(testConfig({ TRUST_PROXY: trust }).trustProxy) });
    app.get('/ip', async (request) => request.ip);
    const response = await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    await app.close();
    return response.body;
  }

  it('uses the address the trusted proxy appended, never one the client wrote', async () => {
    // The client wrote 198.51.100.9; the proxy (127.0.0.1) appended the real address 203.0.113.7.
    expect(await addressSeen('1', '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen('127.0.0.1', '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7');
    // A request that does not come from a listed proxy is taken at its socket address.
    expect(await addressSeen('10.0.0.1', '198.51.100.9', '192.0.2.44')).toBe('192.0.2.44');
    expect(await addressSeen('false', '198.51.100.9')).toBe('127.0.0.1');
  });

  it('keeps the per-address limit when the client writes its own X-Forwarded-For (one proxy in front)', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 60 && !statuses.includes(429); i++) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { email: `personne.${randomBytes(4).toString('hex')}@cabinet-test.fr` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toContain(429);
      // Another real client (another address appended by the proxy) is not refused.
      const other = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.8' },
        payload: { email: 'autre@cabinet-test.fr' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('request logs', () => {
  it('write one line per request, on completion, with the path but neither its query string nor the cookie', async () => {
    const { cookie } = await createSubscriber(t);
    const before = t.logs.length;
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me?token=jeton-secret', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const lines = t.logs.slice(before).map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
    expect(lines.filter((line) => line.req)).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/auth/me' }, res: { statusCode: 200 } });
    expect(typeof lines[0]?.responseTime).toBe('number');
    const written = t.logs.slice(before).join('\n');
    expect(written).not.toContain('jeton-secret');
    expect(written).not.toContain(cookie.split('=')[1]);
  });
});

describe('error logs', () => {
  it('log a failed insert by code and constraint, never the values it carried (e-mail, name, addresses)', async () => {
    const { db } = t.deps.database;
    await db.execute(sql`alter table users add constraint edge_test_refused check (email not like '%@refused.example') not valid`);
    try {
      const input = buildRegisterInput({ email: 'solene.refus@refused.example', name: 'Solène Refus', billingAddress: '7 impasse des Secrets, 57000 Metz' });
      const before = t.logs.length;
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      const written = t.logs.slice(before).join('\n');
      expect(written).toContain('"code":"23514"');
      expect(written).toContain('"constraint":"edge_test_refused"');
      for (const value of [input.email, 'refused.example', input.name, 'Secrets', input.personalAddress, input.rppsNumber, 'argon2', 'params']) {
        expect(written).not.toContain(value);
      }
    } finally {
      await db.execute(sql`alter table users drop constraint edge_test_refused`);
    }
  });

  it('reduce a query that failed on a lost connection to its network code', () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const error = new DrizzleQueryError('select * from users where email = $1', ['claire@cabinet-test.fr'], lost);
    expect(loggableError(error)).toEqual({ kind: 'database', code: 'ECONNREFUSED' });
    expect(loggableError(new TypeError('boom'))).toMatchObject({ kind: 'error', type: 'TypeError', message: 'boom' });
  });
});
