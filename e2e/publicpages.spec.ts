import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser, PASSWORD, politely, sink, uniqueUser, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolationsAtBothWidths as checkBothWidths } from './fixtures/axe';
import {
  completeCompanyStepsOneAndTwo,
  finishCompanyOnboardingWithoutStripe,
} from './fixtures/companyOnboarding';
import { field } from './fixtures/form';
import {
  askedTwice,
  countApiRequests,
  loadingStatesSeen,
  preloadStarted,
  watchLoadingStates,
} from './fixtures/firstScreen';
import { findLink } from './fixtures/mailsink';
import { createOpenOpportunity } from './fixtures/opportunities';
import { logIn, loginAs } from './fixtures/session';
import { expectThemedBreadcrumb } from './fixtures/themed';
import { authToken } from './fixtures/stripe';
import { createVolunteerWithProfile } from './fixtures/volunteerProfile';
import { TINY_PNG } from './fixtures/wizard';
import { beforeAllOnFreeApp, onFreeAppInOrder, runWord } from './fixtures/suite';

const RUN = runWord('p');
const FIRST = `Signup form ${RUN}`;
const SECOND = `Dashboard design ${RUN}`;
const CONTACT = `hello-${RUN}@example.test`;
const PHOTOS = ['Our team at the climate hackathon', 'The London office on a sunny day'];

async function ok(what: string, res: Awaited<ReturnType<APIRequestContext['post']>>) {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res;
}

