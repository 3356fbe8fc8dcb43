import { expect, test, type Page } from '@playwright/test';
import { createUser, sink, type CreatedUser } from './fixtures/api';
import { createListedCompany } from './fixtures/companyOnboarding';
import { findLink } from './fixtures/mailsink';
import { createOpenOpportunity } from './fixtures/opportunities';
import { expectNoAxeViolations } from './fixtures/axe';
import { loginAs } from './fixtures/session';
import { createVolunteerWithProfile } from './fixtures/volunteerProfile';
import { beforeAllOnFreeApp, onFreeAppInOrder } from './fixtures/suite';

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
    await createVolunteerWithProfile(request);
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

/**
 * Opens `label` from the area's menu (through the burger's drawer on a
 * phone), checks the page's heading and runs axe with its best-practice rules.
 */
async function openFromMenu(page: Page, area: string, label: string, heading: string) {
  const menu = page.getByRole('navigation', { name: `${area} menu` });
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (phone) await expect(menu).not.toBeInViewport();
  // The pointer stays on the clicked entry: axe reads colours as shown, so
  // the current entry's hover shade is checked too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
  await expectNoAxeViolations(page, { allRules: true });
}

test.describe("the areas' new pages", () => {
  // The company needs a plan to post: the app without Stripe activates it
  // free. Each page runs axe with every rule; a busy machine needs the time.
  onFreeAppInOrder({ timeout: 180_000, viewport: null });

  let company: CreatedUser;
  let volunteer: CreatedUser;
  let title: string;

  beforeAllOnFreeApp(120_000, async (api) => {
    const listed = await createListedCompany(api, { prefix: 'scr' });
    company = listed.company;
    const token = listed.token;
    title = `Chart our ${Date.now().toString(36)} data`;
    await createOpenOpportunity(api, token, {
      title,
      duration_months: 2,
      description: 'Build our first dashboard.',
      skills: ['SQL'],
    });
    volunteer = await createVolunteerWithProfile(api, { firstName: 'Vinnie', lastName: 'Invitee' });
  });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`company pages open from the menu at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await loginAs(page, company);
      await openFromMenu(page, 'company', 'Volunteers', 'Volunteers');
      await openFromMenu(page, 'company', 'Companies', 'Companies');
      await openFromMenu(page, 'company', 'Guide', 'Guide');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Post an opportunity', exact: true }),
      ).toHaveAttribute('href', '/company/opportunities/new');
    });

    test(`volunteer pages open from the menu at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await loginAs(page, volunteer);
      await openFromMenu(page, 'volunteer', 'Help', 'Help');
      await openFromMenu(page, 'volunteer', 'Account Settings', 'Account Settings');
      await page.goto('/volunteer/settings');
      await expect(page).toHaveURL(/\/volunteer\/account-settings$/);
      await page.goto('/profile-creation');
      await expect(page).toHaveURL(/\/volunteer\/(profile-creation|dashboard)$/);
    });
  }

  test('on a phone the public lists are in the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, volunteer);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const browse = page.getByRole('navigation', { name: 'Browse' });
    await browse.getByRole('link', { name: 'Browse opportunities' }).click();
    await expect(page).toHaveURL(/\/opportunities$/);
  });

  test('a company invites a volunteer to apply, from the list and from its saved', async ({
    page,
  }) => {
    await loginAs(page, company);
    await page.goto('/company/volunteers');
    await page
      .getByRole('textbox', { name: 'Search volunteers', exact: true })
      .fill(volunteer.username);
    // The search's answer first: the list before it may show the card too,
    // and it dims (failing contrast) while the search loads.
    await expect(page.getByText('1 volunteer', { exact: true })).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Volunteers' })
      .getByRole('article')
      .filter({ hasText: 'Vinnie Invitee' });
    await expect(card).toHaveCount(1);
    await expectNoAxeViolations(page, { allRules: true });
    await card.getByRole('button', { name: /^Save/ }).click();
    await card.getByRole('button', { name: 'Invite Vinnie Invitee to apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Vinnie Invitee to apply' });
    await expect(dialog.getByRole('combobox', { name: 'Opportunity' })).toContainText(title);
    // WCAG rules with the dialog open (Mantine's dialog header is a <header>,
    // which the best-practice landmark rules count as a second banner).
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      page.getByText('Vinnie Invitee was emailed a link to the opportunity.'),
    ).toBeVisible();
    const mail = await sink.waitFor(volunteer.email, { subject: 'invites you to apply' });
    expect(mail.subject).toContain(title);
    const link = new URL(findLink(mail.html, '/opportunities/'));
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/company/volunteers?view=saved');
    await expect(
      page.getByRole('list', { name: 'Saved volunteers' }).getByRole('article'),
    ).toContainText('Vinnie Invitee');
    await expectNoAxeViolations(page, { allRules: true });
  });

  test('the top-bar search finds a volunteer, a company and an opportunity', async ({ page }) => {
    await loginAs(page, company);
    const box = page.getByLabel('Site search', { exact: true });
    const results = page.getByRole('listbox', { name: 'Search results' });
    // The search is in the areas' top bar; the public pages a result opens
    // have the public bar, so each search starts from the dashboard.
    const fromDashboard = async () => {
      await page.goto('/company/dashboard');
      await expect(box).toBeVisible();
    };

    await box.fill(volunteer.username);
    await expect(results.getByRole('option', { name: /Vinnie Invitee/ })).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/volunteer/${volunteer.username}$`));

    await fromDashboard();
    await box.fill(`${company.username} Ltd`);
    await results.getByRole('option', { name: new RegExp(`${company.username} Ltd`) }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${company.username}$`));

    await fromDashboard();
    await box.fill(title);
    await results.getByRole('option', { name: new RegExp(title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Enter without a chosen result: the full list with the query.
    await fromDashboard();
    await box.fill('Invitee');
    // A retry of this group signs up another Vinnie Invitee: any of them.
    await expect(results.getByRole('option', { name: /Vinnie Invitee/ }).first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/volunteers\?q=Invitee$/);
  });
});
