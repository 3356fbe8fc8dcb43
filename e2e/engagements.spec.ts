import { expect, test } from '@playwright/test';
import { sink, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolationsAtBothWidths } from './fixtures/axe';
import { e2eEnv } from './fixtures/env';
import { field } from './fixtures/form';
import { findLink } from './fixtures/mailsink';
import { beforeAllOnFreeApp, onFreeAppInOrder, runWord, withFreeApi } from './fixtures/suite';
import { loginAs } from './fixtures/session';
import { createSuperadmin, loginAsSuperadmin } from './fixtures/system';
import { authToken } from './fixtures/stripe';
import { createEngagement } from './fixtures/engagement';

const RUN = runWord('e');
const TITLE = `Accessibility audit ${RUN}`;
const VOLUNTEER_TEXT = `Clear goals and quick feedback (${RUN}).`;
const COMPANY_TEXT = `Thorough audit with useful notes (${RUN}).`;

test.describe('engagements, hours and certificates', () => {
  // Each test runs axe four times on a shared two-core machine.
  onFreeAppInOrder({ timeout: 240_000 });

  let company: CreatedUser;
  let volunteer: CreatedUser;
  let opportunityId: string;

  beforeAllOnFreeApp(150_000, async (api) => {
    const engaged = await createEngagement(api, {
      prefix: RUN,
      firstName: 'Vera',
      opportunity: {
        title: TITLE,
        description: 'Audit our sign-up forms.',
        skills: ['Accessibility', 'React'],
      },
      note: 'I audit forms with a screen reader.',
    });
    ({ company, volunteer, opportunityId } = engaged);
  });

  test('the accepted volunteer logs hours', async ({ page }) => {
    await loginAs(page, volunteer);
    await expect(page.getByRole('link', { name: 'Engagements' }).first()).toBeVisible();
    await page.goto('/volunteer/engagements');
    await expect(page.getByRole('heading', { level: 1, name: 'Engagements' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your engagements' });
    await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
    await expectNoAxeViolationsAtBothWidths(page);

    await list.getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('No hours yet.')).toBeVisible();

    // A day's work with nothing said: the form says what is missing.
    const form = page.getByRole('form', { name: 'Log hours' });
    await form.getByRole('button', { name: 'Log hours' }).click();
    await expect(form.getByText('Say what you did.')).toBeVisible();

    await field(form, 'Hours').click();
    await page.getByRole('option', { name: '1.5 hours', exact: true }).click();
    await field(form, 'What you did').fill('Audited the sign-up form with a screen reader.');
    await form.getByRole('button', { name: 'Log hours' }).click();
    const hours = page.getByRole('list', { name: 'Your hours' });
    await expect(hours.getByRole('listitem')).toHaveCount(1);
    await expect(hours).toContainText('1.5 hours');
    await expect(hours).toContainText('Waiting for approval');
    await expectNoAxeViolationsAtBothWidths(page);

    await sink.waitFor(company.email, { subject: `Hours to approve: ${TITLE}` });
  });

  test('the company approves them and confirms completion', async ({ page }) => {
    await loginAs(page, company);
    await page.goto(`/company/opportunities?id=${opportunityId}`);
    const atWork = page.getByRole('region', { name: 'Volunteers at work' });
    await expect(atWork.getByText('Waiting for approval')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolationsAtBothWidths(page);

    await atWork.getByRole('button', { name: /^Approve 1\.5 hours/ }).click();
    await expect(atWork.getByText('Approved', { exact: true })).toBeVisible();
    await sink.waitFor(volunteer.email, { subject: 'Your hours were approved' });

    await atWork.getByRole('button', { name: 'Confirm completion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm completion?' });
    await expect(dialog).toContainText('1.5 hours');
    await dialog.getByRole('button', { name: 'Confirm completion' }).click();
    await expect(dialog).toBeHidden();
    await expect(atWork.getByText(/^Completed on /)).toBeVisible();
  });

  test('the certificate verifies in the browser and shows the hours', async ({ page }) => {
    const mail = await sink.waitFor(volunteer.email, {
      subject: `Your certificate is ready: ${TITLE}`,
    });
    const link = new URL(findLink(mail.html, '/certificates/'));
    await page.goto(link.pathname);
    // The first load of the page's chunk can be slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: `Vera ${RUN}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('1.5 hours of approved work')).toBeVisible();
    const host = new URL(e2eEnv.freeAppURL).host;
    await expect(page.getByText(`Verified: signed by ${host}`)).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(`Certificate: ${TITLE}`),
    );
    await expectNoAxeViolationsAtBothWidths(page);

    // A copy with more hours than were approved does not pass the check.
    const jwt = await page.evaluate(async (id) => {
      const res = await fetch(`/api/collections/certificates/records/${id}`);
      return ((await res.json()) as { jwt: string }).jwt;
    }, link.pathname.split('/').pop());
    const [h, p, s] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString()) as {
      credentialSubject: { creditsEarned: number };
    };
    claims.credentialSubject.creditsEarned = 150;
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    await field(page, 'Credential (JWT)').fill(forged);
    await page.getByRole('button', { name: 'Check credential' }).click();
    await expect(page.getByText(/^Invalid: The signature does not match/)).toBeVisible();
    await field(page, 'Credential (JWT)').fill(jwt);
    await page.getByRole('button', { name: 'Check credential' }).click();
    await expect(page.getByText(`Valid: signed by ${host}`)).toBeVisible();

    // Listed on the volunteer's public profile.
    await page.goto(`/volunteer/${volunteer.username}`);
    const certs = page.getByRole('region', { name: 'Certificates' });
    await expect(certs.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(certs).toContainText('1.5 hours');
  });
  test('both sides review; the reviews publish together on both public pages', async ({ page }) => {
    // Two sign-ins and six axe runs on a shared two-core machine.
    test.setTimeout(420_000);
    const companyReviews = () => page.getByRole('region', { name: 'Reviews' });

    // The volunteer reviews first: saved, but published only with the other side's.
    await loginAs(page, volunteer);
    await page.goto('/volunteer/engagements');
    await page
      .getByRole('list', { name: 'Your engagements' })
      .getByRole('link', { name: TITLE })
      .click();
    const form = page.getByRole('form', { name: 'Leave a review' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    // The stars are radio buttons: chosen from the keyboard.
    await form.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    await field(form, 'Your review').fill(VOLUNTEER_TEXT);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Your review is submitted')).toBeVisible();
    await expect(
      page.getByText(
        'It will be published when both sides have reviewed, or 14 days after completion.',
      ),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    // Not on the company's public page yet.
    await page.goto(`/company/${company.username}`);
    await expect(companyReviews().getByText(/^No reviews yet\./)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(VOLUNTEER_TEXT)).toHaveCount(0);

    // The company cannot read it either before reviewing.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, company);
    await page.goto(`/company/${company.username}`);
    await expect(companyReviews().getByText(/^No reviews yet\./)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(VOLUNTEER_TEXT)).toHaveCount(0);

    // The company's review publishes both.
    await page.goto(`/company/opportunities?id=${opportunityId}`);
    const atWork = page.getByRole('region', { name: 'Volunteers at work' });
    const companyForm = atWork.getByRole('form', { name: 'Leave a review' });
    await expect(companyForm).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolationsAtBothWidths(page);
    await companyForm.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('Space');
    await field(companyForm, 'Your review').fill(COMPANY_TEXT);
    await companyForm.getByRole('button', { name: 'Submit review' }).click();
    await expect(atWork.getByText('Your review is published')).toBeVisible();
    await expect(atWork.getByText(VOLUNTEER_TEXT)).toBeVisible();

    // Both public pages show their review, with the average and count.
    await page.goto(`/company/${company.username}`);
    await expect(companyReviews().getByText(VOLUNTEER_TEXT)).toBeVisible({ timeout: 30_000 });
    await expect(companyReviews().getByText('4.0 out of 5 from 1 review')).toBeVisible();
    await expect(
      companyReviews().getByRole('img', { name: '4 out of 5 stars' }).first(),
    ).toBeVisible();
    // The company answers once.
    await companyReviews()
      .getByRole('button', { name: /^Reply to the review by/ })
      .click();
    const reply = page.getByRole('form', { name: 'Reply to this review' });
    await field(reply, 'Your public reply').fill('Thank you, it was a pleasure.');
    await reply.getByRole('button', { name: 'Post reply' }).click();
    await expect(companyReviews().getByText('Thank you, it was a pleasure.')).toBeVisible();
    await expect(
      companyReviews().getByRole('button', { name: /^Reply to the review by/ }),
    ).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);

    await page.goto(`/volunteer/${volunteer.username}`);
    const volunteerReviews = page.getByRole('region', { name: 'Reviews' });
    await expect(volunteerReviews.getByText(COMPANY_TEXT)).toBeVisible({ timeout: 30_000 });
    await expect(volunteerReviews.getByText('5.0 out of 5 from 1 review')).toBeVisible();
    await expect(
      volunteerReviews.getByRole('button', { name: /^Report the review by/ }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await sink.waitFor(volunteer.email, { subject: `Reviews published: ${TITLE}` });
  });

  test('a reported review goes to the superadmins, who hide it', async ({ page }) => {
    const admin = await withFreeApi(async (api) => {
      const listed = await api.get(`/api/volunteers/${volunteer.username}/reviews`);
      const reviewId = ((await listed.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
      const reported = await api.post(`/api/reviews/${reviewId}/report`, {
        headers: { Authorization: await authToken(api, volunteer.email, volunteer.password) },
        data: { reason: `Names a private matter (${RUN}).` },
      });
      expect(reported.ok(), await reported.text()).toBe(true);
      return createSuperadmin(api, 'data-free');
    });

    await loginAsSuperadmin(page, admin);
    await page.goto('/system/recruitment');
    const queue = page.getByRole('region', { name: 'Reported reviews' });
    await expect(queue.getByText(COMPANY_TEXT)).toBeVisible({ timeout: 30_000 });
    await expect(
      queue.getByText(`Names a private matter (${RUN}).`, { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    // This run's review only: a failed earlier try leaves its own report in the queue.
    await queue
      .getByRole('button', { name: new RegExp(`^Hide the review by .* of Vera ${RUN}$`) })
      .click();
    await expect(page.getByText('The review is hidden from the public pages.')).toBeVisible();

    await page.goto(`/volunteer/${volunteer.username}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText(/^No reviews yet\./)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(COMPANY_TEXT)).toHaveCount(0);
  });
});
