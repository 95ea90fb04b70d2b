import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface E2EApp {
  /** The built server, started for this suite (read it inside tests only). */
  readonly server: RunningServer;
  /** Debian's Chromium, launched for this suite. */
  readonly browser: Browser;
}

type ServerEnv = Record<string, string>;

/**
 * Starts the built server and the browser side by side before the suite's tests, and stops both after.
 * Call it inside a `describeE2E` body. `env` may be a function, read when the suite starts: a suite that
 * first starts a local upstream in its own `beforeAll` (registered before this call) can pass its URL.
 */
export function useE2EApp(env: ServerEnv | (() => ServerEnv) = {}): E2EApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(typeof env === 'function' ? env() : env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('useE2EApp: the server is read before the suite started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('useE2EApp: the browser is read before the suite started');
      return browser;
    },
  };
}
