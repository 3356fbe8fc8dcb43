import { expect, test, type Page } from '@playwright/test';
import { createUser, sink, uniqueUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { createListedCompany } from './fixtures/companyOnboarding';
import { e2eEnv } from './fixtures/env';
import { field } from './fixtures/form';
import { findLink } from './fixtures/mailsink';
import { createApplicant, createOpenOpportunity } from './fixtures/opportunities';
import { loginAs } from './fixtures/session';
import { authToken } from './fixtures/stripe';
import {
  createSuperadmin,
  loginAsSuperadmin,
  pageOverflow,
  proposeArea,
  superadminToken,
} from './fixtures/system';
import { createVolunteerWithProfile } from './fixtures/volunteerProfile';

/** Waits until a system page has loaded: its heading shows and no spinner or skeleton is left. */
async function settled(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** The row of a table holding `text`. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a superadmin finds a user by email, edits their name, and deletes another whose profile is then gone', async ({
  page,
  request,
}) => {
  const admin = await createSuperadmin(request);
  const target = await createUser(request, 'volunteer', { firstName: 'Edna', lastName: 'Edit' });
  const doomed = await createVolunteerWithProfile(request, { firstName: 'Dora', lastName: 'Gone' });
  expect((await request.get(`/api/directory/volunteers/${doomed.username}`)).status()).toBe(200);

  await loginAsSuperadmin(page, admin);
  await page.getByLabel('system menu').getByRole('link', { name: 'System Settings' }).click();
  await expect(page).toHaveURL(/\/system\/system-settings$/);
  await expect(page.getByRole('heading', { name: 'Active Users' })).toBeVisible();

  // Find by email: the only row left is the target's.
  await page.getByRole('textbox', { name: 'Search users' }).fill(target.email.toUpperCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  const targetRow = row(page, target.email);
  await expect(targetRow).toContainText('Edna Edit');
  await expect(targetRow.getByRole('link', { name: target.username })).toHaveAttribute(
    'href',
    `/volunteer/${target.username}`,
  );
  await expect(page.getByText('1/1')).toBeVisible();

  // Edit the name.
  await targetRow.getByRole('button', { name: `Edit ${target.username}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${target.username}` });
  await field(editDialog, 'First name').fill('Edwina');
  await field(editDialog, 'Last name').fill('Edited');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row(page, target.email)).toContainText('Edwina Edited');

  // A duplicate email is refused under the field.
  await row(page, target.email)
    .getByRole('button', { name: `Edit ${target.username}` })
    .click();
  await field(editDialog, 'Email address').fill(doomed.email);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog.getByText(/already|in use|taken/i)).toBeVisible();
  await editDialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete another user; the confirmation names them.
  await page.getByRole('textbox', { name: 'Search users' }).fill(doomed.email);
  await expect(row(page, doomed.email)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row(page, doomed.email)
    .getByRole('button', { name: `Delete ${doomed.username}` })
    .click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(deleteDialog).toContainText(doomed.username);
  await expect(deleteDialog).toContainText('Dora Gone');
  await deleteDialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(page.getByText('No users match your search.')).toBeVisible();

  await page.goto(`/volunteer/${doomed.username}`);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();

  // The server agrees: the volunteer is gone, the edit was saved.
  const token = await superadminToken(request, admin);
  const res = await request.get('/api/system/users', {
    headers: { Authorization: token },
    params: { q: target.email },
  });
  const body = (await res.json()) as { items: { full_name: string }[] };
  expect(body.items.map((u) => u.full_name)).toEqual(['Edwina Edited']);
});

test('a superadmin adds a user, who is mailed a link to set a password', async ({
  page,
  request,
}) => {
  const admin = await createSuperadmin(request);
  const fresh = uniqueUser('new');
  await loginAsSuperadmin(page, admin);
  await page.goto('/system/system-settings');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await field(dialog, 'First name').fill('Nia');
  await field(dialog, 'Last name').fill('New');
  await field(dialog, 'Username').fill(fresh.username);
  await field(dialog, 'Email address').fill(fresh.email);
  await field(dialog, 'Role').click();
  await page.getByRole('option', { name: 'Company', exact: true }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`An email was sent to ${fresh.email}`)).toBeVisible();
  const mail = await sink.waitFor(fresh.email, { subject: 'account is ready' });
  expect(findLink(mail.html, '/reset-password/')).toContain(`email=`);

  await page.getByRole('textbox', { name: 'Search users' }).fill(fresh.username);
  const added = row(page, fresh.email);
  await expect(added).toContainText('Company');
  await expect(added.getByRole('link', { name: fresh.username })).toHaveAttribute(
    'href',
    `/company/${fresh.username}`,
  );
});

