import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, lookup, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import {
  completeCompanyStepsOneAndTwo,
  finishCompanyOnboardingWithoutStripe,
} from './fixtures/companyOnboarding';
import { e2eEnv } from './fixtures/env';
import { createOpportunity } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import { authToken } from './fixtures/stripe';
import { createSuperadmin, loginAsSuperadmin } from './fixtures/system';
import { openSystemSettings } from './fixtures/systemSettings';
import { finishVolunteerProfile, profileLookups } from './fixtures/volunteerProfile';

// Issue 33: what a new user trips over on a phone and in dialogs. Each page
// is looked at at 1280 and 375 px; the visual baselines (committed beside
// this file) catch a component drawn without its styles, as the tab strips
// were.

const WIDTHS = [1280, 375] as const;

/** A screenshot against the committed baseline: animations off, the caret hidden, `mask` blanked. */
async function expectLooksLike(page: Page, name: string, mask: Locator[] = []) {
  await page.mouse.move(0, 0);
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask,
    maxDiffPixelRatio: 0.02,
  });
}

/** axe with best practices at this width. */
const axe = (page: Page) => expectNoAxeViolations(page, { allRules: true });

test.describe('tab strips and System Settings', () => {
  for (const width of WIDTHS) {
    test(`System Settings' tabs are styled at ${width} px`, async ({ page, request }) => {
      const admin = await createSuperadmin(request);
      await page.setViewportSize({ width, height: 800 });
      await loginAsSuperadmin(page, admin);
      await openSystemSettings(page);
      await openFooterTab(page);
      const tab = page.getByRole('tab', { name: 'Footer' });
      const look = await tab.evaluate((el) => {
        const s = getComputedStyle(el);
        return { padding: s.paddingLeft, border: `${s.borderBottomWidth} ${s.borderBottomStyle}` };
      });
      // Mantine's Tabs: md padding, and a 2px marker under the active tab.
      expect(look).toEqual({ padding: '16px', border: '2px solid' });
      await axe(page);
      await expectLooksLike(page, `system-settings-${width}.png`, [
        page.getByRole('banner').getByRole('button', { name: /account/i }),
      ]);
    });
  }
});

async function openFooterTab(page: Page) {
  await page.getByRole('tab', { name: 'Footer' }).click();
  await expect(page.getByRole('tab', { name: 'Footer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('the signed-in top bar on a phone', () => {
  test('the site search opens from an icon and fits beside the other icons', async ({
    page,
    request,
  }) => {
    const volunteer = await createUser(request, 'volunteer');
    await finishVolunteerProfile(request, volunteer, await profileLookups(request));
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, volunteer);
    const header = page.getByRole('banner');
    const field = header.getByRole('textbox', { name: 'Site search' });
    const open = header.getByRole('button', { name: 'Open site search' });
    await expect(open).toBeVisible();
    await expect(field).toBeHidden();
    // Nothing in the bar overlaps anything else.
    const boxes = await header.locator('a, button, input').evaluateAll((els) =>
      els
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom })),
    );
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.l < b.r - 1 && b.l < a.r - 1 && a.t < b.b - 1 && b.t < a.b - 1;
        expect(overlap, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
      }
    }
    await open.click();
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    const box = await field.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await axe(page);
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(open).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(field).toBeVisible();
    await expect(open).toBeHidden();
    await axe(page);
  });
});

