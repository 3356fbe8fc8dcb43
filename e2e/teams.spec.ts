import {
  expect as baseExpect,
  test,
  type APIResponse,
  type Locator,
  type Page,
} from '@playwright/test';
import { createUser, lookup, PASSWORD, sink, uniqueUser, type CreatedUser } from './fixtures/api';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths as checkBothWidths,
} from './fixtures/axe';
import { completeCompanyStepsOneAndTwo } from './fixtures/companyOnboarding';
import { field } from './fixtures/form';
import { findLink } from './fixtures/mailsink';
import { postOpportunityInBrowser } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import { authToken, installStripeDouble } from './fixtures/stripe';
import { createVolunteerWithProfile } from './fixtures/volunteerProfile';
import { runWord } from './fixtures/suite';

// One word no other run uses: the opportunity's title carries it.
const RUN = runWord('t');
const TITLE = `Design our ${RUN} onboarding`;
const PAID = 'Your payment was successful! Thank you for subscribing.';
const SEAT_MESSAGE =
  'Your Essential plan includes 2 team member accounts. Upgrade your plan to add more.';
const HAS_ACCOUNT =
  'This email already has a Voluntech account. Ask your teammate to invite another address.';

// The journey waits on the real binary, mail and Stripe doubles; on a shared, busy
// machine an answer can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a 429 asks to wait, in ms (Retry-After in seconds; 1 s without one). */
function retryAfterMs(headers: Record<string, string>): number {
  const seconds = Number(headers['retry-after'] ?? '1');
  return Math.min(Math.max(Number.isFinite(seconds) ? seconds : 1, 1), 30) * 1000;
}

/** An API call that waits and tries again while the server says "too many requests". */
async function patiently(call: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await call();
    if (res.status() !== 429 || attempt >= 5) return res;
    await sleep(retryAfterMs(res.headers()));
  }
}

/**
 * Clicks a button that sends one request; while the server answers 429, waits
 * as asked and clicks again, as a person would. Returns the last answer.
 */
async function submitPatiently(
  page: Page,
  button: Locator,
  sent: (url: string, method: string) => boolean,
) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = page.waitForResponse((r) => sent(r.url(), r.request().method()));
    await button.click();
    const res = await answer;
    if (res.status() !== 429 || attempt >= 5) return res;
    await sleep(retryAfterMs(res.headers()));
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'company menu' });
const invitePost = (url: string, method: string) =>
  method === 'POST' && url.endsWith('/api/company/team/invitations');

/** Invites an address from /company/team and returns the server's answer. */
async function invite(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Invite a teammate' });
  await field(form, 'Email address').fill(email);
  return submitPatiently(page, form.getByRole('button', { name: 'Send invitation' }), invitePost);
}

