import { defineConfig } from 'vitest/config';

/** End-to-end tests: real built server, real Chromium. One file at a time (2-core machines). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    reporters: ['verbose'],
    setupFiles: ['tests/support/setup-server-tests.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
  },
});