test('a superadmin adds a volunteer category that the volunteer sign-up then offers', async ({
  page,
  request,
}) => {
  const admin = await createSuperadmin(request);
  const name = `Robotics ${Date.now().toString(36)}`;
  await loginAsSuperadmin(page, admin);
  await page.getByLabel('system menu').getByRole('link', { name: 'Volunteers' }).click();
  await settled(page, 'Volunteers');
  await page.getByRole('button', { name: 'Volunteer Settings' }).click();
  await settled(page, 'Volunteer Settings');
  await expect(page.getByRole('tab', { name: 'Volunteer Categories' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Add Volunteer Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Volunteer Category' });
  await field(dialog, 'Name').fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search Volunteer Categories' }).fill(name);
  await expect(row(page, name)).toContainText('Not used');

  // A second one of the same name (in other letters) is refused under the field.
  await page.getByRole('button', { name: 'Add Volunteer Category' }).click();
  await field(dialog, 'Name').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(/exists|already|taken|unique/i)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A category in use cannot be deleted; the server says where it is used.
  await page.getByRole('textbox', { name: 'Search Volunteer Categories' }).fill('');
  const used = page
    .getByRole('row')
    .filter({ hasText: /[1-9]\d* records?/ })
    .first();
  const usedName = (await used.getByRole('cell').first().textContent()) ?? '';
  await used.getByRole('button', { name: `Delete ${usedName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Volunteer Category' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText(/used by/i);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // The new category is offered at sign-up.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/volunteer-registration');
  await expect(field(page, 'Category').locator('option', { hasText: name })).toHaveCount(1);
});

test('a superadmin approves an area of study a volunteer proposed', async ({ page, request }) => {
  const admin = await createSuperadmin(request);
  const volunteer = await createVolunteerWithProfile(request);
  const area = `Quantum Gardening ${Date.now().toString(36)}`;
  await proposeArea(request, volunteer, area);
  // Pending entries are not public.
  const publicFilter = { filter: `kind="study_area" && name="${area}"` };
  const before = await request.get('/api/collections/lookups/records', { params: publicFilter });
  expect(((await before.json()) as { totalItems: number }).totalItems).toBe(0);

  await loginAsSuperadmin(page, admin);
  await page.goto('/system/volunteers?view=settings');
  await settled(page, 'Volunteer Settings');
  await page.getByRole('tab', { name: 'Areas of Study' }).click();
  const pending = page.getByRole('region', { name: 'Pending Submission' });
  const pendingRow = pending.getByRole('row').filter({ hasText: area });
  await expect(pendingRow).toContainText(volunteer.username);
  await pendingRow.getByRole('button', { name: `Approve ${area}` }).click();
  await expect(pendingRow).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search Areas of Study' }).fill(area);
  await expect(row(page, area)).toContainText('1 record');

  const after = await request.get('/api/collections/lookups/records', { params: publicFilter });
  expect(((await after.json()) as { totalItems: number }).totalItems).toBe(1);
});

test('a superadmin edits the footer; the server keeps no script and the public footer shows the rest', async ({
  page,
  request,
}) => {
  const admin = await createSuperadmin(request);
  await loginAsSuperadmin(page, admin);
  await page.goto('/system/system-settings?tab=footer');
  await settled(page, 'System Settings');
  const editor = field(page, 'Footer HTML');
  await expect(editor).not.toHaveValue('');
  const original = await editor.inputValue();
  const marker = `Made with care ${Date.now().toString(36)}`;
  try {
    await editor.fill(
      `${original}<p>${marker} <a href="javascript:alert(1)">bad link</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script>`,
    );
    // The preview shows the draft, with nothing in it that could run.
    const preview = page.getByTestId('footer-preview');
    await expect(preview).toContainText(marker);
    expect(await preview.innerHTML()).not.toMatch(/<script|onerror|javascript:/i);
    await page.getByRole('button', { name: 'Save footer' }).click();
    await expect(page.getByText('Some of the HTML was removed')).toBeVisible();
    const saved = await editor.inputValue();
    expect(saved).toContain(marker);
    expect(saved).not.toMatch(/<script|onerror|javascript:/i);
    await expect(page.getByTestId('published-footer')).toContainText(marker);

    const footer = (await (await request.get('/api/footer')).json()) as { html: string };
    expect(footer.html).toContain(marker);
    expect(footer.html).not.toMatch(/<script|onerror|javascript:/i);
  } finally {
    // Other specs read the public footer: put the original back.
    const token = await superadminToken(request, admin);
    const list = await request.get('/api/collections/site_settings/records', {
      headers: { Authorization: token },
    });
    const id = ((await list.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
    await request.patch(`/api/collections/site_settings/records/${id}`, {
      headers: { Authorization: token },
      data: { footer_html: original },
    });
  }
});

test('a volunteer opening /system/dashboard lands on / and then their dashboard; the API refuses them', async ({
  page,
  request,
}) => {
  const volunteer = await createUser(request, 'volunteer');
  await loginAs(page, volunteer);
  await page.goto('/system/dashboard');
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);
  await page.goto('/system/system-settings');
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);

  const token = await authToken(request, volunteer.email, volunteer.password);
  expect(
    (await request.get('/api/system/users', { headers: { Authorization: token } })).status(),
  ).toBe(403);
  expect((await request.get('/api/system/stats')).status()).toBe(401);
});

test('the system pages are accessible at 1280 and 375 px, and only tables scroll sideways', async ({
  page,
  request,
}) => {
  // 22 full page loads, each checked by axe with its best-practice rules.
  test.setTimeout(480_000);
  const admin = await createSuperadmin(request);
  await loginAsSuperadmin(page, admin);
  const pages: [string, string][] = [
    ['/system/dashboard', 'Good (Morning|Afternoon|Evening)!'],
    ['/system/companies', 'Companies'],
    ['/system/companies?view=settings', 'Company Settings'],
    ['/system/volunteers', 'Volunteers'],
    ['/system/volunteers?view=settings', 'Volunteer Settings'],
    ['/system/opportunities', 'Opportunities'],
    ['/system/recruitment', 'Recruitment'],
    ['/system/payments', 'Payments'],
    ['/system/system-settings', 'System Settings'],
    ['/system/system-settings?tab=footer', 'System Settings'],
    ['/system/account-settings', 'Account Settings'],
  ];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}$`) }),
      ).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(
        await pageOverflow(page),
        `${path} scrolls sideways at ${width}px`,
      ).toBeLessThanOrEqual(0);
    }
  }
});