test.describe('company teams', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // Every step drives the real binary, axe runs at two widths: a busy machine needs the time.
  test.describe.configure({ mode: 'serial', timeout: 360_000 });

  let owner: CreatedUser;
  let volunteer: CreatedUser;
  let categoryName: string;
  let opportunityPath = '';
  // The teammate: their account is made by the join page, with these details.
  const mateIds = uniqueUser('mate');
  const mate: CreatedUser = {
    id: '',
    role: 'company',
    username: mateIds.username,
    email: mateIds.email,
    password: PASSWORD,
    firstName: 'Mia',
    lastName: 'Mate',
  };
  const MATE = 'Mia Mate';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    owner = await createUser(request, 'company', { prefix: RUN, firstName: 'Olive' });
    await completeCompanyStepsOneAndTwo(request, owner);
    volunteer = await createVolunteerWithProfile(request, {
      firstName: 'Theo',
      lastName: 'Applicant',
    });
    categoryName = (await lookup(request, 'volunteer_category')).name;
  });

  test('an owner on Essential invites a teammate', async ({ page, request }) => {
    // Essential, paid through Stripe (stripe-mock and the Stripe.js double) in the wizard.
    await installStripeDouble(page);
    await loginAs(page, owner);
    await page.goto('/company/profile-creation');
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('radio', { name: /^Essential/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText(PAID)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    const token = await authToken(request, owner.email, owner.password);
    const business = await patiently(() =>
      request.post('/api/company/onboarding/business', {
        headers: { Authorization: token },
        data: {
          description: 'We help small charities run their volunteer rotas.',
          progress_description: 'Three charities use our beta every week.',
          future_plan: 'Open the beta to everyone and add text reminders.',
        },
      }),
    );
    expect(business.ok()).toBe(true);

    await page.goto('/company/dashboard');
    await menu(page).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/company\/team$/);
    // The pointer leaves the menu: axe judges the page, not a hovered link.
    await page.mouse.move(700, 700);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByText('1 of 2 team member accounts in use')).toBeVisible();
    await expect(page.getByText('You are the only one on your team.')).toBeVisible();
    await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();

    const form = page.getByRole('form', { name: 'Invite a teammate' });
    // A malformed address is refused before anything is sent.
    await field(form, 'Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    // One account, one role: an address with an account is refused by the server.
    expect((await invite(page, volunteer.email)).status()).toBe(400);
    await expect(form.getByText(HAS_ACCOUNT)).toBeVisible();

    expect((await invite(page, mate.email)).status()).toBe(201);
    await expect(
      page.getByText(`We emailed ${mate.email} a link to join your team.`),
    ).toBeVisible();
    const invitations = page.getByRole('list', { name: 'Pending invitations' });
    await expect(invitations).toContainText(mate.email);
    await expect(page.getByText('2 of 2 team member accounts in use')).toBeVisible();
    await expect(field(form, 'Email address')).toHaveValue('');
    await checkBothWidths(page);
  });

  test('the teammate joins from the mailed link', async ({ page }) => {
    // A link that was never sent gets a clear page, not a form.
    await page.goto(`/join-team/${RUN}notatoken`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeVisible();
    await expect(
      page.getByText('This invitation link is not valid. Ask your teammate to send a new one.'),
    ).toBeVisible();

    const mail = await sink.waitFor(mate.email, { subject: 'Join' });
    const link = new URL(findLink(mail.html, '/join-team/'));
    await page.goto(link.pathname);
    const companyName = `${owner.username} Ltd`;
    await expect(
      page.getByRole('heading', { level: 1, name: `Join ${companyName} on Voluntech` }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: `${companyName} logo` })).toBeVisible();
    const email = field(page, 'Email');
    await expect(email).toHaveValue(mate.email);
    await expect(email).toHaveAttribute('readonly', '');
    await checkBothWidths(page);

    // The server's field errors show under their fields: the owner's username is taken.
    await field(page, 'Username').fill(owner.username);
    await field(page, 'First name').fill(mate.firstName);
    await field(page, 'Last name').fill(mate.lastName);
    await field(page, 'Job title').fill('Product designer');
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    const join = page.getByRole('button', { name: 'Join the team' });
    const joined = (url: string, method: string) =>
      method === 'POST' && url.includes('/api/company/team/join/');
    expect((await submitPatiently(page, join, joined)).status()).toBe(400);
    await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Username').fill(mate.username);
    expect((await submitPatiently(page, join, joined)).status()).toBe(200);
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByText(`Welcome, ${mate.firstName}.`)).toBeVisible();
    const card = page.getByRole('region', { name: 'Team members' });
    await expect(card).toContainText('Olive Tester');
    await expect(card).toContainText(MATE);
    await expect(card).toContainText('Member · Product designer');

    // The link is single use.
    await page.goto(link.pathname);
    await expect(
      page.getByText('This invitation has already been used. Sign in instead.'),
    ).toBeVisible();
  });

  test('the teammate posts an opportunity and moves an applicant', async ({ page, request }) => {
    await loginAs(page, mate);
    // The team page is read-only for a member.
    await menu(page).getByRole('link', { name: 'Team' }).click();
    await expect(
      page.getByText('Only the account owner can invite or remove team members.'),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Invite a teammate' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

    await postOpportunityInBrowser(page, {
      title: TITLE,
      categoryName,
      status: 'Open',
      city: 'Bristol',
      country: 'United Kingdom',
      description: 'We need a friendlier sign-up for our volunteers.',
      skills: ['Figma'],
    });
    await expect(page).toHaveURL(/\/company\/opportunities\?id=\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Posted by', { exact: true })).toBeVisible();
    await expect(details.getByText(MATE, { exact: true })).toBeVisible();
    const url = new URL(page.url());
    opportunityPath = url.pathname + url.search;
    const opportunityId = url.searchParams.get('id') ?? '';

    // A volunteer applies.
    const token = await authToken(request, volunteer.email, volunteer.password);
    const applied = await patiently(() =>
      request.post('/api/collections/applications/records', {
        headers: { Authorization: token },
        data: { opportunity: opportunityId, note: 'I redesigned two sign-up flows last year.' },
      }),
    );
    expect(applied.ok()).toBe(true);

    await page.reload();
    const row = page.getByRole('row', { name: /Theo Applicant/ });
    await expect(row).toContainText('Applied');
    await page.getByRole('button', { name: 'Change the stage of Theo Applicant' }).click();
    await page.getByRole('menuitem', { name: 'Move to In Review' }).click();
    await expect(row).toContainText('In Review');
    await expect(row).toContainText(`by ${MATE}`);
  });

  test('the owner sees the teammate’s name on that move', async ({ page }) => {
    await loginAs(page, owner);
    await expect(page.getByRole('region', { name: 'Recent events' })).toContainText(`by ${MATE}`);
    await page.goto(opportunityPath);
    const row = page.getByRole('row', { name: /Theo Applicant/ });
    await expect(row).toContainText('In Review');
    await expect(row).toContainText(`by ${MATE}`);
    await row.getByRole('button', { name: "History of Theo Applicant's application" }).click();
    const history = page.getByRole('dialog', { name: "History of Theo Applicant's application" });
    await expect(history).toContainText('Applied');
    await expect(history).toContainText('In Review');
    await expect(history).toContainText(`by ${MATE}`);
    await page.keyboard.press('Escape');

    // The public page names the team by first name and last initial, without emails.
    await page.goto(`/company/${owner.username}`);
    const team = page.getByRole('region', { name: 'Team' });
    await expect(team).toContainText('Olive T.');
    await expect(team).toContainText('Mia M.');
    await expect(team).toContainText('Product designer');
    await expect(team).not.toContainText(mate.email);
  });

  test('a third seat is refused with the seat message and the upgrade link', async ({ page }) => {
    await loginAs(page, owner);
    await page.goto('/company/team');
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members).toContainText(MATE);
    await expect(members).toContainText(mate.email);
    await expect(page.getByText('2 of 2 team member accounts in use')).toBeVisible();

    const third = uniqueUser('third');
    expect((await invite(page, third.email)).status()).toBe(400);
    const form = page.getByRole('form', { name: 'Invite a teammate' });
    await expect(form.getByText(SEAT_MESSAGE)).toBeVisible();
    const upgrade = form.getByRole('link', { name: 'Upgrade your plan' });
    await expect(upgrade).toHaveAttribute('href', '/company/payments');
    await upgrade.click();
    await expect(page).toHaveURL(/\/company\/payments$/);
  });

  test('a removed member’s open tab gets the Unauthenticated modal on its next action', async ({
    page,
    browser,
  }) => {
    // The teammate's tab, open on the opportunity.
    const mateContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const matePage = await mateContext.newPage();
    await loginAs(matePage, mate);
    await matePage.goto(opportunityPath);
    await expect(matePage.getByRole('row', { name: /Theo Applicant/ })).toContainText('In Review');

    await loginAs(page, owner);
    await page.goto('/company/team');
    await page.getByRole('button', { name: `Remove ${MATE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this team member?' });
    await expect(confirm).toContainText(MATE);
    // WCAG rules only: Mantine's dialog header is a <header>, a second "banner" to axe's best practices.
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove member' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('list', { name: 'Members' })).not.toContainText(MATE);
    await expect(page.getByText('1 of 2 team member accounts in use')).toBeVisible();

    // Their next action: moving the applicant on.
    await matePage.getByRole('button', { name: 'Change the stage of Theo Applicant' }).click();
    await matePage.getByRole('menuitem', { name: 'Move to Interview' }).click();
    const expired = matePage.getByRole('dialog', { name: 'Unauthenticated' });
    await expect(
      expired.getByText('Your login session is expired please login again'),
    ).toBeVisible();
    await expired.getByRole('button', { name: 'Go To Login' }).click();
    await expect(matePage).toHaveURL(/\/login$/);
    // The login page says why.
    const why = matePage.getByRole('status').filter({
      hasText: 'Your access to the company was removed.',
    });
    await expect(why).toBeVisible();
    for (const width of [1280, 375]) {
      await matePage.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(matePage, { allRules: true });
    }
    // Said once: the next visit of the login page is a plain one.
    await matePage.reload();
    await expect(matePage.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(why).toHaveCount(0);
    await mateContext.close();

    // Their move stays with the company, under their name as a former team member.
    await page.goto(opportunityPath);
    const row = page.getByRole('row', { name: /Theo Applicant/ });
    await expect(row).toContainText('In Review');
    await expect(row).toContainText(`by ${MATE} (former team member)`);
  });
});
