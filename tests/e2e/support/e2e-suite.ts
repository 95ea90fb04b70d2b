import { describe } from 'vitest';
import { chromiumAvailable, CHROMIUM_PATH, E2E_REQUIRED } from './browser.ts';

/**
 * `describe` for browser tests: skipped with a loud notice when Chromium is missing,
 * failing instead when CI or REQUIRE_E2E is set.
 */
export function describeE2E(name: string, body: () => void): void {
  if (chromiumAvailable) {
    describe(name, body);
    return;
  }
  if (E2E_REQUIRED) {
    describe(name, () => {
      throw new Error(`Chromium not found at ${CHROMIUM_PATH}: browser tests are required (CI/REQUIRE_E2E). Install it with: apt-get install -y chromium`);
    });
    return;
  }
  console.warn(`\n${'!'.repeat(78)}\n!! END-TO-END TESTS SKIPPED: Chromium not found at ${CHROMIUM_PATH}.\n!! Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.\n${'!'.repeat(78)}\n`);
  describe.skip(name, body);
}
