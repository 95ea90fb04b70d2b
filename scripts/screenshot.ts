// Dev aid: `npx tsx scripts/screenshot.ts <url> <out-prefix> [path…]` saves 360 px and 1280 px full-page PNGs.
// SCREENSHOT_AS=user|subscriber signs in a fresh account first (local test provider).
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { createSubscriberContext, createUserContext } from '#tests/e2e/support/accounts.ts';

const [base, prefix, ...paths] = process.argv.slice(2);
if (!base || !prefix) throw new Error('usage: screenshot.ts <url> <out-prefix> [path…]');
const as = process.env.SCREENSHOT_AS;
const browser = await launchBrowser();
for (const width of [360, 1280]) {
  const viewport = { width, height: 800 };
  const context =
    as === 'subscriber'
      ? (await createSubscriberContext(browser, base, viewport)).context
      : as === 'user'
        ? (await createUserContext(browser, base, viewport)).context
        : await browser.newContext({ viewport });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path);
    await page.waitForTimeout(500);
    const name = `${prefix}${path.replace(/[/?=&]/g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
