import { expect, test, type Page } from '@playwright/test';
import { lookup, sink, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './fixtures/axe';
import { createListedCompany } from './fixtures/companyOnboarding';
import { field } from './fixtures/form';
import { createOpportunity, postOpportunityInBrowser } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import { authToken } from './fixtures/stripe';
import { createVolunteerWithProfile } from './fixtures/volunteerProfile';
import { expectThemedBreadcrumb } from './fixtures/themed';
import { beforeAllOnFreeApp, onFreeAppInOrder, runWord, withFreeApi } from './fixtures/suite';

// One word no other run uses: the opportunity's title and skill carry it.
const RUN = runWord('o');
const TITLE = `Rebuild our ${RUN} website`;
const SKILL = `${RUN}react`;

/** axe (WCAG 2.1 A/AA) at desktop width, then at 375 px with no sideways scrolling. */
const checkBothWidths = (page: Page) =>
  expectNoAxeViolationsAtBothWidths(page, { allRules: false });

test.describe('opportunities and applications', () => {
  // The company needs a plan to publish: the app without Stripe activates it free.
  onFreeAppInOrder();

  let company: CreatedUser;
  let volunteer: CreatedUser;
  let categoryName: string;

  beforeAllOnFreeApp(120_000, async (api) => {
    company = (await createListedCompany(api, { prefix: RUN })).company;
    volunteer = await createVolunteerWithProfile(
      api,
      { firstName: 'Vera' },
      {
        skills: [{ name: SKILL, level: 'Advanced' }],
      },
    );
    categoryName = (await lookup(api, 'volunteer_category')).name;
  });

  test('a company posts an opportunity', async ({ page }) => {
    await loginAs(page, company);
    await page.goto('/company/opportunities');
    await expect(page.getByText('You have not posted an opportunity yet.')).toBeVisible();
    await checkBothWidths(page);

    await postOpportunityInBrowser(page, {
      title: TITLE,
      categoryName,
      status: 'Open',
      city: 'Leeds',
      country: 'United Kingdom',
      description: 'We need a new website.\nReact and a little design.',
      skills: [SKILL, 'Figma'],
    });
    await expect(page).toHaveURL(/\/company\/opportunities\?id=\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByText('No applicants yet.')).toBeVisible();
    await checkBothWidths(page);

    // Edit: the form opens with the saved values; the change shows in the detail view.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/[?&]edit=1$/);
    await expect(field(page, 'Title')).toHaveValue(TITLE);
    await field(page, 'Experience').fill('Some React');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Some React', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Back to your opportunities' }).click();
    await expect(
      page.getByRole('list', { name: 'Your opportunities' }).getByRole('article'),
    ).toHaveCount(1);
    await expect(page.getByText('60', { exact: true })).toBeVisible(); // 3 months × 20
  });

  test('a volunteer finds it, applies and sees "Applied"', async ({ page }) => {
    await loginAs(page, volunteer);
    await page.goto('/opportunities');
    await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search opportunities' }).fill(RUN);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${RUN}(&|$)`));
    const cards = page.getByRole('list', { name: 'Opportunities' }).getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${company.username} Ltd`);
    await expect(cards.first()).toContainText('Leeds, United Kingdom');
    await checkBothWidths(page);

    // A search that finds nothing says what to do.
    await page.getByRole('textbox', { name: 'Search opportunities' }).fill(`${RUN}nothing`);
    await expect(page.getByText('No opportunities found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    // Typed once the box shows the clearing, as a person would.
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByRole('textbox', { name: 'Search opportunities' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Search opportunities' }).fill(RUN);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${RUN}(&|$)`));
    await expect(cards).toHaveCount(1);

    await cards.first().getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('React and a little design.')).toBeVisible();
    await expect(page.getByText('60', { exact: true })).toBeVisible();
    await expectThemedBreadcrumb(page);
    await checkBothWidths(page);

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${TITLE}` });
    await field(dialog, 'A short note to the company').fill('I build React sites for fun.');
    await expect(dialog.getByText('28/500 characters')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Applied', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Applied', { exact: true })).toBeVisible();

    await sink.waitFor(company.email, { subject: `New application for ${TITLE}` });
  });

  test('the company moves the application to Interview', async ({ page }) => {
    await loginAs(page, company);
    await page.goto('/company/opportunities');
    await page.getByRole('link', { name: TITLE }).click();
    const row = page.getByRole('row', { name: /Vera Tester/ });
    await expect(row).toContainText('Applied');
    await checkBothWidths(page);

    const change = page.getByRole('button', { name: 'Change the stage of Vera Tester' });
    await change.click();
    // Only the allowed moves are offered.
    await expect(page.getByRole('menuitem')).toHaveText(['Move to In Review', 'Reject']);
    await page.getByRole('menuitem', { name: 'Move to In Review' }).click();
    await expect(row).toContainText('In Review');
    await change.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Move to Interview', 'Reject']);
    await page.getByRole('menuitem', { name: 'Move to Interview' }).click();
    await expect(row).toContainText('Interview');

    // The stage filter keeps the interviews.
    await field(page, 'Stage').click();
    await page.getByRole('option', { name: 'Applied', exact: true }).click();
    await expect(page.getByText('No applicants match.')).toBeVisible();

    await page.goto('/company/dashboard');
    await expect(page.getByRole('region', { name: 'New applicants' })).toContainText('Vera Tester');
    await expect(page.getByRole('region', { name: 'Recent events' })).toContainText(
      `Vera Tester moved to interview for ${TITLE}`,
    );
    await checkBothWidths(page);
  });

  test('the volunteer sees Interview on the dashboard and in their email', async ({ page }) => {
    await loginAs(page, volunteer);
    const statuses = page.getByRole('list', { name: 'Your latest applications' });
    await expect(statuses).toContainText(TITLE);
    await expect(statuses).toContainText('Interview');
    // The opportunity applied to is no longer recommended (issue 35).
    await expect(page.getByRole('region', { name: 'Recommended for you' })).toBeVisible();
    await checkBothWidths(page);

    const mail = await sink.waitFor(volunteer.email, {
      subject: `Your application for ${TITLE}: Interview`,
    });
    expect(mail.html).toContain('/volunteer/opportunities');

    await page.goto('/volunteer/opportunities');
    const timeline = page.getByRole('list', { name: 'Your applications' }).getByRole('article');
    await expect(timeline).toContainText('In Review');
    await expect(timeline).toContainText('Interview');
    await checkBothWidths(page);

    // Saving from the list shows it under Saved.
    await page.goto(`/opportunities?q=${RUN}`);
    await page.getByRole('button', { name: `Save ${TITLE}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${TITLE} from saved` })).toBeVisible();
    await page.goto('/volunteer/saved');
    await expect(
      page.getByRole('list', { name: 'Saved opportunities' }).getByRole('article'),
    ).toHaveCount(1);
    await checkBothWidths(page);
  });

  test('the plan limit names the limit and offers the upgrade; a draft can be deleted', async ({
    page,
  }) => {
    // Starter allows 5 live opportunities; the company has 1 open: 4 more fill it.
    await withFreeApi(async (api) => {
      const token = await authToken(api, company.email, company.password);
      const category = await lookup(api, 'volunteer_category');
      const expires = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().replace('T', ' ');
      for (let i = 0; i < 4; i++) {
        await createOpportunity(api, token, {
          title: `Filler ${i}`,
          category: category.id,
          status: 'open',
          hours_per_day: 1,
          duration_months: 1,
          remote: true,
          description: 'Filler.',
          skills: [],
          expires_at: expires,
        });
      }
    });

    await loginAs(page, company);
    await page.goto('/company/opportunities');
    const input = {
      title: `${RUN} sixth`,
      categoryName,
      status: 'Open' as const,
      city: 'York',
      country: 'United Kingdom',
      description: 'One too many.',
      skills: [],
    };
    await postOpportunityInBrowser(page, input);
    await expect(page.getByText(/Your \w+ plan allows 5 live opportunities\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/company/payments',
    );
    await expectNoAxeViolations(page);

    // A draft is never limited.
    await field(page, 'Status').click();
    await page.getByRole('option', { name: 'Draft', exact: true }).click();
    await page.getByRole('button', { name: 'Post opportunity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: input.title })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    // Deleting asks first.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this opportunity?' });
    await expect(dialog).toContainText('told by email that it was withdrawn');
    await dialog.getByRole('button', { name: 'Delete opportunity' }).click();
    await expect(page).toHaveURL(/\/company\/opportunities$/);
    await expect(page.getByRole('link', { name: input.title })).toHaveCount(0);
  });
});
