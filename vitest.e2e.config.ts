import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: real built server, real Chromium. Two files at a time: each file starts its own server on a free
 * port with its own copy of the data folder (tests/e2e/support/server.ts); two workers on a 2-core machine took the
 * suite from 390 s to 298 s (2026-11-28). On a slower machine of the same kind (2026-11-29) the suite used both cores
 * all along: three workers took 467 s against 439 s for two, and broke a test, so two it stays.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    // A safety net, not a measure: the longest tests (two-factor sign-in twice, a Word file converted by LibreOffice)
    // took 55 s with two files at a time on a 2-core machine, and one at 60 s failed there once (2026-11-29).
    testTimeout: 120_000,
    // A poll waits for the browser (hydration, a stream's end), whose pace depends on the machine's load: 1 s, the
    // default, failed once with two files at a time ("keeps the contact form inert until its JavaScript runs").
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 90_000,
    reporters: ['verbose'],
    setupFiles: ['tests/support/setup-server-tests.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
  },
});
