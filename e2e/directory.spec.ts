import { expect, request, test, type Locator, type Page } from '@playwright/test';
import { createUser, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './fixtures/axe';
import { createListedCompany } from './fixtures/companyOnboarding';
import { e2eEnv } from './fixtures/env';
import { field } from './fixtures/form';
import { loginAs, submitLogin } from './fixtures/session';
import { finishVolunteerProfile, profileLookups } from './fixtures/volunteerProfile';
import { beforeAllOnFreeApp, runWord } from './fixtures/suite';

// One word no other run uses: every profile of this file carries it, so the
// lists can be narrowed to this run's data.
const RUN = runWord('d');
const SKILL = `${RUN}skill`;
const EVEN = `${RUN}even`;
const ODD = `${RUN}odd`;
const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Margaret',
  'Linus',
  'Radia',
  'Ken',
  'Frances',
  'Tim',
];
/** Only the first three are developers: a search for the prefix finds them. */
const DEVELOPERS = 3;

const cards = (page: Page) => page.getByRole('list', { name: 'Volunteers' }).getByRole('article');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
/** The count above the results, e.g. "12 volunteers". */
const count = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Picks an option of a (native) pick list of the filter panel by its visible text. */
async function pickFilter(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test.describe('the volunteer list', () => {
  const volunteers: CreatedUser[] = [];
  /** This run's volunteers only: every one has the run's skill. */
  const scoped = `/volunteers?skills=${SKILL}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const api = await request.newContext({ baseURL: e2eEnv.appURL });
    const lookups = await profileLookups(api);
    // Created oldest first, so the newest-first list shows Tim first.
    for (const [i, firstName] of FIRST_NAMES.entries()) {
      const user = await createUser(api, 'volunteer', { firstName });
      await finishVolunteerProfile(api, user, lookups, {
        city: i % 3 === 0 ? 'York' : 'Leeds',
        tags: [i % 2 === 0 ? EVEN : ODD],
        skills: [{ name: SKILL, level: 'Advanced' }],
        about:
          i < DEVELOPERS
            ? `I am a ${RUN}developer who likes small teams.`
            : `I am a ${RUN}designer who likes small teams.`,
      });
      volunteers.push(user);
    }
    await api.dispose();
  });

  test('search, filter by a chip, page, change the page size, open a profile and come back', async ({
    page,
  }) => {
    await page.goto(scoped);
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteers' })).toBeVisible();
    await expect(count(page, '12 volunteers')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    // Newest first.
    await expect(cards(page).first()).toContainText('Tim Tester');
    await expect(
      page.getByRole('button', { name: `Remove filter Skills: ${SKILL}` }),
    ).toBeVisible();
    await expect(pagination(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pagination(page).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);

    // Search by the start of a word: "…dev" finds "…developer".
    await page.getByRole('textbox', { name: 'Search volunteers' }).fill(`${RUN}dev`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${RUN}dev(&|$)`));
    await expect(count(page, `${DEVELOPERS} volunteers`)).toBeVisible();
    await expect(cards(page)).toHaveCount(DEVELOPERS);
    await expect(cards(page).filter({ hasText: 'Ada Tester' })).toHaveCount(1);
    await expect(pagination(page)).toBeHidden();
    // The search is a step of the history: back returns to the list before it.
    const search = page.getByRole('textbox', { name: 'Search volunteers' });
    await page.goBack();
    await expect(count(page, '12 volunteers')).toBeVisible();
    await expect(search).toHaveValue('');
    await page.goForward();
    await expect(count(page, `${DEVELOPERS} volunteers`)).toBeVisible();
    await expect(search).toHaveValue(`${RUN}dev`);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(count(page, '12 volunteers')).toBeVisible();

    // Filter by a tag: a chip appears; removing it widens the list again.
    await pickFilter(page, 'Tags', `${EVEN} (6)`);
    const chip = page.getByRole('button', { name: `Remove filter Tags: ${EVEN}` });
    await expect(chip).toBeVisible();
    await expect(count(page, '6 volunteers')).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(new RegExp(`tags=${EVEN}`));
    await chip.click();
    await expect(count(page, '12 volunteers')).toBeVisible();
    await expect(page).not.toHaveURL(/tags=/);

    // Page 2 holds the last two; next is disabled there.
    await pagination(page).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(cards(page)).toHaveCount(2);
    await expect(pagination(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(cards(page).first()).toContainText('Grace Tester');

    // 25 per page: everything on the first page.
    await pickFilter(page, 'Per page', '25');
    await expect(page).toHaveURL(/[?&]perPage=25(&|$)/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(cards(page)).toHaveCount(12);
    await expect(pagination(page)).toBeHidden();
    const listURL = page.url();

    // A card opens the profile; back returns to the same results.
    await cards(page).filter({ hasText: 'Margaret Tester' }).click();
    const margaret = volunteers[6];
    await expect(page).toHaveURL(new RegExp(`/volunteer/${margaret?.username}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Margaret Tester' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Volunteer' }),
    ).toHaveAttribute('href', '/volunteers');
    await page.goBack();
    await expect(page).toHaveURL(listURL);
    await expect(cards(page)).toHaveCount(12);
    await expect(field(page, 'Per page')).toHaveValue('25');
    await expect(
      page.getByRole('button', { name: `Remove filter Skills: ${SKILL}` }),
    ).toBeVisible();

    // Each step is in the history: back again is page 2 of 10.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(cards(page)).toHaveCount(2);

    // The shared link of a filtered list opens the same list.
    await page.goto(`${scoped}&tags=${ODD}&sort=oldest`);
    await expect(count(page, '6 volunteers')).toBeVisible();
    await expect(cards(page).first()).toContainText('Grace Tester');
    await expect(field(page, 'Sort by')).toHaveValue('oldest');
    await expect(field(page, 'Sort by').locator('option:checked')).toHaveText('Oldest');
  });

  test('on a phone the filters open in a drawer and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(scoped);
    await expect(cards(page)).toHaveCount(10);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await pickFilter(drawer, 'Tags', `${ODD} (6)`);
    await expect(page).toHaveURL(new RegExp(`tags=${ODD}`));
    await expect(drawer.getByRole('button', { name: 'Show 6 volunteers' })).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('button', { name: 'Show 6 volunteers' }).click();
    await expect(drawer).toBeHidden();
    await expect(cards(page)).toHaveCount(6);
    await expectNoSidewaysScroll(page);
  });

  test('a guest who clicks a heart logs in and comes back to the list', async ({ page }) => {
    await page.goto(`${scoped}&tags=${EVEN}`);
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole('button', { name: 'Save Ada Tester' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const ada = volunteers[0];
    if (!ada) throw new Error('no volunteers');
    await submitLogin(page, ada.username, ada.password);
    await expect(page).toHaveURL(new RegExp(`/volunteers\\?skills=${SKILL}&tags=${EVEN}$`));
    await expect(cards(page)).toHaveCount(6);
  });

  test('a signed-in volunteer saves another; it stays saved after a reload', async ({ page }) => {
    const ada = volunteers[0];
    if (!ada) throw new Error('no volunteers');
    await loginAs(page, ada);
    await page.goto(`${scoped}&perPage=25`);
    await expect(cards(page)).toHaveCount(12);

    const save = page.getByRole('button', { name: 'Save Linus Tester' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    const created = page.waitForResponse(
      (r) =>
        r.url().includes('/api/collections/favorites/records') && r.request().method() === 'POST',
    );
    await save.click();
    expect((await created).status()).toBe(200);
    const saved = page.getByRole('button', { name: 'Remove Linus Tester from saved' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Save Ken Tester' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Removed, it stays removed.
    await saved.click();
    await expect(page.getByRole('button', { name: 'Save Linus Tester' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Linus Tester' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test.describe('the company list', () => {
  // Companies are listed once onboarding is finished; the app without
  // Stripe activates the plan without charge.
  test.use({ baseURL: e2eEnv.freeAppURL });
  const GREEN = `${RUN}green`;
  const BLUE = `${RUN}blue`;
  const companies: CreatedUser[] = [];

  beforeAllOnFreeApp(120_000, async (api) => {
    for (const tags of [[GREEN], [GREEN, 'Climate'], [BLUE]]) {
      // The run's word starts every username, so a search for it finds these only.
      const { company: user } = await createListedCompany(api, { prefix: RUN, tags });
      companies.push(user);
    }
  });

  test('grid and list layouts, a tag click filters, a card opens the profile', async ({ page }) => {
    const list = page.getByRole('list', { name: 'Companies' });
    const companyCards = list.getByRole('article');

    await page.goto(`/companies?q=${RUN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(count(page, '3 companies')).toBeVisible();
    await expect(companyCards).toHaveCount(3);
    await expect(companyCards.first()).toContainText('London, United Kingdom');
    await expect(list).toHaveAttribute('data-layout', 'grid');
    await expectNoAxeViolations(page);

    const layout = page.getByRole('radiogroup', { name: 'Layout' });
    await layout.getByText('List').click();
    await expect(list).toHaveAttribute('data-layout', 'list');
    await page.reload();
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expectNoAxeViolations(page);

    // A tag on a card adds it to the filter.
    await page
      .getByRole('button', { name: `Filter by tag ${GREEN}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]tags=${GREEN}(&|$)`));
    await expect(page.getByRole('button', { name: `Remove filter Tags: ${GREEN}` })).toBeVisible();
    await expect(count(page, '2 companies')).toBeVisible();
    await expect(companyCards).toHaveCount(2);
    await expect(
      companyCards.first().getByRole('button', { name: `Filter by tag ${GREEN}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Clear takes the filters off; the search stays.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(companyCards).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`/companies\\?q=${RUN}$`));

    // The layout's radios answer the arrow keys, as any radio group does.
    await layout.getByRole('radio', { name: 'List' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(layout.getByRole('radio', { name: 'Grid' })).toBeChecked();
    await expect(list).toHaveAttribute('data-layout', 'grid');
    await page.keyboard.press('ArrowRight');
    await expect(list).toHaveAttribute('data-layout', 'list');
    await layout.getByText('Grid').click();
    await expect(list).toHaveAttribute('data-layout', 'grid');

    const first = companies[0];
    if (!first) throw new Error('no companies');
    await companyCards.filter({ hasText: `${first.username} Ltd` }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${first.username}$`));
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Company' }),
    ).toHaveAttribute('href', '/companies');
    await page.goBack();
    await expect(companyCards).toHaveCount(3);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(companyCards).toHaveCount(3);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
