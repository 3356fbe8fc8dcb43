import { expect, test } from '@playwright/test';
import { createUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import {
  createSuperadmin,
  loginAsSuperadmin,
  pageOverflow,
  superadminToken,
} from './fixtures/system';
import { openSystemSettings, openTab } from './fixtures/systemSettings';

const TABS: [string, RegExp][] = [
  ['User list', /Active Users/],
  ['Email Service providers and SMTP', /Send a test email/],
  ['User Access Control', /Suspend and restore accounts/],
  ['Backup and Redundancy', /^Backups$/],
  ['System activities', /^System activities$/],
  ['Footer', /Footer/],
];

for (const width of [1280, 375]) {
  test(`each system settings tab opens from the menu at ${width} px and passes axe`, async ({
    page,
    request,
  }) => {
    // Six tabs, each checked by axe with its best-practice rules; the access tab's tables are long.
    test.setTimeout(300_000);
    const admin = await createSuperadmin(request);
    await page.setViewportSize({ width, height: 800 });
    await loginAsSuperadmin(page, admin);
    await openSystemSettings(page);
    for (const [tab, heading] of TABS) {
      await openTab(page, tab, heading);
      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page, { allRules: true });
      expect(await pageOverflow(page), `${tab} scrolls sideways at ${width}px`).toBeLessThanOrEqual(
        0,
      );
    }
  });
}

test('a superadmin suspends and restores an account, and an edit shows its before and after in the system activities', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createSuperadmin(request);
  const target = await createUser(request, 'volunteer', { firstName: 'Sue', lastName: 'Spend' });
  // An edit through the system API (the user list's dialog sends the same request).
  const token = await superadminToken(request, admin);
  const edited = await request.patch(`/api/system/users/${target.id}`, {
    headers: { Authorization: token },
    data: { first_name: 'Susan' },
  });
  expect(edited.status()).toBe(200);

  await loginAsSuperadmin(page, admin);
  await openSystemSettings(page);
  await openTab(page, 'User Access Control', /Suspend and restore accounts/);
  await page.getByRole('textbox', { name: 'Find an account' }).fill(target.email);
  // The search's answer first: while it loads, the list is covered (a click
  // on the row below is not taken), and the unfiltered list may show it too.
  const accounts = page.getByRole('table', { name: 'Suspend and restore accounts' });
  await expect(accounts.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: target.username });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Suspend ${target.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${target.username}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Spam sent to companies');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Suspended');
  // The suspended account cannot sign in.
  const login = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: target.email, password: target.password },
  });
  expect(login.status()).toBe(403);
  await row.getByRole('button', { name: `Restore ${target.username}` }).click();
  await expect(row).toContainText('Active');

  // What the roles may do comes from the server's own rules.
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Guest' }).click();
  await expect(page.getByRole('heading', { name: /Routes a guest may call/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: '/api/footer', exact: true })).toBeVisible();

  await openTab(page, 'System activities', /^System activities$/);
  const rows = page.getByRole('row');
  // Newest first. Only this account's rows: a test running beside this one
  // may add its own activity between them.
  const mine = rows.filter({ hasText: target.username });
  await expect(mine.nth(0)).toContainText('Restored an account');
  await expect(mine.nth(1)).toContainText('Suspended an account');
  const edit = rows.filter({ hasText: 'Edited a user' }).filter({ hasText: target.username });
  await expect(edit).toContainText('first_name: Sue');
  await expect(edit).toContainText('first_name: Susan');
  await expect(edit).toContainText(admin.username);
});
