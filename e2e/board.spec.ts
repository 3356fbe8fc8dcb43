import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { createUser, politely, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { createListedCompany } from './fixtures/companyOnboarding';
import { createOpenOpportunity } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import { authToken } from './fixtures/stripe';
import { pageOverflow } from './fixtures/system';
import { finishVolunteerProfile, profileLookups } from './fixtures/volunteerProfile';
import { beforeAllOnFreeApp, onFreeAppInOrder, runWord } from './fixtures/suite';

// The board loads the applicants and notes after the page: on a busy
// machine that takes longer than the suite's 10 s default.
const expect = baseExpect.configure({ timeout: 30_000 });

// One word no other run uses: the opportunity's title and skill carry it.
const RUN = runWord('b');
const TITLE = `Board ${RUN} app`;
const SKILL = `${RUN}go`;

/** The column of a stage on the board. */
const column = (page: Page, stage: string) =>
  page.locator('section[data-stage]').filter({ has: page.getByRole('heading', { name: stage }) });

/** The card of an applicant (in whatever column it is). */
const card = (page: Page, name: string) => page.locator(`[data-applicant="${name}"]`);

/** The box of an element on screen, waiting for it to settle after the board's data loads. */
async function boxOf(locator: Locator) {
  let box = null;
  await expect(async () => {
    box = await locator.boundingBox();
    expect(box).not.toBeNull();
  }).toPass({ timeout: 30_000 });
  return box as unknown as { x: number; y: number; width: number; height: number };
}

/** Drags `from` onto `to` with the mouse, in small steps as a person would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await boxOf(from);
  const b = await boxOf(to);
  await page.mouse.move(a.x + a.width / 2, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 20, a.y + 30, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + 80, { steps: 15 });
  await page.mouse.up();
}

test.describe('the applicant board', () => {
  onFreeAppInOrder();

  let company: CreatedUser;
  let opportunityId = '';
  const names: string[] = [];

  beforeAllOnFreeApp(180_000, async (api) => {
    const listed = await createListedCompany(api, { prefix: RUN });
    company = listed.company;
    const token = listed.token;
    const expires = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().replace('T', ' ');
    opportunityId = (
      await createOpenOpportunity(api, token, {
        title: TITLE,
        duration_months: 2,
        description: 'A small app.',
        skills: [SKILL, 'Figma'],
        expires_at: expires,
      })
    ).id;
    const lookups = await profileLookups(api);
    for (const firstName of ['Ada', 'Ben']) {
      const v = await createUser(api, 'volunteer', { firstName, lastName: RUN });
      await finishVolunteerProfile(api, v, lookups, {
        skills: [{ name: SKILL, level: 'Advanced' }],
      });
      const vt = await authToken(api, v.email, v.password);
      const res = await politely(() =>
        api.post('/api/collections/applications/records', {
          headers: { Authorization: vt },
          data: { opportunity: opportunityId, note: 'I would like to help.' },
        }),
      );
      if (!res.ok()) throw new Error(`apply: ${res.status()} ${await res.text()}`);
      names.push(`${firstName} ${RUN}`);
    }
  });

  test('a company moves applicants on the board by drag and by keyboard, and keeps the view', async ({
    page,
  }) => {
    // Two widths of axe and three reloads on a shared machine.
    test.setTimeout(240_000);
    const [ada, ben] = names as [string, string];
    await loginAs(page, company);
    await page.goto(`/company/opportunities?id=${opportunityId}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // The table is the first view; the switch turns it into the board.
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByText('Board', { exact: true }).click();
    await expect(column(page, 'Applied').getByText(ada)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    // The choice is remembered: the page opens on the board again.
    await page.reload();
    await expect(column(page, 'Applied').getByText(ada)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.getByRole('link', { name: 'Open the board on its own page' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/opportunities/${opportunityId}/board$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // The card shows the skill the opportunity asks for and how long they wait.
    await expect(card(page, ada).getByText(SKILL)).toBeVisible();
    await expect(card(page, ada).getByText('Waiting since today')).toBeVisible();

    // Drag Ada from Applied to In Review.
    await drag(page, card(page, ada), column(page, 'In Review'));
    await expect(column(page, 'In Review').getByText(ada)).toBeVisible();
    await expect(page.getByText(`${ada}: In Review. They were told by email.`)).toBeVisible();

    // A drop on a stage the move does not allow changes nothing: back to Applied.
    await drag(page, card(page, ada), column(page, 'Applied'));
    await expect(column(page, 'In Review').getByText(ada)).toBeVisible();

    // Ben with the keyboard: pick up with Space, right arrow to In Review, Space.
    const handle = page.getByRole('button', { name: `Drag ${ben} to another stage` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Picked up ${ben}, in Applied.`, { exact: false })).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${ben} is over In Review.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(column(page, 'In Review').getByText(ben)).toBeVisible();
    await expect(page.getByText(`${ben}: In Review. They were told by email.`)).toBeVisible();

    // And on from the card's menu: Ben to Interview.
    await page.getByRole('button', { name: `Move ${ben} to another stage` }).click();
    await page.getByRole('menuitem', { name: 'Move to Interview' }).click();
    await expect(column(page, 'Interview').getByText(ben)).toBeVisible();

    // A private note, kept on the card.
    await page.getByRole('button', { name: `Add a private note on ${ada}` }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('Strong portfolio.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(card(page, ada).getByText('Strong portfolio.')).toBeVisible();

    // Everything was saved: after a reload the board shows the same.
    await page.reload();
    await expect(column(page, 'In Review').getByText(ada)).toBeVisible();
    await expect(column(page, 'Interview').getByText(ben)).toBeVisible();
    await expect(card(page, ada).getByText('Strong portfolio.')).toBeVisible();

    // axe, best practices included, at desktop width; the board scrolls
    // inside its own area, the page does not widen.
    await expectNoAxeViolations(page, { allRules: true });
    expect(await pageOverflow(page)).toBe(0);

    // Back to the table from the board's switch: remembered too.
    await page.getByText('Table', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/company/opportunities\\?id=${opportunityId}$`));
    await expect(page.getByRole('table')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('on a phone the board shows one stage at a time and still moves applicants', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [ada, ben] = names as [string, string];
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, company);
    await page.goto(`/company/opportunities/${opportunityId}/board`);
    const stage = page.getByRole('combobox', { name: 'Stage' });
    // The first stage with applicants: Ada waits in review (the test above).
    await expect(stage).toHaveValue('in_review');
    await expect(column(page, 'In Review').getByText(ada)).toBeVisible();
    await expect(page.locator('section[data-stage]')).toHaveCount(1);
    expect(await pageOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, { allRules: true });

    await stage.selectOption({ label: 'Interview (1)' });
    await expect(column(page, 'Interview').getByText(ben)).toBeVisible();
    await expect(page.locator('section[data-stage]')).toHaveCount(1);

    // The card's menu moves: Ada from In Review to Interview.
    await stage.selectOption('in_review');
    await page.getByRole('button', { name: `Move ${ada} to another stage` }).click();
    await page.getByRole('menuitem', { name: 'Move to Interview' }).click();
    await expect(page.getByText(`${ada}: Interview. They were told by email.`)).toBeVisible();
    await expect(column(page, 'In Review').getByText(ada)).toHaveCount(0);
    await expect(stage.locator('option:checked')).toHaveText('In Review (0)');
    await stage.selectOption('interview');
    await expect(column(page, 'Interview').getByText(ada)).toBeVisible();
    await expect(column(page, 'Interview').getByText(ben)).toBeVisible();
    expect(await pageOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, { allRules: true });
  });
});
