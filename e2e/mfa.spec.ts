import { expect, test, type Page } from '@playwright/test';
import { createUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { confirmWithEmailedCode, loginAs, submitLogin } from './fixtures/session';
import { createSuperadmin } from './fixtures/system';
import { totpCode } from './fixtures/totp';
import { newestMailId } from './fixtures/twoStep';

/** axe (best-practice rules included) at a desktop and a phone width. */
async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, { allRules: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function submitPassword(page: Page, identity: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, identity);
}

test('a volunteer turns on an authenticator app, signs out and signs in with password and code', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'volunteer');
  await loginAs(page, user);
  await page.goto('/volunteer/account-settings');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText('Off: your password alone signs you in.');
  await axeAtBothWidths(page);

  await section.getByRole('button', { name: 'Use an authenticator app' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await axeAtBothWidths(page);

  // A wrong code is refused on the field.
  const codeField = section.getByLabel('Code from the app');
  await codeField.fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('This code is not valid. Check it and try again.')).toBeVisible();

  await codeField.fill(totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await axeAtBothWidths(page);
  await section.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await expect(section).toContainText('On: a code from your authenticator app');

  // Sign out, then in again: the password alone is not enough.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitPassword(page, user.username);
  const confirm = page.getByRole('form', { name: 'Confirm sign-in' });
  await expect(confirm.getByLabel('Code from your authenticator app')).toBeVisible();
  await axeAtBothWidths(page);
  // The enrolment's time step is spent: the code of the next step (an
  // authenticator's clock may run 30 s ahead) signs in.
  await confirm
    .getByLabel('Code from your authenticator app')
    .fill(totpCode(secret, Date.now() + 30_000));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/, { timeout: 30_000 });
});

test("a superadmin's sign-in asks for the code sent by email", async ({ page, request }) => {
  const admin = await createSuperadmin(request);
  // The password alone gives no token.
  const res = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: admin.email, password: admin.password },
  });
  expect(res.status()).toBe(401);
  const body = (await res.json()) as { mfaId?: string; token?: string };
  expect(body.mfaId).toBeTruthy();
  expect(body.token).toBeUndefined();

  const after = await newestMailId(admin.email);
  await submitPassword(page, admin.username);
  const confirm = page.getByRole('form', { name: 'Confirm sign-in' });
  await expect(confirm).toContainText('We sent a 6-digit code to your email address.');
  await axeAtBothWidths(page);
  // A wrong code is refused on the field.
  await confirm.getByLabel('Code from the email').fill('000000');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText('Invalid or expired OTP.')).toBeVisible();
  await confirmWithEmailedCode(page, admin.email, after);
  await expect(page).toHaveURL(/\/system\/dashboard$/, { timeout: 30_000 });

  // Account Settings: required for a superadmin, by email until an app is set up.
  await page.goto('/system/account-settings');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText('On: a code sent to your email address');
  await expect(section).toContainText('Superadmin accounts must use two-step sign-in.');
  await expect(section.getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveCount(0);
  await axeAtBothWidths(page);
});
