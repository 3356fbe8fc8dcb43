import { stat } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createUser, sink } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import {
  createSuperadmin,
  loginAsSuperadmin,
  pageOverflow,
  superadminToken,
} from './fixtures/system';

const TABS: [string, RegExp][] = [
  ['User list', /Active Users/],
  ['Email Service providers and SMTP', /Send a test email/],
  ['User Access Control', /Suspend and restore accounts/],
  ['Backup and Redundancy', /^Backups$/],
  ['System activities', /^System activities$/],
  ['Footer', /Footer/],
];

/** Opens System Settings from the system menu (through the burger's drawer on a phone). */
async function openSystemSettings(page: Page) {
  const menu = page.getByRole('navigation', { name: 'system menu' });
  const phone = (page.viewportSize()?.width ?? 1280) < 992;
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'System Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
  if (phone) await expect(menu).not.toBeInViewport();
}

/** Opens a tab of System Settings and waits until nothing in it is loading. */
async function openTab(page: Page, tab: string, heading: RegExp) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-label^="Loading"]')).toHaveCount(0);
}

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

test('a superadmin sends a test email that arrives, creates and downloads a backup, and finds both in the system activities', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createSuperadmin(request);
  await loginAsSuperadmin(page, admin);
  await openSystemSettings(page);

  // The mail settings as the server uses them; the test email goes to the superadmin by default.
  await openTab(page, 'Email Service providers and SMTP', /Send a test email/);
  await expect(page.getByText('Sender', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Send to' })).toHaveValue(admin.email);
  await page.getByRole('button', { name: 'Send a test email' }).click();
  await expect(page.getByText(/was handed to the mail server/)).toBeVisible({ timeout: 20_000 });
  const mail = await sink.waitFor(admin.email, { subject: 'Voluntech test email' });
  expect(mail.text).toContain(admin.username);

  // A malformed address is refused under the field.
  await page.getByRole('textbox', { name: 'Send to' }).fill('not-an-address');
  await page.getByRole('button', { name: 'Send a test email' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  // A backup, then its download.
  await openTab(page, 'Backup and Redundancy', /^Backups$/);
  await expect(page.getByText('Replication is off')).toBeVisible();
  await page.getByRole('button', { name: 'Create backup' }).click();
  const backupRow = page.getByRole('row').filter({ hasText: /voluntech_\d{8}_\d{6}_\w+\.zip/ });
  await expect(backupRow.first()).toBeVisible({ timeout: 60_000 });
  const key = ((await backupRow.first().getByRole('cell').first().textContent()) ?? '').trim();
  const downloading = page.waitForEvent('download');
  await backupRow
    .first()
    .getByRole('button', { name: `Download ${key}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(key);
  const file = await download.path();
  expect((await stat(file)).size).toBeGreaterThan(0);

  // A restore asks for the backup's name first.
  await backupRow
    .first()
    .getByRole('button', { name: `Restore ${key}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Restore ${key}` });
  await dialog.getByRole('textbox', { name: `Type ${key} to confirm` }).fill('wrong.zip');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByText("Type the backup's name exactly to confirm.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Both show in the system activities, newest first.
  await openTab(page, 'System activities', /^System activities$/);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Created a backup');
  await expect(rows.nth(1)).toContainText(key);
  await expect(rows.filter({ hasText: 'Sent a test email' }).first()).toContainText(
    `Test email to ${admin.email}`,
  );
});

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
  await expect(rows.nth(1)).toContainText('Restored an account');
  await expect(rows.nth(2)).toContainText('Suspended an account');
  const edit = rows.filter({ hasText: 'Edited a user' }).filter({ hasText: target.username });
  await expect(edit).toContainText('first_name: Sue');
  await expect(edit).toContainText('first_name: Susan');
  await expect(edit).toContainText(admin.username);
});
