import { expect, test } from '@playwright/test';
import { sink, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolationsAtBothWidths } from './fixtures/axe';
import { createListedCompany } from './fixtures/companyOnboarding';
import { findLink } from './fixtures/mailsink';
import { createOpenOpportunity } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import { createVolunteerWithProfile } from './fixtures/volunteerProfile';
import { beforeAllOnFreeApp, onFreeAppInOrder, runWord, withFreeApi } from './fixtures/suite';

// Issue 35: recommendations with reasons, "Not for me", a saved search and
// its digest, suggested volunteers and "Invite to apply".

// One word no other run uses: titles and the skill carry it.
const RUN = runWord('m');
const SKILL = `${RUN}react`;
const KEEP = `Recommended ${RUN} dashboard`;
const DISMISS = `Dismissed ${RUN} landing page`;
const LATER = `Fresh ${RUN} mobile app`;

test.describe('matching', () => {
  onFreeAppInOrder();

  let company: CreatedUser;
  let companyToken: string;
  let volunteer: CreatedUser;
  let keepId: string;

  beforeAllOnFreeApp(120_000, async (api) => {
    ({ company, token: companyToken } = await createListedCompany(api, { prefix: RUN }));
    volunteer = await createVolunteerWithProfile(
      api,
      { firstName: 'Mara', lastName: `Match${RUN}` },
      {
        skills: [{ name: SKILL, level: 'Advanced' }],
      },
    );
    keepId = (
      await createOpenOpportunity(api, companyToken, {
        title: KEEP,
        description: 'A dashboard for our volunteers.',
        skills: [SKILL],
      })
    ).id;
    await createOpenOpportunity(api, companyToken, {
      title: DISMISS,
      description: 'A landing page.',
      skills: [SKILL],
    });
  });

  test('a volunteer sees recommendations with their reasons and dismisses one', async ({
    page,
  }) => {
    await loginAs(page, volunteer);
    const card = page.getByRole('region', { name: 'Recommended for you' });
    await expect(card.getByText(KEEP)).toBeVisible();

    await page.goto('/volunteer/recommended');
    const list = page.getByRole('list', { name: 'Recommended opportunities' });
    const keep = list.getByRole('listitem').filter({ hasText: KEEP });
    await expect(keep.getByText(`Asks for ${SKILL}, which you list`)).toBeVisible();
    await expect(keep.getByText('Remote', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await page.getByRole('button', { name: `Not for me: ${DISMISS}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Not for me' });
    await dialog.getByLabel('Why not? (optional)').fill('Not my kind of project');
    await dialog.getByRole('button', { name: 'Not for me' }).click();
    await expect(list.getByText(DISMISS)).toHaveCount(0);
    await expect(list.getByText(KEEP)).toBeVisible();
  });

  test('a volunteer saves a search', async ({ page }) => {
    await loginAs(page, volunteer);
    await page.goto(`/opportunities?q=${RUN}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(RUN);
    await dialog.getByLabel('Email me new matches').selectOption('instant');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();

    await page.goto('/volunteer/saved-searches');
    const saved = page.getByRole('list', { name: 'Your saved searches' });
    await expect(saved.getByRole('heading', { name: RUN })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('a matching opportunity is posted and the digest arrives with its link', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const later = await withFreeApi((api) =>
      createOpenOpportunity(api, companyToken, {
        title: LATER,
        description: 'An app for volunteers on the go.',
        skills: ['Kotlin'],
      }),
    );

    const mail = await sink.waitFor(volunteer.email, {
      subject: `1 new opportunity for your saved search "${RUN}"`,
      timeoutMs: 90_000,
    });
    expect(mail.text).toContain(LATER);
    const link = new URL(findLink(mail.html, `/opportunities/${later.id}`));

    await loginAs(page, volunteer);
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1, name: LATER })).toBeVisible();
    // The days are a setting another spec may be changing for a moment.
    await expect(page.getByText(/Applications get an answer within \d+ days/)).toBeVisible();
  });

  test('a company sees suggested volunteers and invites one', async ({ page }) => {
    await loginAs(page, company);
    await page.goto(`/company/opportunities?id=${keepId}`);
    const suggested = page.getByRole('region', { name: 'Suggested volunteers' });
    const name = `${volunteer.firstName} ${volunteer.lastName}`;
    const card = suggested.getByRole('listitem').filter({ hasText: name });
    // The suggestions are scored on request: on a loaded machine the first
    // answer can take longer than the default wait.
    await expect(card.getByText(`Lists ${SKILL}, which you ask for`)).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolationsAtBothWidths(page);

    await card.getByRole('button', { name: `Invite ${name} to apply` }).click();
    const dialog = page.getByRole('dialog', { name: `Invite ${name} to apply` });
    await dialog.getByLabel('Opportunity').selectOption({ label: KEEP });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    const invite = await sink.waitFor(volunteer.email, { subject: 'invites you to apply' });
    expect(invite.html).toContain(`/opportunities/${keepId}`);
  });
});
