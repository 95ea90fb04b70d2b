/** Accounts for browser tests, created through the public API like a user would. */
import type { Browser, BrowserContext } from 'playwright-core';
import type { RegisterInput } from '#shared/auth.schemas.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { VIEWPORTS } from './browser.ts';

export interface E2EUser {
  input: RegisterInput;
  context: BrowserContext;
}

/** A signed-in browser context for a fresh account (no subscription). */
export async function createUserContext(
  browser: Browser,
  serverUrl: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  overrides: Partial<RegisterInput> = {},
): Promise<E2EUser> {
  const context = await browser.newContext({ viewport, baseURL: serverUrl });
  const input = buildRegisterInput(overrides);
  const response = await context.request.post('/api/auth/register', { data: input, headers: { origin: serverUrl } });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  return { input, context };
}
