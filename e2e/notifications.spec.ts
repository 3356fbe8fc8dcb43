import { expect, request, test } from '@playwright/test';
import { createUser, sink, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolationsAtBothWidths } from './fixtures/axe';
import { createListedCompany } from './fixtures/companyOnboarding';
import { e2eEnv } from './fixtures/env';
import { field } from './fixtures/form';
import { findLink } from './fixtures/mailsink';
import { createOpenOpportunity } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import { authToken } from './fixtures/stripe';
import { finishVolunteerProfile, profileLookups } from './fixtures/volunteerProfile';
import { beforeAllOnFreeApp, onFreeAppInOrder, runWord } from './fixtures/suite';

const RUN = runWord('n');
const TITLE = `Mentor our ${RUN} interns`;
const SUBJECT = `New application for ${TITLE}`;

test.describe('notifications', () => {
  // Two browsers signing in on a busy machine take a while.
  onFreeAppInOrder({ timeout: 180_000 });

  let company: CreatedUser;
  let vera: CreatedUser;
  let victor: CreatedUser;
  let victorToken: string;
  let opportunityId: string;

  beforeAllOnFreeApp(120_000, async (api) => {
    const listed = await createListedCompany(api, { prefix: RUN });
    company = listed.company;
    const token = listed.token;
    const lookups = await profileLookups(api);
    opportunityId = (
      await createOpenOpportunity(api, token, {
        title: TITLE,
        description: 'Help our interns grow.',
        skills: [],
        expires_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      })
    ).id;
    vera = await createUser(api, 'volunteer', { firstName: 'Vera' });
    await finishVolunteerProfile(api, vera, lookups);
    victor = await createUser(api, 'volunteer', { firstName: 'Victor' });
    await finishVolunteerProfile(api, victor, lookups);
    victorToken = await authToken(api, victor.email, victor.password);
  });

  test('the bell counts a new application live and the menu marks it read', async ({
    page,
    browser,
  }) => {
    await loginAs(page, company);
    await page.goto('/company/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    const card = page.getByRole('region', { name: 'Notifications' });
    await expect(card.getByText('No notifications yet.', { exact: false })).toBeVisible();

    // The volunteer applies in a browser of her own; the company's page is not reloaded.
    const other = await browser.newContext({ baseURL: e2eEnv.freeAppURL });
    const volunteerPage = await other.newPage();
    await loginAs(volunteerPage, vera);
    await volunteerPage.goto(`/opportunities/${opportunityId}`);
    await volunteerPage.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = volunteerPage.getByRole('dialog', { name: `Apply to ${TITLE}` });
    await field(dialog, 'A short note to the company').fill('Happy to mentor.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden();
    await other.close();

    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(card.getByRole('link', { name: SUBJECT })).toBeVisible();
    await bell.click();
    const menu = page.getByRole('dialog', { name: 'Notifications' });
    await expect(menu.getByRole('link', { name: SUBJECT })).toBeVisible();
    await menu.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');
  });

  test('the notifications page lists it', async ({ page }) => {
    await loginAs(page, company);
    await page.goto('/company/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = page.getByRole('list', { name: 'All notifications' });
    await expect(list.getByRole('link', { name: SUBJECT })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await list.getByRole('link', { name: SUBJECT }).click();
    await expect(page).toHaveURL(new RegExp(`/company/opportunities\\?id=${opportunityId}$`));
  });

  test("a volunteer's empty notifications page says what comes next", async ({ page }) => {
    await loginAs(page, victor);
    await page.goto('/volunteer/notifications');
    await expect(page.getByText('You have no notifications yet.', { exact: false })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('the unsubscribe link of the real email works', async ({ page }) => {
    const mail = await sink.waitFor(company.email, { subject: SUBJECT });
    const link = findLink(mail.html, '/unsubscribe');
    await loginAs(page, company);
    await page.goto(link);
    await expect(
      page.getByText('You will no longer get emails about new applications.'),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('button', { name: 'Turn these emails back on' }).click();
    await expect(page.getByText('You will get emails about new applications again.')).toBeVisible();
  });

  test('a toggle turned off in account settings stops that email', async ({ page }) => {
    await loginAs(page, company);
    await page.goto('/company/account-settings');
    // The settings page loads its code on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible({
      timeout: 30_000,
    });
    const toggle = page.getByRole('switch', { name: 'New applications' });
    await expect(toggle).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Product news' })).not.toBeChecked();
    await expectNoAxeViolationsAtBothWidths(page);
    await toggle.click();
    await page.getByRole('button', { name: 'Save email preferences' }).click();
    await expect(page.getByText('Your choice of emails was saved.')).toBeVisible();

    const before = (await sink.messages({ to: company.email, subject: SUBJECT })).length;
    const api = await request.newContext({ baseURL: e2eEnv.freeAppURL });
    const res = await api.post('/api/collections/applications/records', {
      headers: { Authorization: victorToken },
      data: { opportunity: opportunityId, note: 'Count me in.' },
    });
    expect(res.ok()).toBe(true);
    // The bell still hears of it.
    await page.goto('/company/dashboard');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications, 1 unread',
    );
    // A security mail is always sent and leaves the outbox after anything queued before it:
    // once it arrives, an application email would have arrived too.
    const latest = await sink.messages({ to: company.email });
    const newest = latest.reduce((max, m) => Math.max(max, Number(m.id)), 0);
    await api.post('/api/collections/users/request-password-reset', {
      data: { email: company.email },
    });
    await sink.waitFor(company.email, {
      subject: 'Reset your Voluntech password',
      after: String(newest),
    });
    await api.dispose();
    expect((await sink.messages({ to: company.email, subject: SUBJECT })).length).toBe(before);
  });
});
