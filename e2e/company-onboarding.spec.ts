import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser, lookup, lookupWhere, type CreatedUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { addTags, chooseOption, chooseOptions, field } from './fixtures/form';
import { loginAs } from './fixtures/session';
import { installStripeDouble } from './fixtures/stripe';
import { pickOversizedImage, SAVE, stepHeading, TINY_PNG, TOO_BIG_IMAGE } from './fixtures/wizard';

async function token(request: APIRequestContext, user: CreatedUser): Promise<string> {
  const res = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test('a company completes the wizard, resumes after reloads, and edits its public profile', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const user = await createUser(request, 'company');
  const companyName = `${user.username} Ltd`;
  const stage = await lookup(request, 'company_stage');
  const size = await lookup(request, 'member_range');
  const fund = await lookup(request, 'fund_type');
  const partnerSource = await lookupWhere(request, 'kind="source" && is_partner_source=true');
  const otherSource = await lookupWhere(request, 'kind="source" && is_partner_source=false');
  const english = await lookup(request, 'language', { code: 'en' });

  await installStripeDouble(page);
  await loginAs(page, user);
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/company\/profile-creation$/);

  // Step 1: Understanding your Tech Company.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your profile');
  await expect(
    page.getByText('Complete following steps to setup your Tech Company profile'),
  ).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(stepHeading(page, 'Understanding your motivation')).toBeVisible();
  await expect(page.getByRole('button', { name: SAVE })).toBeDisabled();
  await expectNoAxeViolations(page);

  await chooseOption(page, 'Company Stage', stage.name);
  await chooseOption(page, 'Team Size', size.name);
  await field(page, 'How is your team structured?').fill('Two founders and a designer.');
  await expect(page.getByText('28/300 characters')).toBeVisible();
  await chooseOption(page, 'How is your business funded?', fund.name);
  // The partner list shows only for the partner source, and is then required.
  await chooseOption(page, 'How did you find us?', partnerSource.name);
  await expect(field(page, 'Partner')).toBeVisible();
  await expect(page.getByRole('button', { name: SAVE })).toBeDisabled();
  await chooseOption(page, 'How did you find us?', otherSource.name);
  await expect(field(page, 'Partner')).toBeHidden();
  await expect(page.getByRole('button', { name: SAVE })).toBeEnabled();
  await page.getByRole('button', { name: SAVE }).click();

  // Step 2, first child: Company details. A reload resumes here.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(stepHeading(page, 'Tech Company details')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Company details' })).toBeVisible();
  // The user's country (United Kingdom) gives the default dial code.
  await expect(field(page, 'Country code')).toHaveValue(/^\+44 United Kingdom/);
  await expect(page.getByRole('button', { name: SAVE })).toBeDisabled();
  await expectNoAxeViolations(page);

  await field(page, 'Phone').fill('020 7946-0958');
  await field(page, 'Phone').blur();
  // Shown as stored: the national digits, the UK's trunk 0 dropped.
  await expect(field(page, 'Phone')).toHaveValue('2079460958');
  await field(page, 'City').fill('London');
  await field(page, 'Role').fill('Founder');
  await chooseOptions(page, 'Languages', [english.name]);
  await addTags(page, 'Tags (upto 3 only)', ['Climate', 'Robotics']);
  await field(page, 'Website').fill('https://example.com');
  await field(page, 'Video URL').fill('https://vimeo.com/76979871');

  // An oversized logo is refused in the browser and cleared.
  const logoFile = page.getByLabel('Logo file');
  await pickOversizedImage(page, logoFile);
  await expect(page.getByRole('button', { name: SAVE })).toBeDisabled();
  await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText(TOO_BIG_IMAGE)).toBeHidden();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: SAVE })).toBeEnabled();
  await page.getByRole('button', { name: SAVE }).click();

  // Step 2, second child: Social links.
  await expect(page.getByRole('heading', { level: 3, name: 'Social links' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await expect(field(page, 'URL')).toBeDisabled();
  await expectNoAxeViolations(page);
  await chooseOption(page, 'Source', 'GitHub');
  await expect(field(page, 'URL')).toHaveValue('https://github.com/');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await field(page, 'URL').fill('https://github.com/acme-e2e');
  await page.getByRole('button', { name: 'Add' }).click();
  const links = page.getByRole('list', { name: 'Social links' });
  await expect(links.getByRole('link', { name: 'https://github.com/acme-e2e' })).toBeVisible();
  await page.getByRole('button', { name: SAVE }).click();

  // Step 3: the plan, paid through the Stripe.js double (stripe-mock behind the server).
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(stepHeading(page, 'Pricing plans and subscribing')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Starter/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /^Starter/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    page.getByText('Your payment was successful! Thank you for subscribing.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Step 4: Understanding the business and your plans. A reload resumes here.
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(stepHeading(page, 'Understanding the business and your plans')).toBeVisible();
  await expect(page.getByRole('button', { name: SAVE })).toBeDisabled();
  await expectNoAxeViolations(page);
  await field(page, 'Describe your business').fill('We build solar-powered robots.');
  await field(page, 'Describe your progress').fill('Two pilots with farms.');
  await field(page, 'Your plan for the next 12 to 18 months').fill('Launch in three regions.');
  await page.getByRole('button', { name: SAVE }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete your profile' })).toBeHidden();

  // The wizard is done: opening it again goes to the dashboard.
  await page.goto('/company/profile-creation');
  await expect(page).toHaveURL(/\/company\/dashboard$/);

  // The public profile shows what the company saved.
  await page.goto(`/company/${user.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName);
  await expect(page).toHaveTitle(new RegExp(companyName));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Home');
  await expect(crumbs).toContainText('Company');
  await expect(crumbs).toContainText(user.username);
  await expect(page.getByText('London, United Kingdom')).toBeVisible();
  const tagList = page.getByRole('list', { name: 'Tags' });
  await expect(tagList).toContainText('Climate');
  await expect(tagList).toContainText('Robotics');
  await expect(page.getByText('We build solar-powered robots.')).toBeVisible();
  await expect(page.getByText('Two pilots with farms.')).toBeVisible();
  await expect(page.getByText('Launch in three regions.')).toBeVisible();
  await expect(page.getByRole('img', { name: `${companyName} logo` })).toBeVisible();
  // Not a YouTube link: no embedded player, a link to the video instead.
  await expect(page.getByRole('link', { name: 'Watch the video pitch' })).toHaveAttribute(
    'href',
    'https://vimeo.com/76979871',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/acme-e2e',
  );
  await expectNoAxeViolations(page);

  // The editor changes the business description; the public page follows.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/company\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(field(page, 'Company Name')).toHaveValue(companyName);
  await expect(page.getByRole('tab', { name: 'Team Member' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Business Background' }).click();
  const description = field(page, 'Describe your business');
  await expect(description).toHaveValue('We build solar-powered robots.');
  await description.fill('We build wind-powered robots for farms.');
  await page
    .getByRole('tabpanel', { name: 'Business Background' })
    .getByRole('button', {
      name: 'Save',
    })
    .click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);

  await page.goto(`/company/${user.username}`);
  await expect(page.getByText('We build wind-powered robots for farms.')).toBeVisible();
  await expect(page.getByText('We build solar-powered robots.')).toBeHidden();
});

test('the editor saves basic info with a success notice', async ({ page, request }) => {
  const user = await createUser(request, 'company');
  const auth = { Authorization: await token(request, user) };
  const res = await request.post('/api/company/onboarding/background', {
    headers: auth,
    data: {
      company_stage: (await lookup(request, 'company_stage')).id,
      team_size: (await lookup(request, 'member_range')).id,
      team_structure: 'Solo founder.',
      fund_type: (await lookup(request, 'fund_type')).id,
      source: (await lookupWhere(request, 'kind="source" && is_partner_source=false')).id,
      partner: '',
    },
  });
  expect(res.ok()).toBe(true);

  await loginAs(page, user);
  await page.goto('/company/profile');
  await expect(page.getByText('Your profile setup is not finished yet.')).toBeVisible();
  // Business Background waits until the wizard reaches it.
  await page.getByRole('tab', { name: 'Business Background' }).click();
  await expect(
    page.getByText('Complete the earlier steps of your profile setup first.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await field(page, 'Company Name').fill('Renamed Robotics');
  await field(page, 'Phone').fill('2079460958');
  await field(page, 'City').fill('Leeds');
  await field(page, 'Role').fill('CEO');
  await chooseOptions(page, 'Languages', [
    (await lookup(request, 'language', { code: 'en' })).name,
  ]);
  await page
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await field(page, 'Website').fill('not a url');
  await field(page, 'Website').blur();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await field(page, 'Website').fill('https://renamed.example');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your basic info was saved.')).toBeVisible();

  const draft = await request.get('/api/company/onboarding', { headers: auth });
  const body = (await draft.json()) as {
    step: number;
    profile: { company_name: string; city: string; logo: string };
  };
  expect(body.step).toBe(3);
  expect(body.profile).toMatchObject({ company_name: 'Renamed Robotics', city: 'Leeds' });
  expect(body.profile.logo).toMatch(/^\/api\/files\//);
});

test('the wizard fits a 375 px screen without sideways scrolling', async ({ page, request }) => {
  const user = await createUser(request, 'company');
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, user);
  await page.goto('/company/profile-creation');
  await expect(stepHeading(page, 'Understanding your motivation')).toBeVisible();
  await expect(field(page, 'Company Stage')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('only a company may save onboarding steps; unknown companies are a 404', async ({
  page,
  request,
}) => {
  const volunteer = await createUser(request, 'volunteer');
  const asVolunteer = await request.post('/api/company/onboarding/background', {
    headers: { Authorization: await token(request, volunteer) },
    data: { company_stage: 'x' },
  });
  expect(asVolunteer.status()).toBe(403);

  const asGuest = await request.post('/api/company/onboarding/background', { data: {} });
  expect(asGuest.status()).toBe(401);

  // A company that has not finished its details is not public yet.
  const company = await createUser(request, 'company');
  const hidden = await request.get(`/api/directory/companies/${company.username}`);
  expect(hidden.status()).toBe(404);
  await page.goto(`/company/${company.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found.');
});
