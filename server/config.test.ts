import { describe, expect, it } from 'vitest';
import { EXAMPLE_SESSION_SECRET, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with no configuration at all, on the embedded defaults', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.port).toBe(3000);
    expect(result.config.databaseUrl).toBeUndefined();
    expect(result.config.dataDir).toMatch(/\/data$/);
    expect(result.config.payments.provider).toBe('test');
    expect(result.config.ai.provider).toBe('demo');
    expect(result.config.isProduction).toBe(false);
  });

  it('names each bad variable on its own line', () => {
    const result = loadConfig({ DATABASE_URL: 'nonsense', PORT: 'abc', PAYMENT_PROVIDER: 'paypal' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(3);
    expect(result.errors).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(result.errors.some((line) => line.startsWith('PORT '))).toBe(true);
    expect(result.errors).toContain('PAYMENT_PROVIDER must be test or stripe');
  });

  it('accepts a real PostgreSQL URL', () => {
    const result = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', SESSION_SECRET: 's'.repeat(40) });
    expect(result.ok && result.config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('requires SESSION_SECRET with DATABASE_URL, since several instances may share that database', () => {
    const result = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^SESSION_SECRET is required when DATABASE_URL is set/);
  });

  it('refuses production without SMTP_URL, in one line naming the variable', () => {
    const complete = { NODE_ENV: 'production', APP_URL: 'https://psyscribe.example', SESSION_SECRET: 'a'.repeat(64), ALLOW_TEST_PAYMENTS: 'true' };
    const result = loadConfig(complete);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([expect.stringMatching(/^SMTP_URL is required in production/)]);
    expect(loadConfig({ ...complete, SMTP_URL: 'smtp://mail.internal:587' }).ok).toBe(true);
  });

  it('refuses production with development defaults for secrets and payments', () => {
    const result = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: EXAMPLE_SESSION_SECRET });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'APP_URL is required in production',
        'SESSION_SECRET still has the example value from .env.example',
        expect.stringMatching(/^PAYMENT_PROVIDER is the local test provider/),
      ]),
    );
  });

  it('requires every Stripe setting when Stripe is chosen', () => {
    const result = loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContain('STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe');
    expect(result.errors.join('\n')).not.toContain('sk_test_x');
  });

  it('starts a complete production configuration', () => {
    const result = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://psyscribe.example',
      SESSION_SECRET: 'a'.repeat(64),
      SMTP_URL: 'smtp://mail.internal:587',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      STRIPE_PRICE_BASIC: 'price_b',
      STRIPE_PRICE_PREMIUM: 'price_p',
      STRIPE_PRICE_TOPUP: 'price_t',
    });
    expect(result.ok).toBe(true);
  });
});
