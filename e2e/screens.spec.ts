import { expect, test, type Page } from '@playwright/test';
import { createUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { loginAs } from './fixtures/session';
import { finishVolunteerProfile, profileLookups } from './fixtures/volunteerProfile';

const PHONE = { width: 375, height: 740 };

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test.describe('small defects a new user meets', () => {
  test('/login passes axe with its best-practice rules (heading order included)', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Voluntech');
    await expectNoAxeViolations(page, { allRules: true });
  });

  test('the chosen role card on /pre-register is highlighted', async ({ page }) => {
    await page.goto('/pre-register');
    const volunteer = page.getByRole('radio', { name: /I am a Volunteer/ });
    const company = page.getByRole('radio', { name: /I'm a Tech Company/ });
    const before = await volunteer.evaluate((el) => getComputedStyle(el).borderColor);
    await volunteer.click();
    await expect(volunteer).toHaveAttribute('aria-checked', 'true');
    const chosen = await volunteer.evaluate((el) => getComputedStyle(el).borderColor);
    const other = await company.evaluate((el) => getComputedStyle(el).borderColor);
    expect(chosen).not.toBe(before);
    expect(chosen).not.toBe(other);
  });

  test('at 375 px the pagination keeps Next on the line of the pages', async ({
    page,
    request,
  }) => {
    const volunteer = await createUser(request, 'volunteer');
    await finishVolunteerProfile(request, volunteer, await profileLookups(request));
    await page.setViewportSize(PHONE);
    // A long list: the real answer, told it has 20 pages and is on page 10,
    // so the bar shows its widest window.
    await page.route('**/api/directory/volunteers?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, page: 10, totalPages: 20 } });
    });
    await page.goto('/volunteers?page=10');
    const next = pagination(page).getByRole('button', { name: 'Next page' });
    const previous = pagination(page).getByRole('button', { name: 'Previous page' });
    await expect(next).toBeVisible();
    const [n, p] = await Promise.all([next.boundingBox(), previous.boundingBox()]);
    expect(n && p && Math.abs(n.y - p.y)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('Transparency in the footer opens its section of the privacy policy', async ({ page }) => {
    await page.goto('/login');
    await page.locator('footer').getByRole('link', { name: 'Transparency' }).click();
    await expect(page).toHaveURL(/\/privacy#transparency$/);
    await expect(page.locator('#transparency')).toBeInViewport();
  });
});

test.describe('an unfinished volunteer', () => {
  test('the Profile link shows the steps left, not a 404', async ({ page, request }) => {
    const volunteer = await createUser(request, 'volunteer');
    await loginAs(page, volunteer);
    await page.goto('/volunteer/dashboard');
    await page
      .getByRole('navigation', { name: 'volunteer menu' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page.getByText('Your profile is not public yet')).toBeVisible();
    await expect(page.getByText('Oops! Page not found.')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Steps left' })).toContainText(
      'Understanding your motivation',
    );
    await expectNoAxeViolations(page, { allRules: true });
  });
});
