/**
 * Sign-in protection as an attacker and as the user notice it (docs/security/sign-in.md):
 * strangers cannot lock a user out of their usual browser, guessing stays at 5 failures per
 * account per 15 minutes, repeated failures from one address wait longer each time, every
 * endpoint that checks a password is limited, idle sessions end, reset requests are capped.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/messages/auth.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { buildTestApp, createMemoryMailer, type TestApp } from '#tests/support/test-app.ts';
import { resetDatabase } from '#tests/support/test-database.ts';

const mailer = createMemoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.deps.database);
  mailer.sent.length = 0;
});

type Reply = { headers: Record<string, unknown>; statusCode: number };
const setCookies = (response: Reply) => [response.headers['set-cookie']].flat().map(String);
const cookieNamed = (response: Reply, name: string) => setCookies(response).find((c) => c.startsWith(`${name}=`))?.split(';')[0];
const sessionOf = (response: Reply) => cookieNamed(response, 'psyscribe_session')!;
const deviceOf = (response: Reply) => cookieNamed(response, 'psyscribe_device');

async function register() {
  const input = buildRegisterInput();
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input, remoteAddress: '10.9.9.9' });
  expect(response.statusCode).toBe(201);
  return { input, session: sessionOf(response), device: deviceOf(response) };
}

const login = (payload: object, ip: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip, ...(cookie ? { headers: { cookie } } : {}) });

describe('no lockout of the usual device (defect 5)', () => {
  it('a stranger failing 30 times from 30 addresses does not stop the user signing in from their usual browser', async () => {
    const { input } = await register();
    // The user signed in on their laptop yesterday: that browser holds the device cookie.
    const usual = await login({ email: input.email, password: input.password }, '10.0.0.1');
    const device = deviceOf(usual);
    expect(device).toBeDefined();
    t.clock.advance(24 * 3_600_000);
    for (let i = 0; i < 30; i++) await login({ email: input.email, password: `devine-${i}` }, `192.0.2.${i}`);
    const fromLaptop = await login({ email: input.email, password: input.password }, '10.0.0.1', device);
    expect(fromLaptop.statusCode).toBe(200);
    // A browser the account never signed in on is still refused while the account is under attack.
    const fromElsewhere = await login({ email: input.email, password: input.password }, '198.51.100.7');
    expect(fromElsewhere.statusCode).toBe(429);
    expect(fromElsewhere.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyRequests });
  });

  it('lets at most 5 wrong passwords per account through in 15 minutes, from any number of addresses', async () => {
    const { input } = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login({ email: input.email, password: `devine-${i}` }, `192.0.2.${i}`)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: input.email, password: 'encore-une' }, '192.0.2.200')).statusCode).toBe(401);
  });

  it('counts only failures: signing in between does not reset the guessing budget', async () => {
    const { input } = await register();
    for (let i = 0; i < 3; i++) await login({ email: input.email, password: `devine-${i}` }, `192.0.2.${i}`);
    expect((await login({ email: input.email, password: input.password }, '198.51.100.1')).statusCode).toBe(200);
    const next = [];
    for (let i = 0; i < 4; i++) next.push((await login({ email: input.email, password: `devine-bis-${i}` }, `192.0.2.${50 + i}`)).statusCode);
    expect(next).toEqual([401, 401, 429, 429]);
  });

  it('a stolen device cookie buys no more than 5 guesses either', async () => {
    const { input, device } = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login({ email: input.email, password: `devine-${i}` }, '10.0.0.1', device)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('a device cookie of another account, or a forged one, does not count as known', async () => {
    const victim = await register();
    const other = await register();
    for (let i = 0; i < 6; i++) await login({ email: victim.input.email, password: `devine-${i}` }, `192.0.2.${i}`);
    const forged = `psyscribe_device=${'a'.repeat(43)}.${'b'.repeat(32)}`;
    expect((await login({ email: victim.input.email, password: victim.input.password }, '10.0.0.2', other.device)).statusCode).toBe(429);
    expect((await login({ email: victim.input.email, password: victim.input.password }, '10.0.0.2', forged)).statusCode).toBe(429);
  });

  it('makes one address wait longer after each failure on the same account (progressive delay)', async () => {
    const { input } = await register();
    const attempt = () => login({ email: input.email, password: 'pas-le-bon' }, '203.0.113.5');
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const early = await attempt();
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('2');
    t.clock.advance(2000);
    expect((await attempt()).statusCode).toBe(401);
    const later = await attempt();
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('4');
  });

  it('resetting the password by the e-mailed link makes that browser a known device, so the user gets back in during an attack', async () => {
    const { input } = await register();
    for (let i = 0; i < 10; i++) await login({ email: input.email, password: `devine-${i}` }, `192.0.2.${i}`);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email }, remoteAddress: '10.0.0.3' });
    await expect.poll(() => mailer.sent.length).toBe(1);
    const token = /token=([\w-]+)/.exec(mailer.sent[0]!.text)![1];
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Nouveau-Cabinet-2027' }, remoteAddress: '10.0.0.3' });
    expect(reset.statusCode).toBe(200);
    for (let i = 0; i < 10; i++) await login({ email: input.email, password: `devine-encore-${i}` }, `192.0.2.${100 + i}`);
    expect((await login({ email: input.email, password: 'Nouveau-Cabinet-2027' }, '10.0.0.3', deviceOf(reset))).statusCode).toBe(200);
  });
});

describe('every endpoint that checks a password is limited like sign-in (defect 15)', () => {
  it('account deletion: 5 wrong passwords, then refused even with the right one until the window passes', async () => {
    const { input, session } = await register();
    const remove = (password: string) => t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: session }, payload: { password } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await remove(`devine-${i}`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429]);
    expect((await remove(input.password)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await remove(input.password)).json()).toEqual({ success: true });
  });
});

describe('idle timeout (defect 14)', () => {
  it('ends a session without "Se souvenir de moi" after 2 hours without use', async () => {
    const { input } = await register();
    const session = sessionOf(await login({ email: input.email, password: input.password }, '10.0.0.1'));
    const me = () => t.app.inject({ url: '/api/auth/me', headers: { cookie: session } });
    t.clock.advance(2 * 3_600_000 + 60_000);
    expect((await me()).json().user).toBeNull();
  });

  it('keeps an active browser session up to its 12-hour absolute limit', async () => {
    const { input } = await register();
    const session = sessionOf(await login({ email: input.email, password: input.password }, '10.0.0.1'));
    const me = () => t.app.inject({ url: '/api/auth/me', headers: { cookie: session } });
    for (let hour = 1; hour <= 11; hour++) {
      t.clock.advance(3_600_000);
      expect((await me()).json().user, `after ${hour} h`).not.toBeNull();
    }
    t.clock.advance(1.5 * 3_600_000);
    expect((await me()).json().user).toBeNull();
  });

  it('keeps a "Se souvenir de moi" session through days without use, up to 30 days', async () => {
    const { input } = await register();
    const session = sessionOf(await login({ email: input.email, password: input.password, rememberMe: true }, '10.0.0.1'));
    const me = () => t.app.inject({ url: '/api/auth/me', headers: { cookie: session } });
    t.clock.advance(10 * 86_400_000);
    expect((await me()).json().user).not.toBeNull();
    t.clock.advance(21 * 86_400_000);
    expect((await me()).json().user).toBeNull();
  });
});

describe('reset requests (defect 20)', () => {
  it('accepts at most 3 reset requests per e-mail in 15 minutes, from any address', async () => {
    const { input } = await register();
    const ask = (i: number) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email }, remoteAddress: `192.0.2.${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await expect.poll(() => mailer.sent.length).toBe(3);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await ask(9)).statusCode).toBe(200);
  });
});
