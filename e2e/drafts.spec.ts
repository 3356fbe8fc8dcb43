import { expect, test } from '@playwright/test';
import { createUser, lookup, lookupWhere, politely } from './fixtures/api';
import { addTags, chooseOption, chooseOptions, field } from './fixtures/form';
import { loginAs } from './fixtures/session';
import { authToken } from './fixtures/stripe';
import { SAVE, stepHeading, TINY_PNG } from './fixtures/wizard';

test('the company wizard keeps step 2 across Back, Back, Save & Continue and a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(request, 'company');
  const english = await lookup(request, 'language', { code: 'en' });
  const source = await lookupWhere(request, 'kind="source" && is_partner_source=false');

  await loginAs(page, user);
  await page.goto('/company/profile-creation');
  await chooseOption(page, 'Company Stage', (await lookup(request, 'company_stage')).name);
  await chooseOption(page, 'Team Size', (await lookup(request, 'member_range')).name);
  await field(page, 'How is your team structured?').fill('Two founders.');
  await chooseOption(
    page,
    'How is your business funded?',
    (await lookup(request, 'fund_type')).name,
  );
  await chooseOption(page, 'How did you find us?', source.name);
  await page.getByRole('button', { name: SAVE }).click();

  // Step 2, Company details.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await field(page, 'Phone').fill('2079460958');
  await field(page, 'City').fill('Leeds');
  await field(page, 'Role').fill('Founder');
  await chooseOptions(page, 'Languages', [english.name]);
  await addTags(page, 'Tags (upto 3 only)', ['Climate', 'Robotics']);
  // A website typed without its scheme gets https:// instead of a refusal.
  await field(page, 'Website').fill('example.com');
  await field(page, 'City').focus();
  await expect(field(page, 'Website')).toHaveValue('https://example.com');
  await page.getByLabel('Logo file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await page.getByRole('button', { name: SAVE }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Social links' })).toBeVisible();

  // Back, Back, then Save & Continue on step 1: step 2 holds what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'City')).toHaveValue('Leeds');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Understanding your motivation')).toBeVisible();
  await page.getByRole('button', { name: SAVE }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(field(page, 'Phone')).toHaveValue('2079460958');
  await expect(field(page, 'City')).toHaveValue('Leeds');
  await expect(field(page, 'Role')).toHaveValue('Founder');
  await expect(field(page, 'Website')).toHaveValue('https://example.com');
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();

  // A reload keeps the typing too (the browser cannot give a chosen file back).
  await page.reload();
  await expect(page.getByText('Step 2 of 4')).toBeVisible({ timeout: 30_000 });
  await expect(field(page, 'City')).toHaveValue('Leeds');
  await expect(field(page, 'Role')).toHaveValue('Founder');
  await expect(field(page, 'Website')).toHaveValue('https://example.com');
  await expect(page.getByText('Climate')).toBeVisible();
});

test('the volunteer editor keeps unsaved edits across tabs and asks before discarding them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createUser(request, 'volunteer');
  // Step 1 saved through the API: the Basic Info tab opens.
  const token = await authToken(request, user.email, user.password);
  const motivation = await politely(async () =>
    request.post('/api/volunteer/motivation', {
      headers: { Authorization: token },
      data: {
        education_level: (await lookup(request, 'education_level')).id,
        experience_years: (await lookup(request, 'experience_years')).id,
        motivation: (await lookupWhere(request, 'kind="motivation" && is_other=false')).id,
        source: (await lookupWhere(request, 'kind="source" && is_partner_source=false')).id,
      },
    }),
  );
  expect(motivation.ok()).toBe(true);

  await loginAs(page, user);
  await page.goto(`/volunteer/${user.username}/edit`);
  await expect(field(page, 'First name')).toHaveValue('Vic', { timeout: 30_000 });
  await field(page, 'First name').fill('Victoria');

  // Another tab and back: the edit is still there.
  await page.getByRole('tab', { name: 'Social Media' }).click();
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await expect(field(page, 'First name')).toHaveValue('Victoria');

  // A reload keeps it.
  await page.reload();
  // The profile loads again first (slow on a busy machine).
  await expect(field(page, 'First name')).toHaveValue('Victoria', { timeout: 30_000 });

  // Leaving asks first; staying keeps the edit.
  const leave = page.getByRole('link', { name: 'Continue setting up your profile' });
  await leave.click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/volunteer/${user.username}/edit$`));
  await expect(field(page, 'First name')).toHaveValue('Victoria');

  // Discarding leaves, and the editor shows the saved name again.
  await leave.click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/volunteer\/profile-creation/);
  await page.goto(`/volunteer/${user.username}/edit`);
  await expect(field(page, 'First name')).toHaveValue('Vic', { timeout: 30_000 });
});