test.describe('dialogs', () => {
  for (const width of WIDTHS) {
    test(`the forgot-password dialog is no second banner at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await axe(page);
    });
  }
});

test.describe('messages', () => {
  // The app without Stripe activates plans free.
  test.use({ baseURL: e2eEnv.freeAppURL });

  let company: CreatedUser;
  let volunteer: CreatedUser;
  let title: string;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    company = await createUser(request, 'company', { prefix: 'uxm' });
    const companyToken = await completeCompanyStepsOneAndTwo(request, company);
    await finishCompanyOnboardingWithoutStripe(request, companyToken, 'essential');
    title = `Layout check ${Date.now().toString(36)}`;
    const opportunity = await createOpportunity(request, companyToken, {
      title,
      category: (await lookup(request, 'volunteer_category')).id,
      status: 'open',
      hours_per_day: 2,
      duration_months: 3,
      remote: true,
      description: 'Help us lay out pages.',
      skills: ['CSS'],
      expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    volunteer = await createUser(request, 'volunteer', { firstName: 'Lena', lastName: 'Layout' });
    await finishVolunteerProfile(request, volunteer, await profileLookups(request));
    const volunteerToken = await authToken(request, volunteer.email, volunteer.password);
    const applied = await request.post('/api/collections/applications/records', {
      headers: { Authorization: volunteerToken },
      data: { opportunity: opportunity.id, note: 'Happy to help.' },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
  });

  /** The gap between the search box and what follows it in the list column. */
  async function gapUnderSearch(page: Page, next: Locator) {
    const input = page
      .getByRole('search', { name: 'Search conversations by name' })
      .locator('input');
    await expect(input).toBeVisible();
    await expect(next).toBeVisible();
    const a = await input.boundingBox();
    const b = await next.boundingBox();
    if (!a || !b) throw new Error('search box or list not drawn');
    return b.y - (a.y + a.height);
  }

  test('the list sits under its search box; blank and over-long messages are explained', async ({
    page,
    browser,
  }) => {
    // Two sign-ins, a conversation and axe at both widths on four screens.
    test.setTimeout(360_000);
    await loginAs(page, volunteer);
    await page.goto('/volunteer/messages');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const empty = page.getByText(/No conversations yet/);
      await expect(empty).toBeVisible();
      expect(await gapUnderSearch(page, empty)).toBeLessThan(24);
      await axe(page);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The company writes first, from the applicant's row.
    const coContext = await browser.newContext({ baseURL: e2eEnv.freeAppURL });
    const co = await coContext.newPage();
    await loginAs(co, company);
    await co.goto('/company/opportunities');
    await co.getByRole('link', { name: title }).click();
    await co.getByRole('button', { name: 'Message Lena Layout' }).click();
    await expect(co).toHaveURL(/\/company\/messages\/\w+$/);
    const box = co.getByRole('textbox', { name: 'Message' });

    // Spaces only: said under the field, nothing sent.
    await box.fill('    ');
    await co.getByRole('button', { name: 'Send' }).click();
    await expect(co.getByText('Write a message or attach a file.')).toBeVisible();
    await expect(co.getByTestId('message')).toHaveCount(0);

    // A paste past 4,000 characters: cut, and said so.
    await box.fill('');
    await box.focus();
    await box.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, 'x'.repeat(4100));
    await expect(
      co.getByText('A message can be at most 4,000 characters: the pasted text was cut to fit.'),
    ).toBeVisible();

    await box.fill('Hello Lena, thanks for applying.');
    await co.getByRole('button', { name: 'Send' }).click();
    await expect(co.getByTestId('message')).toHaveCount(1);
    await coContext.close();

    // The volunteer's list, the thread, and the bell with an unread notification.
    await page.reload();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const list = page.getByRole('navigation', { name: 'Conversations' });
      await expect(list).toBeVisible();
      expect(await gapUnderSearch(page, list)).toBeLessThan(24);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().click();
    await expect(page.getByTestId('message')).toHaveCount(1);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByTestId('message')).toBeVisible();
      await axe(page);
      await expectLooksLike(page, `messages-thread-${width}.png`, [
        page.getByText(new RegExp(`${company.username}|${title}`)),
        page.getByTestId('message').getByText(/\d:\d\d/),
        page.locator('time'),
      ]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The report dialog is no second banner either.
    await page.getByRole('button', { name: 'Conversation actions' }).click();
    await page.getByRole('menuitem', { name: `Report ${company.username} Ltd` }).click();
    await expect(
      page.getByRole('dialog', { name: `Report ${company.username} Ltd` }),
    ).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('banner')).toHaveCount(1);
      await axe(page);
    }
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The bell's pop-over with "Mark all as read" enabled.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/unread/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await bell.click();
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
      await axe(page);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('public pages', () => {
  for (const width of WIDTHS) {
    test(`a public list and a public profile look as they should at ${width} px`, async ({
      page,
      request,
    }) => {
      const volunteer = await createUser(request, 'volunteer', {
        firstName: 'Paula',
        lastName: 'Public',
      });
      await finishVolunteerProfile(request, volunteer, await profileLookups(request), {
        city: 'Leeds',
        about: 'I build accessible web pages.',
        tags: ['Web'],
        skills: [{ name: 'CSS', level: 'Advanced' }],
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/volunteers?q=${volunteer.username}`);
      await expect(page.getByText('Paula Public').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await axe(page);
      await expectLooksLike(page, `volunteers-list-${width}.png`, [
        page.getByText(volunteer.username),
        page.getByRole('searchbox'),
        page.getByRole('textbox'),
      ]);
      await page.goto(`/volunteer/${volunteer.username}`);
      await expect(page.getByRole('heading', { name: 'Paula Public' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await axe(page);
      await expectLooksLike(page, `volunteer-profile-${width}.png`, [
        page.getByText(volunteer.username),
        page.getByText(/Member since|\b20\d\d\b/),
      ]);
    });
  }
});
