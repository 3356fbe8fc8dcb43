import { expect, test } from '@playwright/test';
import { createUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { loginAs } from './fixtures/session';

test('Log out of all devices ends the session here and on another device', async ({
  browser,
  page,
  request,
}) => {
  const user = await createUser(request, 'company');
  // Two devices: two browser contexts signed in as the same user.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await loginAs(phonePage, user);
  await loginAs(page, user);

  await page.goto('/company/account-settings');
  const section = page.getByRole('region', { name: 'Log out of all devices' });
  await expect(section).toContainText('Log Out ends the session in this browser only.');
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Log out of all devices' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/You were logged out on every device/)).toBeVisible();

  // The other device's token no longer works: its next load signs it out.
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/login$/);
  await phone.close();
});
