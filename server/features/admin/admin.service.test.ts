import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/client.ts';
import { createBudgetRepo } from '#server/features/budget/budget.repo.ts';
import { createBudgetService } from '#server/features/budget/budget.service.ts';
import { me, registerUser, subscribeWithCard } from '#tests/support/billing-helpers.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createAdminRepo } from './admin.repo.ts';
import { AdminError, createAdminService, type AdminService } from './admin.service.ts';
import { runAdminCommand } from './cli.ts';

let t: TestApp;
let admin: AdminService;
beforeAll(async () => {
  t = await buildTestApp();
  admin = createAdminService({ repo: createAdminRepo(t.deps.database.db), budget: createBudgetService({ repo: createBudgetRepo(t.deps.database.db), clock: t.clock }), clock: t.clock, operator: 'support-alice' });
});
afterAll(() => t.close());

const auditRows = () => selectRows<{ operator: string; action: string; target_user_id: string | null; details: unknown }>(t.deps.database.db, sql`select operator, action, target_user_id, details from admin_actions order by at`);

describe('operator CLI', () => {
  it('grants a complimentary subscription that opens the tools until its end date, then closes them', async () => {
    const { input, userId } = await registerUser(t);
    // A 30-day session, so that it outlives the 10 days below.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password, rememberMe: true } });
    const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const until = new Date(t.clock.now().getTime() + 10 * 86_400_000);
    await runAdminCommand(admin, ['subscription', 'grant', input.email.toUpperCase(), '--plan', 'premium', '--until', until.toISOString().slice(0, 10)]);
    const granted = await me(t, cookie);
    expect(granted.hasActiveSubscription).toBe(true);
    expect(granted.subscriptionData).toMatchObject({ plan: 'premium', status: 'active', nextBillingDate: null });
    expect(granted.subscriptionData.accessEndDate).toMatch(/T22:59:59.000Z$/);
    expect((await t.app.inject({ url: '/api/fiches/grille-abc/pdf', headers: { cookie } })).statusCode).toBe(200);
    t.clock.advance(11 * 86_400_000);
    expect((await me(t, cookie)).hasActiveSubscription).toBe(false);
    expect((await t.app.inject({ url: '/api/fiches/grille-abc/pdf', headers: { cookie } })).statusCode).toBe(403);
    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({ operator: 'support-alice', action: 'subscription.grant', target_user_id: userId, details: { plan: 'premium' } });
  });

  it('adds purchased tokens and shows the usage, recording both', async () => {
    const { input, userId } = await registerUser(t);
    const usage = (await runAdminCommand(admin, ['tokens', 'add', input.email, '--input', '1000', '--output', '2000'])) as { purchased: { input: number; output: number } };
    expect(usage.purchased).toEqual({ input: 1000, output: 2000 });
    await runAdminCommand(admin, ['usage', userId]);
    const actions = (await auditRows()).filter((row) => row.target_user_id === userId).map((row) => row.action);
    expect(actions).toEqual(['tokens.add', 'usage.show']);
    // The user's own data export lists what support did on the account.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password } });
    const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const exported = (await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json();
    expect(exported.supportActions.map((row: { action: string }) => row.action)).toEqual(['tokens.add', 'usage.show']);
  });

  it('revokes a complimentary subscription, but never a paid one', async () => {
    const paid = await registerUser(t);
    await subscribeWithCard(t, paid.cookie, '4242424242424242');
    await expect(runAdminCommand(admin, ['subscription', 'revoke', paid.input.email])).rejects.toThrow(AdminError);
    await expect(runAdminCommand(admin, ['subscription', 'grant', paid.input.email, '--plan', 'basic', '--until', '2099-01-01'])).rejects.toThrow(/paid subscription/);
    expect((await me(t, paid.cookie)).subscriptionData.status).toBe('active');

    const gifted = await registerUser(t);
    await runAdminCommand(admin, ['subscription', 'grant', gifted.input.email, '--plan', 'basic', '--until', '2099-01-01']);
    await runAdminCommand(admin, ['subscription', 'revoke', gifted.input.email]);
    expect((await me(t, gifted.cookie)).hasActiveSubscription).toBe(false);
  });

  it('refuses bad input with a clear message', async () => {
    const { input } = await registerUser(t);
    await expect(runAdminCommand(admin, ['subscription', 'grant', input.email, '--plan', 'gold', '--until', '2099-01-01'])).rejects.toThrow('--plan must be basic or premium');
    await expect(runAdminCommand(admin, ['subscription', 'grant', input.email, '--plan', 'basic', '--until', '2001-01-01'])).rejects.toThrow('the end date must be in the future');
    await expect(runAdminCommand(admin, ['tokens', 'add', input.email, '--input=-5'])).rejects.toThrow(/whole numbers/);
    await expect(runAdminCommand(admin, ['users', 'show', 'nobody@nowhere.fr'])).rejects.toThrow('no user matches');
    await expect(runAdminCommand(admin, ['frobnicate'])).rejects.toThrow(/^usage: npm run admin/);
  });

  it('never shows a password hash', async () => {
    const { input } = await registerUser(t);
    const shown = JSON.stringify(await runAdminCommand(admin, ['users', 'show', input.email]));
    expect(shown).toContain(input.email);
    expect(shown).not.toMatch(/argon2|passwordHash/);
  });
});
