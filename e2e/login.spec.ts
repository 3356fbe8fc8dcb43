import { expect, test } from '@playwright/test';
import { field } from './fixtures/form';
import { createUser, sink } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { findLink } from './fixtures/mailsink';
import { fillLogin, submitLogin } from './fixtures/session';

test('login by username without Remember me keeps the session only in this tab', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, 'company');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expectNoAxeViolations(page);
  await submitLogin(page, user.username);
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await page.reload();
  await expect(page).toHaveURL(/\/company\/dashboard$/);

  // A new tab has its own session storage: the session is not there.
  const other = await context.newPage();
  await other.goto('/company/dashboard');
  await expect(other).toHaveURL(/\/login$/);
});

test('login by email with Remember me survives a new tab and prefills the email', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, 'volunteer');
  await page.goto('/login');
  await fillLogin(page, user.email);
  await field(page, 'Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);

  const other = await context.newPage();
  await other.goto('/volunteer/dashboard');
  await expect(other).toHaveURL(/\/volunteer\/dashboard$/);
  await expectNoAxeViolations(other);

  // Log out: the remembered email prefills the login form.
  await other.getByRole('button', { name: /Account menu/ }).click();
  await other.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(field(other, 'Username or Email')).toHaveValue(user.email);
});

test('an unverified user is sent to verify their email', async ({ page, request }) => {
  const user = await createUser(request, 'volunteer', { verified: false });
  await page.goto('/login');
  await submitLogin(page, user.username);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('Verification email has been sent!')).toBeVisible();
});

test('forgot password: mail, reset, login with the new password', async ({ page, request }) => {
  const user = await createUser(request, 'company');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText("Enter your email and we'll send you a link to reset your password"),
  ).toBeVisible();
  await field(dialog, 'Email').fill(user.email);
  await dialog.getByRole('button', { name: 'Send link to email' }).click();
  await expect(page.getByText('Email Sent!')).toBeVisible();
  await expect(page.getByText('Email Sent!')).toBeHidden({ timeout: 6000 });

  const mail = await sink.waitFor(user.email, { subject: 'Reset' });
  const link = findLink(mail.html, '/reset-password/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
  await expectNoAxeViolations(page);
  const newPassword = 'N3w!password';
  const reset = page.getByRole('button', { name: 'Reset password' });
  await field(page, 'New password').fill('short');
  await expect(reset).toBeDisabled();
  await field(page, 'New password').fill(newPassword);
  await reset.click();
  await expect(page.getByText('Password reset')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('link', { name: 'Login now' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/company\/dashboard$/);
});