test.describe('with a company, its opportunity and an application', () => {
  // The app without Stripe: choosing a plan activates it, so the company can publish.
  test.use({ baseURL: e2eEnv.freeAppURL });

  test('a superadmin sees plans, opportunities, applications and payments, and closes an opportunity with a reason', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await createSuperadmin(request, 'data-free');
    const { company, token: companyToken } = await createListedCompany(request, {
      prefix: 'sys',
    });
    const title = `Fix our ${Date.now().toString(36)} servers`;
    const opportunity = await createOpenOpportunity(request, companyToken, {
      title,
      description: 'Keep three small servers patched.',
      skills: ['Linux'],
    });
    await createApplicant(
      request,
      opportunity.id,
      { firstName: 'Apo', lastName: 'Plicant' },
      'I patch servers for fun.',
    );

    await loginAsSuperadmin(page, admin);

    await page.goto('/system/companies');
    await settled(page, 'Companies');
    await page.getByRole('textbox', { name: 'Search companies' }).fill(company.username);
    const companyRow = row(page, company.email);
    await expect(companyRow).toContainText('Starter');
    await expect(companyRow.getByRole('cell').nth(4)).toHaveText('1');

    await page.goto('/system/recruitment');
    await settled(page, 'Recruitment');
    await page.getByRole('textbox', { name: 'Search applications' }).fill(title);
    await expect(row(page, title)).toContainText('Applied');
    await expect(row(page, title)).toContainText('Apo Plicant');

    await page.goto('/system/payments');
    await settled(page, 'Payments');
    await expect(row(page, `${company.username} Ltd`).first()).toContainText('Starter');

    await page.goto('/system/opportunities');
    await settled(page, 'Opportunities');
    await page.getByRole('textbox', { name: 'Search opportunities' }).fill(title);
    const opportunityRow = row(page, title);
    await expect(opportunityRow).toContainText('Open');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await opportunityRow.getByRole('button', { name: `Close ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Close opportunity' });
    await dialog.getByRole('button', { name: 'Close opportunity' }).click();
    await expect(dialog.getByText('Please tell the company why.')).toBeVisible();
    await field(dialog, 'Reason').fill('Unpaid work dressed up as volunteering.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close opportunity' }).click();
    await expect(dialog).toBeHidden();
    await expect(opportunityRow).toContainText('Closed');
    await expect(opportunityRow).toContainText('Unpaid work dressed up as volunteering.');

    const mail = await sink.waitFor(company.email, { subject: 'was closed' });
    expect(mail.text).toContain('Unpaid work dressed up as volunteering.');

    await page.goto('/system/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening)!$/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent events' })).toContainText(
      `Apo Plicant applied to ${title}`,
    );
    await expect(page.getByRole('region', { name: 'Team' })).toContainText(admin.username);
  });
});
