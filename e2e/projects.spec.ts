import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { sink, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolationsAtBothWidths } from './fixtures/axe';
import { e2eEnv } from './fixtures/env';
import { field } from './fixtures/form';
import { loginAs } from './fixtures/session';
import { createSuperadmin, loginAsSuperadmin } from './fixtures/system';
import { authToken } from './fixtures/stripe';
import { createEngagement } from './fixtures/engagement';
import { beforeAllOnFreeApp, onFreeAppInOrder, runWord, withFreeApi } from './fixtures/suite';

const RUN = runWord('p');
const TITLE = `Checkout redesign ${RUN}`;
const GOAL = `Halve the drop-off in checkout (${RUN}).`;
const DELIVERABLE_LINK = `https://example.org/${RUN}/wireframes`;

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A small but real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe('projects: scope, milestones, evidence, portfolio and impact', () => {
  onFreeAppInOrder({ timeout: 300_000 });

  let company: CreatedUser;
  let volunteer: CreatedUser;
  let engagementId: string;

  const as = async (api: APIRequestContext, who: CreatedUser) =>
    authToken(api, who.email, who.password);

  beforeAllOnFreeApp(150_000, async (api) => {
    const engaged = await createEngagement(api, {
      prefix: RUN,
      firstName: 'Pia',
      opportunity: { title: TITLE, description: 'Redesign our checkout.', skills: ['UX'] },
      note: 'I redesign checkouts.',
    });
    ({ company, volunteer } = engaged);
    const { applicationId, volunteerToken } = engaged;
    const list = await api.get(
      `/api/collections/engagements/records?filter=${encodeURIComponent(`application='${applicationId}'`)}`,
      { headers: { Authorization: volunteerToken } },
    );
    engagementId = ((await list.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
    expect(engagementId).not.toBe('');
  });

  const scopeCard = (page: Page) => page.getByRole('region', { name: 'Scope', exact: true });

  test('the company writes the scope', async ({ page }) => {
    await loginAs(page, company);
    await page.goto(`/company/engagements/${engagementId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Pia ${RUN}` })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolationsAtBothWidths(page);
    await scopeCard(page).getByRole('button', { name: 'Write the scope' }).click();
    const form = page.getByRole('form', { name: 'Scope' });
    await field(form, 'Goal').fill(GOAL);
    await field(form, 'Title of milestone 1').fill('Wireframes');
    await field(form, 'What "done" means for milestone 1').fill('Reviewed with the team.');
    await field(form, 'Due date of milestone 1').fill(day(7));
    await form.getByRole('button', { name: 'Add a milestone' }).click();
    await field(form, 'Title of milestone 2').fill('Usability test');
    await field(form, 'What "done" means for milestone 2').fill('Five users tested.');
    // Before the engagement started: the server's field error.
    await field(form, 'Due date of milestone 2').fill('2020-01-01');
    await form.getByRole('button', { name: 'Propose the scope' }).click();
    await expect(
      form.getByText('The due date cannot be before the engagement started.'),
    ).toBeVisible();
    await field(form, 'Due date of milestone 2').fill(day(14));
    await expectNoAxeViolationsAtBothWidths(page);
    await form.getByRole('button', { name: 'Propose the scope' }).click();
    await expect(scopeCard(page).getByText('Waiting for an answer')).toBeVisible();
    await sink.waitFor(volunteer.email, { subject: `Scope to review: ${TITLE}` });
  });

  test('the volunteer asks for a change', async ({ page }) => {
    await loginAs(page, volunteer);
    await page.goto(`/volunteer/engagements/${engagementId}`);
    await expect(scopeCard(page).getByText(GOAL)).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolationsAtBothWidths(page);
    await scopeCard(page).getByRole('button', { name: 'Ask for changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for changes to the scope' });
    await field(dialog, 'Reason').fill('One more week for the usability test, please.');
    await dialog.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(scopeCard(page).getByText('Changes asked', { exact: true })).toBeVisible();
  });

  test('the company revises it and the volunteer accepts', async ({ page }) => {
    await loginAs(page, company);
    await page.goto(`/company/engagements/${engagementId}`);
    await scopeCard(page)
      .getByRole('button', { name: 'Revise the scope' })
      .click({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Scope' });
    await field(form, 'Due date of milestone 2').fill(day(21));
    await form.getByRole('button', { name: 'Propose the scope' }).click();
    await expect(scopeCard(page).getByText('Version 2')).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, volunteer);
    await page.goto(`/volunteer/engagements/${engagementId}`);
    await scopeCard(page)
      .getByRole('button', { name: 'Accept the scope' })
      .click({ timeout: 30_000 });
    await expect(scopeCard(page).getByText('Agreed', { exact: true })).toBeVisible();
    const history = page.getByRole('region', { name: 'Scope history' });
    await expect(history).toContainText(/Scope v2 agreed on .*: milestone 2 moved to/);
    await expect(history).toContainText('sent back with changes asked');
  });

  test('the volunteer submits a milestone with a file and a link', async ({ page }) => {
    await loginAs(page, volunteer);
    await page.goto(`/volunteer/engagements/${engagementId}`);
    const form = page.getByRole('form', { name: 'Submit milestone Wireframes' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    await field(form, 'Link to the deliverable').fill('javascript:alert(1)');
    await field(form, 'Note').fill('The wireframes of the new checkout.');
    await form.getByRole('button', { name: 'Submit the milestone' }).click();
    await expect(
      form.getByText('Enter a web address starting with http:// or https://.'),
    ).toBeVisible();
    await field(form, 'Link to the deliverable').fill(DELIVERABLE_LINK);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'wireframes.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expectNoAxeViolationsAtBothWidths(page);
    await form.getByRole('button', { name: 'Submit the milestone' }).click();
    const milestone = page.getByRole('region', { name: '1. Wireframes' });
    await expect(milestone.getByText('Waiting for sign-off')).toBeVisible();
    await expect(milestone.getByRole('button', { name: 'Download wireframes' })).toBeVisible();
    await sink.waitFor(company.email, { subject: 'Milestone to review: Wireframes' });
  });

  test('the company asks for changes, then signs it off', async ({ page }) => {
    await loginAs(page, company);
    await page.goto(`/company/engagements/${engagementId}`);
    const milestone = page.getByRole('region', { name: '1. Wireframes' });
    await milestone.getByRole('button', { name: 'Ask for changes' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Ask for changes to "Wireframes"' });
    await field(dialog, 'Reason').fill('Add the mobile layout.');
    await dialog.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(milestone.getByText('Add the mobile layout.')).toBeVisible();
    await expect(milestone.getByText('Changes asked', { exact: true }).first()).toBeVisible();

    // The volunteer submits again (API), then the company signs off.
    const api = await request.newContext({ baseURL: e2eEnv.freeAppURL });
    const scope = await api.get(`/api/engagements/${engagementId}/scope`, {
      headers: { Authorization: await as(api, volunteer) },
    });
    const mid = ((await scope.json()) as { milestones: { id: string }[] }).milestones[0]?.id ?? '';
    const again = await api.post(`/api/engagements/${engagementId}/milestones/${mid}/submit`, {
      headers: { Authorization: await as(api, volunteer) },
      multipart: { link: DELIVERABLE_LINK, note: 'With the mobile layout.' },
    });
    expect(again.ok(), await again.text()).toBe(true);
    await page.reload();
    await expectNoAxeViolationsAtBothWidths(page);
    await milestone.getByRole('button', { name: 'Sign off' }).click({ timeout: 30_000 });
    await expect(milestone.getByText('Signed off', { exact: true })).toBeVisible();

    // Hours to certify, then the completion (API).
    const volunteerToken = await as(api, volunteer);
    const logged = await api.post(`/api/engagements/${engagementId}/hours`, {
      headers: { Authorization: volunteerToken },
      data: { date: day(0), hours: 3, description: 'Wireframes and the mobile layout.' },
    });
    expect(logged.ok(), await logged.text()).toBe(true);
    const entry = (await logged.json()) as { id: string };
    const ownerToken = await as(api, company);
    const approved = await api.post(`/api/engagements/hours/${entry.id}/approve`, {
      headers: { Authorization: ownerToken },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    const finished = await api.post(`/api/engagements/${engagementId}/finish`, {
      headers: { Authorization: ownerToken },
    });
    expect(finished.ok(), await finished.text()).toBe(true);
    await api.dispose();
  });

  test('the certificate shows the deliverable, verified; the portfolio shows it', async ({
    page,
  }) => {
    await loginAs(page, volunteer);
    await page.goto(`/volunteer/engagements/${engagementId}`);
    const milestone = page.getByRole('region', { name: '1. Wireframes' });
    await milestone
      .getByRole('switch', { name: 'Show in my public portfolio' })
      // Saved first, then shown checked (the switch shows what the server kept).
      .click({ timeout: 30_000 });
    await expect(
      milestone.getByRole('switch', { name: 'Show in my public portfolio' }),
    ).toBeChecked();
    await page.getByRole('link', { name: 'See your certificate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pia ${RUN}` })).toBeVisible({
      timeout: 30_000,
    });
    const delivered = page.getByRole('region', { name: 'Delivered' });
    await expect(delivered.getByRole('link', { name: 'Wireframes' })).toHaveAttribute(
      'href',
      DELIVERABLE_LINK,
    );
    await expect(delivered).toContainText(GOAL);
    await expect(
      page.getByText(`Verified: signed by ${new URL(e2eEnv.freeAppURL).host}`),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await page.goto(`/volunteer/${volunteer.username}`);
    const portfolio = page.getByRole('region', { name: 'Portfolio' });
    await expect(portfolio.getByRole('link', { name: 'Wireframes' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(portfolio).toContainText(TITLE);
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('the company exports the CSV of its impact', async ({ page }) => {
    await loginAs(page, company);
    await page.goto('/company/dashboard');
    const impact = page.getByRole('region', { name: 'Your impact' });
    await expect(impact.getByText('Approved hours')).toBeVisible({ timeout: 30_000 });
    await expect(impact).toContainText('34.79');
    await expectNoAxeViolationsAtBothWidths(page);
    const download = page.waitForEvent('download');
    await impact.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv).toContain('engagement,volunteer,opportunity,status');
    expect(csv).toContain(`${engagementId},Pia ${RUN},${TITLE},completed`);
  });

  test('the transcript prints', async ({ page }) => {
    await loginAs(page, volunteer);
    await page.goto('/volunteer/transcript');
    await expect(page.getByRole('heading', { level: 1, name: `Pia ${RUN}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(TITLE) })).toBeVisible();
    await expect(page.getByText(/\/certificates\//)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const saved = await readFile(await (await download).path());
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
    expect(saved.toString('latin1')).toContain(TITLE);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `Pia ${RUN}` })).toBeVisible();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe('projects: the platform impact and the value of an hour', () => {
  test.use({ baseURL: e2eEnv.freeAppURL, viewport: { width: 1280, height: 800 } });
  test.describe.configure({ timeout: 240_000 });

  test('a superadmin sees the platform impact and sets the value of an hour', async ({ page }) => {
    const admin = await withFreeApi((api) => createSuperadmin(api, 'data-free'));
    await loginAsSuperadmin(page, admin);
    const impact = page.getByRole('region', { name: 'Impact on the platform' });
    await expect(impact.getByText('Approved hours')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolationsAtBothWidths(page);

    await page.goto('/system/system-settings?tab=impact');
    const form = page.getByRole('form', { name: 'Value of a volunteer hour' });
    await expect(field(form, 'Value of one hour')).toHaveValue('34.79', { timeout: 30_000 });
    // Two letters: the server's field error under the field.
    await field(form, 'Currency (ISO code)').fill('us');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(/at least 3/)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    // Saved as it was: other tests read the default.
    await field(form, 'Currency (ISO code)').fill('USD');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The value of a volunteer hour was saved.')).toBeVisible();
  });
});
