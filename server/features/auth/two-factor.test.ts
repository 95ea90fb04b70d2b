/** Two-factor sign-in through the HTTP API, as a user and as an attacker would try it. */
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/messages/auth.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { resetDatabase } from '#tests/support/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.deps.database));

type Reply = { headers: Record<string, unknown> };
const cookieNamed = (response: Reply, name: string) =>
  [response.headers['set-cookie']].flat().map(String).find((c) => c.startsWith(`${name}=`))?.split(';')[0];
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });

async function userWithTwoFactor() {
  const input = buildRegisterInput();
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  const session = cookieNamed(registered, 'psyscribe_session')!;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: session } });
  const wrong = await post('/api/account/two-factor/setup', { password: 'pas-le-bon' });
  expect(wrong.json().code).toBe('WRONG_PASSWORD');
  const setup = await post('/api/account/two-factor/setup', { password: input.password });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri, qrCode } = setup.json();
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/PsyScribe:/);
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  expect((await post('/api/account/two-factor/enable', { code: '000000' })).json().code).toBe('INVALID_TWO_FACTOR_CODE');
  const enabled = await post('/api/account/two-factor/enable', { code: await codeAt(secret) });
  expect(enabled.statusCode).toBe(200);
  const recoveryCodes = enabled.json().recoveryCodes as string[];
  t.clock.advance(30_000);
  return { input, session, secret, recoveryCodes, post };
}

const login = (payload: object, cookie?: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload, ...(cookie ? { headers: { cookie } } : {}) });
const secondStep = (challenge: string | undefined, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code }, ...(challenge ? { headers: { cookie: challenge } } : {}) });

describe('two-factor sign-in', () => {
  it('gives 10 distinct single-use recovery codes and shows the account as protected', async () => {
    const { recoveryCodes, session } = await userWithTwoFactor();
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.every((code) => /^[A-Z2-9]{5}-[A-Z2-9]{5}$/.test(code))).toBe(true);
    expect((await t.app.inject({ url: '/api/account/two-factor', headers: { cookie: session } })).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('asks for a code after the password; a session opens only with it, and the same code cannot be used twice', async () => {
    const { input, secret } = await userWithTwoFactor();
    const first = await login({ email: input.email, password: input.password });
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(cookieNamed(first, 'psyscribe_session')).toBeUndefined();
    const challenge = cookieNamed(first, 'psyscribe_2fa');
    expect((await secondStep(challenge, '123456')).json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE', message: AUTH_MESSAGES.invalidTwoFactorCode });
    const code = await codeAt(secret);
    const signedIn = await secondStep(challenge, code);
    expect(signedIn.json().user.email).toBe(input.email);
    const session = cookieNamed(signedIn, 'psyscribe_session')!;
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: session } })).json().user.email).toBe(input.email);
    // Someone who saw the code over the user's shoulder cannot reuse it.
    const again = await login({ email: input.email, password: input.password });
    expect((await secondStep(cookieNamed(again, 'psyscribe_2fa'), code)).json().code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('accepts each recovery code once', async () => {
    const { input, recoveryCodes, session } = await userWithTwoFactor();
    const challenge = () => login({ email: input.email, password: input.password }).then((r) => cookieNamed(r, 'psyscribe_2fa'));
    expect((await secondStep(await challenge(), recoveryCodes[3]!.toLowerCase())).statusCode).toBe(200);
    expect((await secondStep(await challenge(), recoveryCodes[3]!)).json().code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await t.app.inject({ url: '/api/account/two-factor', headers: { cookie: session } })).json().recoveryCodesLeft).toBe(9);
  });

  it('refuses the second step without a valid, recent challenge', async () => {
    const { input, secret } = await userWithTwoFactor();
    expect((await secondStep(undefined, await codeAt(secret))).json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    const challenge = cookieNamed(await login({ email: input.email, password: input.password }), 'psyscribe_2fa')!;
    const forged = challenge.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 3_600_000}.`);
    expect((await secondStep(forged, await codeAt(secret))).json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    t.clock.advance(5 * 60_000 + 1000);
    expect((await secondStep(challenge, await codeAt(secret))).json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('allows 5 wrong codes per 15 minutes, then refuses even the right one', async () => {
    const { input, secret } = await userWithTwoFactor();
    const challenge = cookieNamed(await login({ email: input.email, password: input.password }), 'psyscribe_2fa');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await secondStep(challenge, String(100000 + i))).statusCode);
    // The wrong code typed while enabling was the first of the 5.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await secondStep(challenge, await codeAt(secret))).statusCode).toBe(429);
  });

  it('turns off only with both the password and a code', async () => {
    const { input, secret, post } = await userWithTwoFactor();
    expect((await post('/api/account/two-factor/disable', { password: 'pas-le-bon', code: await codeAt(secret) })).json().code).toBe('WRONG_PASSWORD');
    expect((await post('/api/account/two-factor/disable', { password: input.password, code: '999999' })).json().code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await post('/api/account/two-factor/disable', { password: input.password, code: await codeAt(secret) })).json()).toEqual({ success: true });
    const plain = await login({ email: input.email, password: input.password });
    expect(plain.json().user.email).toBe(input.email);
  });

  it('puts "enabled" in the RGPD export, never the secret or the recovery codes', async () => {
    const { secret, recoveryCodes, session } = await userWithTwoFactor();
    const exported = await t.app.inject({ url: '/api/account/export', headers: { cookie: session } });
    expect(exported.json().twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(exported.body).not.toContain(secret);
    for (const code of recoveryCodes) expect(exported.body).not.toContain(code);
    expect(exported.body).not.toMatch(/code_?hash|"secret"/i);
  });
});
