import { expect, test, type Page } from '@playwright/test';
import {
  createUser,
  lookup,
  lookupWhere,
  PASSWORD,
  uniqueUser,
  type CreatedUser,
} from './fixtures/api';
import { expectNoAxeViolationsAtBothWidths } from './fixtures/axe';
import { e2eEnv } from './fixtures/env';
import { chooseOption, chooseOptions, field, selectNative } from './fixtures/form';
import { SAVE } from './fixtures/wizard';

// The main app's "LinkedIn" is the local test provider (tools/oidc), started
// by playwright.config.ts; its page asks who signs in and offers Approve,
// Deny and Fail.

interface AtProvider {
  email: string;
  name?: string;
  verified?: boolean;
  decision?: 'Approve' | 'Deny' | 'Fail';
}

/** Clicks "Continue with LinkedIn" and answers on the provider's page. */
async function throughProvider(page: Page, button: string, who: AtProvider): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv.oidcURL}/authorize`));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(who.name ?? 'Test Person');
  if (who.verified === false) await page.getByLabel('The provider verified this email').uncheck();
  await page.getByRole('button', { name: who.decision ?? 'Approve' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The volunteer wizard with only its required answers. */
async function finishVolunteerWizard(page: Page, request: Parameters<typeof lookup>[0]) {
  const level = await lookup(request, 'education_level');
  const years = await lookup(request, 'experience_years');
  const motivation = await lookupWhere(request, 'kind="motivation" && is_other=false');
  const source = await lookupWhere(request, 'kind="source" && is_partner_source=false');
  const english = await lookup(request, 'language', { code: 'en' });

  // The wizard's first screen waits for its lookups: slow on a busy machine.
  await expect(page).toHaveURL(/\/volunteer\/profile-creation\?step=motivation$/, {
    timeout: 30_000,
  });
  await chooseOption(page, 'Level of higher education', level.name);
  await chooseOption(page, 'Years of work experience', years.name);
  await chooseOption(page, 'Motivation for volunteering', motivation.name);
  await chooseOption(page, 'How did you find us?', source.name);
  await page.getByRole('button', { name: SAVE }).click();

  await expect(page).toHaveURL(/\?step=basic$/);
  await field(page, 'Mobile number').fill('7700900123');
  await field(page, 'City').fill('Leeds');
  await chooseOptions(page, 'Languages', [english.name]);
  await page.getByRole('button', { name: SAVE }).click();

  for (const step of ['education', 'experience', 'skills']) {
    await expect(page).toHaveURL(new RegExp(`\\?step=${step}$`));
    await page.getByRole('button', { name: SAVE }).click();
  }
  await expect(page).toHaveURL(/\?step=aspirations$/);
  await field(page, 'Introduce yourself').fill('I build accessible web apps.');
  await field(page, 'Describe your career path').fill('From developer to tech lead.');
  await field(page, 'Describe your ideal opportunity').fill('A few hours a week for a charity.');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);
}

test('a volunteer signs up with LinkedIn, finishes the wizard and signs in with it again', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { username, email } = uniqueUser('oau');
  const country = await lookup(request, 'country', { code: 'GB' });
  const category = await lookup(request, 'volunteer_category');

  // Shown on both sign-up pages and on /login, as the operator configured it.
  await page.goto('/company-register');
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.goto('/volunteer-registration');
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await throughProvider(page, 'Continue with LinkedIn', { email, name: 'Olivia Provider' });
  await expect(page).toHaveURL(/\/oauth\/callback/);
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue('Olivia');
  await expect(field(page, 'Last Name')).toHaveValue('Provider');
  await expectNoAxeViolationsAtBothWidths(page);

  // The sign-up form's rules hold: the boxes are required.
  await field(page, 'User Name').fill(username);
  await selectNative(page, 'Country', country.name);
  await selectNative(page, 'Category', category.name);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(
    page.getByText('Please accept the Terms of Service and Privacy Policy.'),
  ).toBeVisible();
  await expect(page.getByText('Please confirm that you are over 18 years old.')).toBeVisible();
  await page.getByLabel(/I expect no financial incentives/).check();
  await page.getByLabel(/I accept the/).check();
  await page.getByLabel(/I am over 18 years old/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Verified by the provider: straight to the wizard, no email to confirm.
  await finishVolunteerWizard(page, request);
  await logOut(page);

  // Signing in again: the provider alone.
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await throughProvider(page, 'Continue with LinkedIn', { email });
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);

  // Its only way to sign in: LinkedIn cannot be unlinked.
  await page.goto('/volunteer/account-settings');
  const providers = page.getByRole('region', { name: 'Sign-in providers' });
  await expect(providers.getByText('LinkedIn: linked')).toBeVisible();
  await expect(providers.getByRole('button', { name: 'Unlink LinkedIn' })).toBeDisabled();
  await expect(providers.getByText(/This is your only way to sign in/)).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test('an existing account is linked to LinkedIn once its password is given', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user: CreatedUser = await createUser(request, 'company');
  await page.goto('/login');
  await expectNoAxeViolationsAtBothWidths(page);
  await throughProvider(page, 'Continue with LinkedIn', { email: user.email });
  await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await field(page, 'Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(/\/company\//);

  // Linked: Account Settings lists it; with a password it can be unlinked, then linked again.
  await page.goto('/company/account-settings');
  const providers = page.getByRole('region', { name: 'Sign-in providers' });
  await expect(providers.getByText('LinkedIn: linked')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await providers.getByRole('button', { name: 'Unlink LinkedIn' }).click();
  await expect(providers.getByText('No provider is linked to your account.')).toBeVisible();
  await throughProvider(page, 'Link LinkedIn', { email: `work.${user.email}` });
  await expect(page).toHaveURL(/\/company\/account-settings$/);
  await expect(
    page.getByRole('region', { name: 'Sign-in providers' }).getByText('LinkedIn: linked'),
  ).toBeVisible();

  // And the provider alone signs in from now on.
  await logOut(page);
  await throughProvider(page, 'Continue with LinkedIn', { email: `work.${user.email}` });
  await expect(page).toHaveURL(/\/company\//);
});

test('a refused consent, an unverified email and a forged return land on /login, nothing created', async ({
  page,
  request,
}) => {
  const { email } = uniqueUser('bad');
  await page.goto('/login');
  await throughProvider(page, 'Continue with LinkedIn', { email, decision: 'Deny' });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/You did not allow LinkedIn to sign you in/)).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await throughProvider(page, 'Continue with LinkedIn', { email, verified: false });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Your provider did not confirm your email address/)).toBeVisible();

  // A return this tab did not start (state mismatch).
  await page.goto('/oauth/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/This sign-in could not be confirmed/)).toBeVisible();

  // Nothing was created: the email is still free for a sign-up.
  const country = await lookup(request, 'country', { code: 'GB' });
  const category = await lookup(request, 'volunteer_category');
  const signUp = await request.post('/api/collections/users/records', {
    data: {
      username: `u${Date.now().toString(36)}`,
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      first_name: 'Bad',
      last_name: 'Path',
      role: 'volunteer',
      country: country.id,
      category: category.id,
      terms_accepted: true,
      consent: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  // An app without OAUTH_* settings offers no provider.
  const free = await request.get(`${e2eEnv.freeAppURL}/api/collections/users/auth-methods`);
  expect(((await free.json()) as { oauth2: { providers: unknown[] } }).oauth2.providers).toEqual(
    [],
  );
  await page.goto(`${e2eEnv.freeAppURL}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);

  const listed = await request.get('/api/collections/users/auth-methods');
  expect(await listed.text()).not.toContain(e2eEnv.oidcClientSecret);
});
