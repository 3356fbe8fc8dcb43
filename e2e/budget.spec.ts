import { expect, test, type Page } from '@playwright/test';

/**
 * Bytes on the wire of a guest's first visit (empty cache): every response
 * the page loads until the network is idle, bodies as sent (compressed)
 * plus headers. The public pages' goal (scripts/lighthouse.sh, README) is
 * at most 200 KB; a module that drags a modal or a form library into the
 * lists' first download shows here before it shows in a Lighthouse score.
 */
async function bytesOnTheWire(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (req) => {
    sizes.push(
      req
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize)
        .catch(() => 0),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

const BUDGET_KIB = 200;

test.describe('public pages stay light', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  for (const path of ['/', '/login', '/volunteers', '/companies', '/opportunities']) {
    test(`a guest's first visit to ${path} takes at most ${BUDGET_KIB} KiB`, async ({ page }) => {
      const bytes = await bytesOnTheWire(page, path);
      expect(bytes, `${path} loaded ${(bytes / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(
        BUDGET_KIB * 1024,
      );
    });
  }
});
