import { expect, test } from '@playwright/test';
import { field, selectNative } from './fixtures/form';
import { PASSWORD, sink, uniqueUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { findLink } from './fixtures/mailsink';
import { submitVolunteerRegistration } from './fixtures/registration';

test('a company registers, verifies its email from the mail and reaches the onboarding wizard', async ({
  page,
}) => {
  const { username, email } = uniqueUser('co');
  await page.goto('/pre-register');
  await expect(
    page.getByRole('heading', { name: 'Join as a Volunteer or Tech Company' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page.getByText("I'm a Tech Company").click();
  await create.click();

  await expect(page).toHaveURL(/\/company-register$/);
  await expect(page.getByRole('heading', { name: 'Join as a Tech Company' })).toBeVisible();
  await expectNoAxeViolations(page);
  const submit = page.getByRole('button', { name: 'Create an account' });
  await field(page, 'User Name').fill(username);
  await field(page, 'First Name').fill('Cora');
  await field(page, 'Last Name').fill('Founder');
  await field(page, 'Company Name').fill('Cora Labs');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await selectNative(page, 'Country', 'United Kingdom');
  await selectNative(page, 'Category', 'FinTech');
  await expect(submit).toBeDisabled();
  await field(page, 'I confirm I am building a Tech Company').check();
  await page.getByLabel(/I accept the Terms of Service/).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await sink.waitFor(email, { subject: 'Verify' });
  const link = findLink(mail.html, '/company/email-verified');
  expect(link).toContain('token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/company\/profile-creation$/);
});

test('a volunteer registers, verifies, confirms being over 18 and reaches the wizard', async ({
  page,
}) => {
  const { username, email } = uniqueUser('vo');
  await page.goto('/volunteer-registration');
  await expect(page.getByRole('heading', { name: 'Join as a Volunteer' })).toBeVisible();
  await expectNoAxeViolations(page);
  await submitVolunteerRegistration(page, {
    username,
    firstName: 'Vera',
    lastName: 'Helper',
    email,
  });
  await expect(page).toHaveURL(/\/verify-email$/);

  const mail = await sink.waitFor(email, { subject: 'Verify' });
  await page.goto(findLink(mail.html, '/volunteer/email-verified'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  const getStarted = page.getByRole('button', { name: 'Get Started' });
  await expect(getStarted).toBeDisabled();
  await page
    .getByLabel(
      'I confirm that I want to apply to become a volunteer and that I am over 18 years old.',
    )
    .check();
  await expectNoAxeViolations(page);
  await getStarted.click();
  // The wizard records its first step in the URL (?step=motivation).
  await expect(page).toHaveURL(/\/volunteer\/profile-creation(\?step=motivation)?$/);
});

test('registration shows the server field error under the username', async ({ page, request }) => {
  const { username, email } = uniqueUser('dup');
  // Someone already holds the username.
  const taken = await import('./fixtures/api').then((m) => m.createUser(request, 'volunteer'));
  await page.goto('/volunteer-registration');
  await submitVolunteerRegistration(page, {
    username: taken.username,
    firstName: 'Dup',
    lastName: 'User',
    email,
  });
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/volunteer-registration$/);
  expect(username).not.toEqual(taken.username);
});
