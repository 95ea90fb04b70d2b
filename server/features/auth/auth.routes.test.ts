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

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const first = Array.isArray(raw) ? String(raw[0]) : String(raw);
  return first.split(';')[0]!;
}

async function register(overrides = {}) {
  const input = buildRegisterInput(overrides);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  expect(response.statusCode).toBe(201);
  return { input, cookie: cookieOf(response), response };
}

const login = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });

describe('registration', () => {
  it('creates the account signed in, with every profile field and no subscription', async () => {
    const { input, response, cookie } = await register({ email: 'Claire.Martin@Cabinet-Test.fr' });
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'claire.martin@cabinet-test.fr', displayName: 'Claire Martin' });
    expect(body.userProfile).toMatchObject({
      name: input.name,
      profession: input.profession,
      companyName: input.companyName,
      billingAddress: input.billingAddress,
      personalAddress: input.personalAddress,
      rppsNumber: input.rppsNumber,
      hasActiveSubscription: false,
      subscriptionStatus: 'inactive',
      subscriptionPlan: null,
    });
    expect(new Date(body.userProfile.createdAt).toISOString()).toBe(body.userProfile.createdAt);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.email).toBe('claire.martin@cabinet-test.fr');
  });

  it('sets an HttpOnly, SameSite=Lax browser-session cookie (no Expires) and never returns the password hash', async () => {
    const { response } = await register();
    const setCookie = String([response.headers['set-cookie']].flat().find((c) => String(c).startsWith('psyscribe_session=')));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Expires|Max-Age/i);
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('refuses an e-mail already used, whatever its case (409 EMAIL_IN_USE)', async () => {
    await register({ email: 'dup@cabinet-test.fr' });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: buildRegisterInput({ email: 'DUP@cabinet-test.fr' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
  });

  it.each([
    [{ password: 'abc' }, AUTH_MESSAGES.passwordTooShort],
    [{ rppsNumber: '1234' }, AUTH_MESSAGES.rppsFormat],
    [{ rppsNumber: '10000000001' }, AUTH_MESSAGES.rppsChecksum],
    [{ acceptTerms: false }, AUTH_MESSAGES.termsRequired],
    [{ name: '   ' }, AUTH_MESSAGES.registerFieldsRequired],
    [{ email: 'pas-un-email' }, AUTH_MESSAGES.invalidEmail],
  ])('refuses %o with its French message', async (override, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...buildRegisterInput(), ...override } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
  });

  it.each(['azerty123', 'Abc12!', 'qwertz123', 'Summer2024!', 'Soleil2024', 'motdepasse1', 'cabinetmartin'])(
    'refuses the easily guessed password %s as weak (zxcvbn with the French dictionary)',
    async (password) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: buildRegisterInput({ password }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD', message: AUTH_MESSAGES.weakPassword });
    },
  );

  it('refuses a weak new password at reset too, without using up the link', async () => {
    const { input } = await register();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } });
    await expect.poll(() => mailer.sent.length).toBe(1);
    const token = /token=([\w-]+)/.exec(mailer.sent[0]!.text)![1];
    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Summer2024!' } });
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', message: AUTH_MESSAGES.weakPassword });
    const strong = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Lavande-Orage-42' } });
    expect(strong.json()).toEqual({ success: true });
  });
});

