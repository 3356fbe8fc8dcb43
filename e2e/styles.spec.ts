import { expect, test, type Page } from '@playwright/test';
import { loadingStatesSeen, preloadStarted, watchLoadingStates } from './fixtures/firstScreen';

// Each page loads only the styles of the Mantine components it draws (ui/build/
// mantineStyles.ts), the rest arriving with its route. A component whose
// stylesheet went missing falls back to the browser's look: square grey
// buttons, inputs with a 2px inset border. These checks read the computed
// style of one themed component per page.

/** The theme's default radius (md). */
const RADIUS = '8px';
/** Mantine's default-variant and input border (gray-4) in the light scheme. */
const BORDER = '1px solid rgb(206, 212, 218)';

async function styleOf(page: Page, selector: string) {
  const el = page.locator(selector).first();
  await expect(el).toBeVisible({ timeout: 30_000 });
  return el.evaluate((node) => {
    const s = getComputedStyle(node);
    return {
      background: s.backgroundColor,
      radius: s.borderTopLeftRadius,
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      font: s.fontFamily,
    };
  });
}

const button = '.mantine-Button-root[data-variant="default"]';
const input = 'input.mantine-Input-input';

async function expectThemedButton(page: Page) {
  const s = await styleOf(page, button);
  expect(s.background).toBe('rgb(255, 255, 255)');
  expect(s.radius).toBe(RADIUS);
  expect(s.border).toBe(BORDER);
  expect(s.font).toContain('system-ui');
}

async function expectThemedInput(page: Page) {
  const s = await styleOf(page, input);
  expect(s.radius).toBe(RADIUS);
  expect(s.border).toBe(BORDER);
}

test.describe('themed components keep their styles on every public page', () => {
  test('welcome page: a button', async ({ page }) => {
    await page.goto('/');
    await expectThemedButton(page);
  });

  test('login: the input and a button', async ({ page }) => {
    await page.goto('/login');
    await expectThemedInput(page);
    await expectThemedButton(page);
  });

  for (const path of ['/volunteers', '/companies', '/opportunities']) {
    test(`${path}: the search input`, async ({ page }) => {
      await page.goto(path);
      await expectThemedInput(page);
    });
  }

  test('/companies: the layout switch, the chosen layout raised', async ({ page }) => {
    await page.goto('/companies');
    const group = page.getByRole('radiogroup', { name: 'Layout' });
    await expect(group).toBeVisible();
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, radius: s.borderTopLeftRadius, shadow: s.boxShadow };
    };
    // Gray-1 behind the two choices; the chosen one white with a shadow.
    expect(await group.evaluate(look)).toMatchObject({
      background: 'rgb(241, 243, 245)',
      radius: RADIUS,
    });
    const chosen = await group.locator('label', { hasText: 'Grid' }).evaluate(look);
    expect(chosen.background).toBe('rgb(255, 255, 255)');
    expect(chosen.shadow).not.toBe('none');
    const other = await group.locator('label', { hasText: 'List' }).evaluate(look);
    expect(other.background).toBe('rgba(0, 0, 0, 0)');
  });

  test('a page opened after another keeps both pages styled', async ({ page }) => {
    await page.goto('/login');
    await expectThemedInput(page);
    await page.getByRole('link', { name: 'Volunteers' }).first().click();
    await expect(page).toHaveURL(/\/volunteers/);
    // The URL changes before the lazy page replaces the form: read the input
    // only once the sign-in form (its password field) has left the document,
    // or a detached login input answers an empty computed style.
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectThemedInput(page);
  });
});

// index.html carries one inline script (ui/build/routePreload.ts) that starts
// the page's chunks and first answers before the app's scripts run; the
// server's Content-Security-Policy admits it by its hash. A policy that
// blocks it leaves every page working, only later, so check that it ran.
test.describe('the current page starts loading before the app runs', () => {
  for (const [path, answer] of [
    ['/volunteers', '/api/directory/volunteers?'],
    ['/companies', '/api/directory/companies?'],
    ['/login', '/api/footer'],
  ] as const) {
    test(`${path}: its first answers were started by index.html`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { violations: string[] };
        w.violations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          w.violations.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const started = await preloadStarted(page);
      expect(started.some((url) => url.startsWith(answer))).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
      ).toEqual([]);
    });
  }
});

// A page opened by its address waits, before its first screen, for the
// answers index.html started (ui/src/app/firstDraw.ts): the list is drawn
// with the page, not as a skeleton first and a second, larger paint after.
test.describe('a list opened by its address draws its answer in its first screen', () => {
  for (const [path, loading] of [
    ['/volunteers', 'Loading volunteers'],
    ['/companies', 'Loading companies'],
    ['/opportunities', 'Loading opportunities'],
  ] as const) {
    test(`${path}: no loading state before the list`, async ({ page }) => {
      await watchLoadingStates(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      expect(await loadingStatesSeen(page)).not.toContain(loading);
    });
  }
});

// Every script a page needs before it draws is a request in the browser's
// queue (six at a time to a host over HTTP/1.1). The public pages load the
// first chunks, the `common` group of small shared modules (ui/vite.config.ts)
// and at most four chunks of their own: ten scripts on a phone; before the
// group they loaded sixteen or seventeen.
test.describe('a public page needs few scripts before it draws', () => {
  // A phone: from Mantine's md breakpoint up, a list also loads its side
  // column's filters, which a phone loads only when the filters are opened.
  test.use({ viewport: { width: 375, height: 812 } });
  for (const path of ['/login', '/volunteers', '/companies', '/opportunities']) {
    test(`${path}: at most ten scripts`, async ({ page }) => {
      const scripts = new Set<string>();
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      expect([...scripts].length, [...scripts].join('\n')).toBeLessThanOrEqual(10);
    });
  }
});

// index.html puts the app's stylesheet at the end of the body (ui/build/
// routePreload.ts) so the empty page draws at once; the app's scripts still
// wait for it, so the first thing the app draws is already styled: the
// theme's reset (body margin 0, not the browser's 8px) is in force.
test('the app draws nothing before its stylesheet applies', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { firstDrawMargin?: string };
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (root && root.childElementCount > 0 && w.firstDrawMargin === undefined) {
        w.firstDrawMargin = getComputedStyle(document.body).marginTop;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/volunteers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(
    await page.evaluate(() => (window as unknown as { firstDrawMargin?: string }).firstDrawMargin),
  ).toBe('0px');
});
