import { stat } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { sink } from './fixtures/api';
import { createSuperadmin, loginAsSuperadmin } from './fixtures/system';
import { openSystemSettings, openTab } from './fixtures/systemSettings';

// Creating a backup blocks every write of the instance while it copies the
// databases (PocketBase takes the write lock for it), so this journey runs
// in its own project after the others (playwright.config.ts), where no
// other test's writes wait on it.

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