test.describe('public company and volunteer pages', () => {
  onFreeAppInOrder({ timeout: 240_000 });

  let company: CreatedUser;
  let member: CreatedUser;
  let volunteer: CreatedUser;

  beforeAllOnFreeApp(180_000, async (api) => {
    company = await createUser(api, 'company', { prefix: RUN });
    const owner = await completeCompanyStepsOneAndTwo(api, company);
    const headers = { Authorization: owner };
    // Essential: two seats, the owner and one member.
    await finishCompanyOnboardingWithoutStripe(api, owner, 'essential');

    // A member joins from the mailed invitation.
    const mate = uniqueUser(`${RUN}m`);
    await ok(
      'invitation',
      await politely(() =>
        api.post('/api/company/team/invitations', { headers, data: { email: mate.email } }),
      ),
    );
    const invite = await sink.waitFor(mate.email);
    const token = new URL(findLink(invite.html, '/join-team/')).pathname.split('/').pop() ?? '';
    await ok(
      'join',
      await politely(() =>
        api.post(`/api/company/team/join/${token}`, {
          data: {
            username: mate.username,
            first_name: 'Mia',
            last_name: RUN,
            password: PASSWORD,
            passwordConfirm: PASSWORD,
            role_title: 'Recruiter',
          },
        }),
      ),
    );
    member = {
      id: '',
      role: 'company',
      username: mate.username,
      email: mate.email,
      password: PASSWORD,
      firstName: 'Mia',
      lastName: RUN,
    };

    volunteer = await createVolunteerWithProfile(api, { firstName: 'Vera', lastName: RUN });

    // Two open opportunities; the volunteer is accepted on the first and
    // logs 2.5 hours the company approves.
    const opportunity = (title: string) =>
      createOpenOpportunity(api, owner, {
        title,
        duration_months: 1,
        description: 'Help us ship it.',
        skills: ['React'],
      });
    const first = await opportunity(FIRST);
    await opportunity(SECOND);
    const vol = { Authorization: await authToken(api, volunteer.email, volunteer.password) };
    const applied = await ok(
      'apply',
      await api.post('/api/collections/applications/records', {
        headers: vol,
        data: { opportunity: first.id, note: 'I build forms.' },
      }),
    );
    const applicationId = ((await applied.json()) as { id: string }).id;
    for (const stage of ['in_review', 'interview', 'accepted']) {
      await ok(
        stage,
        await api.patch(`/api/collections/applications/records/${applicationId}`, {
          headers,
          data: { stage },
        }),
      );
    }
    const engagements = await api.get('/api/collections/engagements/records', { headers: vol });
    const engagementId = ((await engagements.json()) as { items: { id: string }[] }).items[0]?.id;
    const logged = await ok(
      'hours',
      await api.post(`/api/engagements/${engagementId}/hours`, {
        headers: vol,
        data: {
          date: new Date().toISOString().slice(0, 10),
          hours: 2.5,
          description: 'Built the form.',
        },
      }),
    );
    const entries = await api.get('/api/collections/hour_entries/records', { headers: vol });
    const entryId = ((await entries.json()) as { items: { id: string }[] }).items[0]?.id;
    expect(entryId, await logged.text()).toBeTruthy();
    await ok(
      'approve',
      await api.post(`/api/engagements/hours/${entryId}/approve`, { headers, data: {} }),
    );
  });

  test('a company adds two photos and shows its contact email', async ({ page }) => {
    await loginAs(page, company);
    await page.goto('/company/profile');
    await page.getByRole('tab', { name: 'Public page' }).click();
    const gallery = page.getByRole('region', { name: 'Photo gallery' });
    await expect(gallery.getByText('No photos yet. Add your first one below.')).toBeVisible();
    for (const [i, alt] of PHOTOS.entries()) {
      await gallery.getByLabel('Photo file').setInputFiles({
        name: `photo${i}.png`,
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await field(gallery, 'Description').fill(alt);
      await gallery.getByRole('button', { name: 'Add photo' }).click();
      await expect(
        gallery.getByRole('list', { name: 'Your photos' }).getByRole('listitem'),
      ).toHaveCount(i + 1);
    }
    await expect(gallery.getByRole('button', { name: `Remove photo: ${PHOTOS[1]}` })).toBeVisible();

    const contact = page.getByRole('form', { name: 'Contact email' });
    await contact.getByRole('switch', { name: 'Show a contact email on our public page' }).check();
    await field(contact, 'Contact email').fill(CONTACT);
    await contact.getByRole('button', { name: 'Save contact email' }).click();
    await expect(page.getByText('Your contact email was saved.')).toBeVisible();
    await checkBothWidths(page);
  });

  test('the public company page shows the photos, the open opportunities and the stats', async ({
    page,
  }) => {
    await watchLoadingStates(page);
    const requests = countApiRequests(page);
    await page.goto(`/company/${company.username}`);
    await expectThemedBreadcrumb(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // Opened by its address, the profile is in the first screen with its
    // open opportunities and reviews (index.html started their answers): no
    // skeleton before them, and no answer asked for twice.
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
    expect(await loadingStatesSeen(page)).not.toContain('Loading the company profile');
    expect(await loadingStatesSeen(page)).not.toContain('Loading the open opportunities');
    expect(await preloadStarted(page)).toEqual(
      expect.arrayContaining([
        `/api/directory/companies/${company.username}`,
        `/api/directory/companies/${company.username}/opportunities?page=1`,
        `/api/companies/${company.username}/reviews?page=1`,
      ]),
    );
    expect(askedTwice(requests)).toEqual([]);

    const photos = page.getByRole('list', { name: /^Photos of / });
    await expect(photos.getByRole('img')).toHaveCount(2);
    for (const alt of PHOTOS) await expect(photos.getByRole('img', { name: alt })).toBeVisible();
    await photos.getByRole('button', { name: PHOTOS[0] }).click();
    const dialog = page.getByRole('dialog', { name: PHOTOS[0] });
    await expect(dialog.getByText('1 of 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: PHOTOS[1] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const open = page.getByRole('list', { name: /^Open opportunities at / });
    await expect(open.getByRole('link', { name: FIRST })).toBeVisible();
    await expect(open.getByRole('link', { name: SECOND })).toBeVisible();

    const stats = page.getByRole('region', { name: 'Stats' });
    await expect(stats).toContainText('Opportunities posted2');
    await expect(stats).toContainText('Volunteers engaged1');
    await expect(stats).toContainText('Volunteer hours given2.5');

    await expect(page.getByRole('link', { name: CONTACT })).toHaveAttribute(
      'href',
      `mailto:${CONTACT}`,
    );
    await checkBothWidths(page);

    await open.getByRole('link', { name: FIRST }).click();
    await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
  });

  test('a volunteer shares their email but not their phone', async ({ page }) => {
    await loginAs(page, volunteer);
    await page.goto(`/volunteer/${volunteer.username}/edit`);
    const sharing = page.getByRole('region', { name: 'Contact details for companies' });
    const email = sharing.getByRole('switch', { name: 'Share my email with companies' });
    await expect(email).not.toBeChecked({ timeout: 30_000 });
    // A click, then the switch's state: check() reads the state at once and
    // failed now and then while the page was still drawing its other
    // sections; the save's answer is what this test is about.
    await email.click();
    await expect(page.getByText('Your contact sharing was saved.')).toBeVisible();
    await expect(email).toBeChecked();
    await expect(
      sharing.getByRole('switch', { name: 'Share my phone number with companies' }),
    ).not.toBeChecked();
    await checkBothWidths(page);
  });

  test('a company member sees the shared email only', async ({ page }) => {
    await loginAs(page, member);
    await page.goto(`/volunteer/${volunteer.username}`);
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: volunteer.email })).toHaveAttribute(
      'href',
      `mailto:${volunteer.email}`,
      { timeout: 30_000 },
    );
    await expect(contact.getByText('Phone')).toHaveCount(0);
    await expect(contact).not.toContainText('7700900123');
    await checkBothWidths(page);
  });

  test('a guest sees no contact section, and the public answer carries no email', async ({
    page,
  }) => {
    const answer = page.waitForResponse((r) =>
      r.url().endsWith(`/api/directory/volunteers/${volunteer.username}`),
    );
    const requests = countApiRequests(page);
    await page.goto(`/volunteer/${volunteer.username}`);
    const body = await (await answer).text();
    expect(body).not.toContain(volunteer.email);
    expect(body).not.toContain('7700900123');
    await expect(page.getByRole('heading', { level: 1, name: `Vera ${RUN}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
    // The certificates and reviews come with the profile: index.html
    // started them, and the app asked for none of them again.
    expect(await preloadStarted(page)).toEqual(
      expect.arrayContaining([
        `/api/directory/volunteers/${volunteer.username}`,
        `/api/volunteers/${volunteer.username}/certificates`,
        `/api/volunteers/${volunteer.username}/reviews?page=1`,
      ]),
    );
    expect(askedTwice(requests)).toEqual([]);
    await expectThemedBreadcrumb(page);
    await expect(page.getByRole('region', { name: 'Contact' })).toHaveCount(0);
    await expect(page.getByText(volunteer.email)).toHaveCount(0);
    await checkBothWidths(page);
  });

  test('a signed-in dashboard opened by its address: index.html started its answers, each asked for once', async ({
    page,
  }) => {
    // A team member: the company's answers are the owner's company's.
    await loginAs(page, member);
    // Signing in lands on the dashboard, whose requests start after the
    // address changes: leave it first, so that only the dashboard opened
    // by its address is counted (the stored session stays).
    await page.goto('about:blank');
    await watchLoadingStates(page);
    const requests = countApiRequests(page);
    await page.goto('/company/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'New applicants' })).toBeVisible();
    const started = await preloadStarted(page);
    // Keys are "METHOD address token": all with the one stored token (the
    // refresh has since renewed the one in storage).
    expect(new Set(started.map((k) => k.split(' ')[2])).size).toBe(1);
    const addresses = started.map((k) => k.split(' ').slice(0, 2).join(' '));
    expect(addresses).toEqual(
      expect.arrayContaining([
        'POST /api/collections/users/auth-refresh',
        'GET /api/company/onboarding',
        'GET /api/company/team',
        'GET /api/company/impact',
      ]),
    );
    expect(
      addresses.filter((a) => a.includes('applications') && a.includes(company.id)),
    ).toHaveLength(4);
    // The cards were drawn with their answers: no loading state first, and
    // no answer asked for twice.
    const seen = await loadingStatesSeen(page);
    for (const loading of [
      'Loading the new applicants',
      'Loading the recent events',
      'Loading the team members',
    ])
      expect(seen).not.toContain(loading);
    expect(askedTwice(requests)).toEqual([]);
  });

  test('a guest’s Message on a public page leads to sign in and back to the page', async ({
    page,
  }) => {
    const message = page.getByRole('button', { name: /^Message / });
    // On a volunteer's page too, for a guest.
    await page.goto(`/volunteer/${volunteer.username}`);
    await expect(page.getByRole('button', { name: `Message Vera ${RUN}` })).toBeVisible();

    await page.goto(`/company/${company.username}`);
    await message.click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, volunteer.username, new RegExp(`/company/${company.username}$`));
    // Signed in as a volunteer, the same button opens the conversation.
    await message.click();
    await expect(page).toHaveURL(/\/volunteer\/messages\/\w+$/);
  });
});
