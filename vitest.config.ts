import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Two workers: each server test file holds a PGlite (~0.8 GB); CI machines have 2 cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/pii-corpus/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/setup-server-tests.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-client-tests.ts'],
        },
      },
    ],
  },
});
