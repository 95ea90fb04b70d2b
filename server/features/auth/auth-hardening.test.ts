import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '#server/app.ts';
import { openPostgres } from '#server/db/client.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { buildTestApp, createMemoryMailer, type TestApp } from '#tests/support/test-app.ts';
import { serverDatabaseUrl } from '#tests/support/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function malformedBodies(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
  const values: unknown[] = [null, true, 0, -1, 1e308, '', 'x'.repeat(300_000), 'é'.repeat(5000), [], [1, 2], {}, { $gt: '' }, deep(200)];
  const fields = ['email', 'password', 'name', 'rppsNumber', 'acceptTerms', 'rememberMe', 'token', 'profession', 'companyName'];
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 5;
    if (kind === 0) bodies.push(JSON.stringify(Object.fromEntries(fields.map((field) => [field, pick(values)]))));
    else if (kind === 1) bodies.push(`{"__proto__": {"admin": true}, "email": "a@b.fr", "password": "${'p'.repeat(Math.floor(next() * 20))}"}`);
    else if (kind === 2) bodies.push(JSON.stringify(pick(values)));
    else if (kind === 3) bodies.push('{"email": "a@b.fr", "password": ' + '['.repeat(Math.floor(next() * 5000)));
    else bodies.push(`{"constructor": {"prototype": {"x": 1}}, "email": ${JSON.stringify(pick(values))}}`);
  }
  return bodies;
}

describe('malformed input', () => {
  const endpoints = ['/api/auth/register', '/api/auth/login', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/account/delete'];
  it.each(endpoints)('%s answers 200 malformed bodies with 4xx only, never a 5xx or a stack trace', async (url) => {
    const statuses = new Map<number, number>();
    for (const [i, payload] of malformedBodies(200, url.length).entries()) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' }, remoteAddress: `10.1.${i % 250}.${i % 7}` });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, payload.slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 120)).toBeLessThan(500);
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+|stack/i);
      expect(typeof response.json().code).toBe('string');
    }
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
  });

  it('refuses non-JSON content types with 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: 'email=a@b.fr&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(400_000) }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never logs a request body', async () => {
    const marker = 'MARQUEUR-UNIQUE-7f3a9c';
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `${marker}@b.fr`, password: marker } });
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: marker } });
    expect(t.logs.join('\n')).not.toContain(marker);
  });
});

const url = serverDatabaseUrl();
describe.runIf(url)('limits across instances (real PostgreSQL)', () => {
  it('holds the per-account login limit across two server instances on one database', async () => {
    const secondDb = openPostgres((t.deps.database as { url?: string }).url ?? '', { warn: () => undefined });
    const second = await buildApp({ ...t.deps, database: secondDb, mailer: createMemoryMailer() }, { loggerInstance: pino({ level: 'silent' }) });
    const input = buildRegisterInput();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input })).statusCode).toBe(201);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? t.app : second).inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: `wrong-${i}` }, remoteAddress: `192.0.2.${i}` }),
      ),
    );
    const codes = attempts.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
    await second.close();
    await secondDb.close();
  });

  it('shares sessions and known devices between two instances (same SESSION_SECRET, required with DATABASE_URL)', async () => {
    const secondDb = openPostgres((t.deps.database as { url?: string }).url ?? '', { warn: () => undefined });
    const second = await buildApp({ ...t.deps, database: secondDb, mailer: createMemoryMailer() }, { loggerInstance: pino({ level: 'silent' }) });
    try {
      const input = buildRegisterInput();
      const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
      const cookies = [registered.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]!);
      const session = cookies.find((c) => c.startsWith('psyscribe_session='))!;
      const device = cookies.find((c) => c.startsWith('psyscribe_device='))!;
      // A session opened on the first instance is recognised by the second, and ended there for both.
      expect((await second.inject({ url: '/api/auth/me', headers: { cookie: session } })).json().user.email).toBe(input.email);
      // Strangers exhaust the account's budget through both instances; the known device still signs in on either.
      for (let i = 0; i < 12; i++) {
        await (i % 2 ? t.app : second).inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: `devine-${i}` }, remoteAddress: `192.0.2.${i}` });
      }
      const stranger = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password }, remoteAddress: '198.51.100.9' });
      expect(stranger.statusCode).toBe(429);
      const usual = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password }, headers: { cookie: device } });
      expect(usual.statusCode).toBe(200);
      await second.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session }, payload: {} });
      expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: session } })).json().user).toBeNull();
    } finally {
      await second.close();
      await secondDb.close();
    }
  });
});
if (!url) console.warn('[tests] NOTICE: DATABASE_URL unset — the two-instance tests (rate limits, sessions, known devices) are SKIPPED; run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test');
