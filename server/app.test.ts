import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
  t = await buildTestApp({ deps: { clientDir } });
});
afterAll(() => t.close());

describe('server basics', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('reports not ready (503, stable code) when the database does not answer', async () => {
    const broken = await buildTestApp({
      deps: {
        database: {
          db: t.deps.database.db,
          kind: 'postgres',
          ping: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
          migrate: () => Promise.resolve(),
          close: () => Promise.resolve(),
        },
      },
    });
    const response = await broken.app.inject('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    await broken.close();
  });

  it('serves known routes with 200 and their French title, unknown ones with 404', async () => {
    const pricing = await t.app.inject('/pricing');
    expect(pricing.statusCode).toBe(200);
    expect(pricing.headers['content-type']).toContain('text/html');
    expect(pricing.body).toContain('<title>Tarifs · PsyScribe</title>');
    expect((await t.app.inject('/chat/psychologist')).statusCode).toBe(200);
    const missing = await t.app.inject('/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page non trouvée · PsyScribe</title>');
    expect(missing.body).toContain('<div id="root">');
  });

  it('answers unknown API paths with a JSON 404, not the app shell', async () => {
    const response = await t.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers, with a CSP that allows no inline script', async () => {
    const response = await t.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const prod = await buildTestApp({
      env: { NODE_ENV: 'production', APP_URL: 'https://psyscribe.example', SESSION_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:2525', ALLOW_TEST_PAYMENTS: 'true' },
    });
    const response = await prod.app.inject('/api/health');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    await prod.close();
  });

  it('exposes only public configuration', async () => {
    const body = (await t.app.inject('/api/config')).json<Record<string, unknown>>();
    expect(body).toEqual({ appName: 'PsyScribe', supportEmail: 'support@psyscribe.example', paymentProvider: 'test', stripePublishableKey: null, aiProvider: 'demo' });
  });
});
