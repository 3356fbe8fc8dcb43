import { expect, test } from '@playwright/test';
import { type CreatedUser } from './fixtures/api';
import { expectNoAxeViolationsAtBothWidths } from './fixtures/axe';
import { createListedCompany } from './fixtures/companyOnboarding';
import { e2eEnv } from './fixtures/env';
import { createOpenOpportunity } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import {
  createSuperadmin,
  loginAsSuperadmin,
  superadminToken,
  type Superadmin,
} from './fixtures/system';
import { openSystemSettings, openTab } from './fixtures/systemSettings';
import { createVolunteerWithProfile } from './fixtures/volunteerProfile';
import { beforeAllOnFreeApp, onFreeAppInOrder, runWord, withFreeApi } from './fixtures/suite';

// Issue 35, the product pieces around matching: the volunteer's
// availability, the superadmin's synonyms and answer deadline, suggestions
// on the applicant board, and the menu entries.

// One word no other run uses: the skills and titles carry it.
const RUN = runWord('u');
const SKILL = `${RUN}vue`;
const SPELLING = `${RUN}vuejs`;
const LISTED = `Listed ${RUN} volunteer portal`;
const SPELLED = `Spelled ${RUN} donation form`;

test.describe('matching settings and places', () => {
  onFreeAppInOrder();

  let company: CreatedUser;
  let volunteer: CreatedUser;
  let admin: Superadmin;
  let listedId: string;
  let spelledId: string;

  beforeAllOnFreeApp(120_000, async (api) => {
    let companyToken: string;
    ({ company, token: companyToken } = await createListedCompany(api, {
      prefix: RUN,
    }));
    volunteer = await createVolunteerWithProfile(
      api,
      {
        firstName: 'Ines',
        lastName: `Avail${RUN}`,
      },
      {
        skills: [{ name: SKILL, level: 'Advanced' }],
      },
    );
    // Both ask for 2 hours a day for 3 months (the fixture's).
    listedId = (
      await createOpenOpportunity(api, companyToken, {
        title: LISTED,
        description: 'A portal for our volunteers.',
        skills: [SKILL],
      })
    ).id;
    spelledId = (
      await createOpenOpportunity(api, companyToken, {
        title: SPELLED,
        description: 'A form for donations.',
        skills: [SPELLING],
      })
    ).id;
    admin = await createSuperadmin(api, 'data-free');
  });

  test('a volunteer sets their availability and sees it among the reasons', async ({ page }) => {
    await loginAs(page, volunteer);
    await page.goto(`/volunteer/${volunteer.username}/edit`);
    await page.getByRole('tab', { name: 'Career Aspirations' }).click();
    const hours = page.getByRole('textbox', {
      name: 'Hours per day you can give',
    });
    const months = page.getByRole('textbox', { name: 'For how many months' });
    await expect(hours).toHaveValue('');
    await hours.fill('13');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Choose whole hours from 0 to 12 (0: not said).')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await hours.fill('4');
    await months.fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your career aspirations was saved.')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Career Aspirations' }).click();
    await expect(hours).toHaveValue('4');
    await expect(months).toHaveValue('6');

    await page.goto('/volunteer/recommended');
    const card = page
      .getByRole('list', { name: 'Recommended opportunities' })
      .getByRole('listitem')
      .filter({ hasText: LISTED });
    await expect(card.getByText('2 hours a day, within your 4')).toBeVisible();
    await expect(card.getByText('3 months, within your 6')).toBeVisible();
    // Spelled differently, and no synonym says it is the same skill yet
    // (it may be recommended for its field).
    const spelled = page.getByRole('listitem').filter({ hasText: SPELLED });
    await expect(spelled.getByText(`Asks for ${SKILL}`)).toHaveCount(0);
  });

  test('a superadmin adds a synonym, and the recommendation follows', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await loginAsSuperadmin(page, admin);
    await page.goto('/system/volunteers?view=settings');
    await page.getByRole('tab', { name: 'Skill Synonyms', exact: true }).click();
    const table = page.getByRole('table', { name: 'Skill Synonyms' });
    await expect(table.getByRole('cell', { name: 'reactjs', exact: true })).toBeVisible();

    // The server keeps the table one level deep: a spelling cannot be a skill.
    await page.getByRole('button', { name: 'Add Synonym' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Synonym' });
    await dialog.getByRole('textbox', { name: 'Skill' }).fill('ReactJS');
    await dialog.getByRole('textbox', { name: 'Other spelling' }).fill(SPELLING);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      dialog.getByText('The spelling reactjs belongs to react: choose react.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add Synonym' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Synonym' });
    await dialog.getByRole('textbox', { name: 'Skill' }).fill(SKILL);
    await dialog.getByRole('textbox', { name: 'Other spelling' }).fill(SPELLING.toUpperCase());
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: 'Search Skill Synonyms' }).fill(RUN);
    await expect(
      table.getByRole('row', { name: new RegExp(`${SKILL} ${SPELLING}`) }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    const context = await browser.newContext({ baseURL: e2eEnv.freeAppURL });
    const volunteerPage = await context.newPage();
    await loginAs(volunteerPage, volunteer);
    await volunteerPage.goto('/volunteer/recommended');
    const card = volunteerPage
      .getByRole('list', { name: 'Recommended opportunities' })
      .getByRole('listitem')
      .filter({ hasText: SPELLED });
    await expect(card.getByText(`Asks for ${SKILL}, which you list`)).toBeVisible();
    await context.close();
  });

  test('a superadmin changes the days to an answer; the opportunity page follows', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAsSuperadmin(page, admin);
    await openSystemSettings(page);
    await openTab(page, 'Answer to applications', /System Settings/);
    const days = page.getByRole('textbox', {
      name: 'Days until an unanswered application closes',
    });
    await expect(days).toHaveValue('21');
    try {
      await days.fill('61');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Choose whole days from 7 to 60.')).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
      await days.fill('30');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Applications now get an answer within 30 days.')).toBeVisible();

      await page.goto(`/opportunities/${listedId}`);
      await expect(page.getByText('Applications get an answer within 30 days')).toBeVisible();
    } finally {
      // Other specs read the default: put it back.
      await withFreeApi(async (api) => {
        const token = await superadminToken(api, admin);
        const settings = await api.get('/api/collections/site_settings/records', {
          headers: { Authorization: token },
        });
        const id = ((await settings.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
        const reset = await api.patch(`/api/collections/site_settings/records/${id}`, {
          headers: { Authorization: token },
          data: { no_response_days: 21 },
        });
        expect(reset.ok(), await reset.text()).toBe(true);
      });
    }
  });

  test('a company sees suggested volunteers on the board and invites one', async ({ page }) => {
    await loginAs(page, company);
    await page.goto(`/company/opportunities/${spelledId}/board`);
    await expect(page.getByRole('heading', { level: 1, name: SPELLED })).toBeVisible();
    const suggested = page.getByRole('region', {
      name: 'Suggested volunteers',
    });
    const name = `${volunteer.firstName} ${volunteer.lastName}`;
    const card = suggested.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText(`Lists ${SKILL}, which you ask for`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(card.getByText('Can give 4 hours a day')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await card.getByRole('button', { name: `Invite ${name} to apply` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Invite ${name} to apply`,
    });
    await dialog.getByLabel('Opportunity').selectOption({ label: SPELLED });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
  });

  test('the menu entries lead to the matching pages', async ({ page, browser }) => {
    await loginAs(page, volunteer);
    const menu = page.getByRole('navigation', { name: 'volunteer menu' });
    await menu.getByRole('link', { name: 'Recommended', exact: true }).click();
    await expect(page).toHaveURL(/\/volunteer\/recommended$/);
    await expect(page.getByText(LISTED)).toBeVisible();
    await menu.getByRole('link', { name: 'Saved searches', exact: true }).click();
    await expect(page).toHaveURL(/\/volunteer\/saved-searches$/);
    // Away from the link just clicked: its hover colours are not the page's.
    await page.mouse.move(0, 0);
    await expectNoAxeViolationsAtBothWidths(page);

    const context = await browser.newContext({ baseURL: e2eEnv.freeAppURL });
    const companyPage = await context.newPage();
    await loginAs(companyPage, company);
    await companyPage
      .getByRole('navigation', { name: 'company menu' })
      .getByRole('link', { name: 'Saved searches', exact: true })
      .click();
    await expect(companyPage).toHaveURL(/\/company\/saved-searches$/);
    await companyPage.mouse.move(0, 0);
    await expectNoAxeViolationsAtBothWidths(companyPage);
    await context.close();
  });
});
