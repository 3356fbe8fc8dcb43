import { expect, test } from '@playwright/test';
import { createUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { submitLogin } from './fixtures/session';

test('a guest opening the company dashboard lands on login and returns after signing in', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'company');
  await page.goto('/company/account-settings');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, user.username);
  await expect(page).toHaveURL(/\/company\/account-settings$/);
});

test('a guest opening /company/dashboard lands on /login', async ({ page }) => {
  await page.goto('/company/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a volunteer opening the company area is sent to their own dashboard', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'volunteer');
  await page.goto('/login');
  await submitLogin(page, user.username);
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);
  await page.goto('/company/dashboard');
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);
  await page.goto('/system/dashboard');
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const res = await request.get('/api/no-such-route');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
});

test('the welcome, terms and privacy pages are accessible, also at 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/terms', '/privacy', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