describe('login and sessions', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { input } = await register();
    const wrong = await login({ email: input.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@cabinet-test.fr', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Adresse email ou mot de passe incorrect...' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('gives a new session id at every login; remember me sets a 30-day cookie', async () => {
    const { input, cookie: first } = await register();
    const response = await login({ email: input.email, password: input.password, rememberMe: true });
    expect(response.statusCode).toBe(200);
    const second = cookieOf(response);
    expect(second).not.toBe(first);
    const expires = /Expires=([^;]+)/i.exec(String(response.headers['set-cookie']))?.[1];
    const days = (new Date(expires!).getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('ends a browser-session login on the server after 12 hours', async () => {
    const { input } = await register();
    const cookie = cookieOf(await login({ email: input.email, password: input.password, rememberMe: false }));
    for (let hour = 0; hour < 11; hour++) {
      t.clock.advance(3_600_000); // in use every hour: the 2-hour idle timeout does not apply
      expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user).not.toBeNull();
    }
    t.clock.advance(1.5 * 3_600_000);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user).toBeNull();
    // The next login clears the user's expired sessions from the database.
    const fresh = cookieOf(await login({ email: input.email, password: input.password }));
    const exported = (await t.app.inject({ url: '/api/account/export', headers: { cookie: fresh } })).json();
    expect(exported.sessions).toHaveLength(1);
  });

  it('logout deletes the session on the server', async () => {
    const { cookie } = await register();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie }, payload: {} });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user).toBeNull();
  });

  it('lists sessions and revokes the others', async () => {
    const { input, cookie } = await register();
    const other = cookieOf(await login({ email: input.email, password: input.password }));
    const list = await t.app.inject({ url: '/api/account/sessions', headers: { cookie } });
    expect(list.json().sessions).toHaveLength(2);
    expect(list.json().sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    await t.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', headers: { cookie }, payload: {} });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: other } })).json().user).toBeNull();
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user).not.toBeNull();
  });

  it('refuses cross-site state-changing requests', async () => {
    const { input } = await register();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: input.email, password: input.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REQUEST');
  });
});

describe('brute force', () => {
  it('blocks an account for browsers it does not know after 5 failures from varied addresses, even with the right password, until the window passes', async () => {
    const { input } = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login({ email: input.email, password: `wrong-${i}` }, `192.0.2.${i}`)).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const blocked = await login({ email: input.email, password: input.password }, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(16 * 60_000);
    expect((await login({ email: input.email, password: input.password }, '198.51.100.7')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { input } = await register();
    for (let i = 0; i < 10; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: 'x-wrong' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    const forwarded = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password }, headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(forwarded.statusCode).toBe(429);
  });
});

describe('password reset', () => {
  const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1];

  it('answers the same for unknown e-mails and sends nothing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@cabinet-test.fr' } });
    expect(response.json()).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mailer.sent).toHaveLength(0);
  });

  it('resets with a single-use link, voids older links, revokes every session and confirms by e-mail', async () => {
    const { input, cookie } = await register();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } });
    await expect.poll(() => mailer.sent.length).toBe(2);
    const older = tokenFrom(mailer.sent[0]!.text)!;
    const newer = tokenFrom(mailer.sent[1]!.text)!;
    expect(mailer.sent[1]!.text).toContain(`/reset-password?token=${newer}`);
    const stale = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: older, password: 'Nouveau-Cabinet-2027' } });
    expect(stale.json().code).toBe('INVALID_RESET_TOKEN');
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: newer, password: 'Nouveau-Cabinet-2027' } });
    expect(ok.json()).toEqual({ success: true });
    const reused = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: newer, password: 'Encore-Autre-2028' } });
    expect(reused.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user).toBeNull();
    expect((await login({ email: input.email, password: input.password })).statusCode).toBe(401);
    expect((await login({ email: input.email, password: 'Nouveau-Cabinet-2027' })).statusCode).toBe(200);
    await expect.poll(() => mailer.sent.length).toBe(3);
    expect(mailer.sent[2]!.subject).toContain('a été modifié');
  });

  it('refuses a link older than one hour', async () => {
    const { input } = await register();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } });
    await expect.poll(() => mailer.sent.length).toBe(1);
    t.clock.advance(61 * 60_000);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: tokenFrom(mailer.sent[0]!.text), password: 'Nouveau-Cabinet-2027' } });
    expect(response.json()).toEqual({ code: 'INVALID_RESET_TOKEN', message: AUTH_MESSAGES.invalidResetToken });
  });

  it('limits reset requests per e-mail', async () => {
    const { input } = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429]);
  });
});
