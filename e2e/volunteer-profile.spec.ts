import { expect, test } from '@playwright/test';
import { createUser, lookup, lookupWhere } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { addTags, chooseOption, chooseOptions, field, selectNative } from './fixtures/form';
import { fillLogin, loginAs } from './fixtures/session';
import { pickOversizedImage, SAVE, stepHeading, TINY_PNG, TOO_BIG_IMAGE } from './fixtures/wizard';

test('a volunteer completes the wizard, sees the public profile and edits an experience', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(360_000);
  const user = await createUser(request, 'volunteer');
  const level = await lookup(request, 'education_level');
  const years = await lookup(request, 'experience_years');
  const other = await lookupWhere(request, 'kind="motivation" && is_other=true');
  const source = await lookupWhere(request, 'kind="source" && is_partner_source=false');
  const english = await lookup(request, 'language', { code: 'en' });
  const area = `Quantum Gardening ${Date.now().toString(36)}`;

  await loginAs(page, user);
  await page.getByRole('link', { name: 'Complete your profile' }).click();

  // Step 1: Understanding your motivation, with the "Other" motivation.
  await expect(page).toHaveURL(/\/volunteer\/profile-creation\?step=motivation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your profile');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(stepHeading(page, 'Understanding your motivation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
  await expectNoAxeViolations(page);
  await chooseOption(page, 'Level of higher education', level.name);
  await chooseOption(page, 'Years of work experience', years.name);
  await chooseOption(page, 'Motivation for volunteering', other.name);
  await chooseOption(page, 'How did you find us?', source.name);
  await page.getByRole('button', { name: SAVE }).click();
  await expect(page.getByText('Please tell us your motivation.')).toBeVisible();
  await field(page, 'Your motivation').fill('I want to mentor junior developers.');
  await page.getByRole('button', { name: SAVE }).click();

  // Step 2: Basic profile information.
  await expect(page).toHaveURL(/\?step=basic$/);
  await expect(stepHeading(page, 'Basic profile information')).toBeVisible();
  await expect(field(page, 'Country code')).toHaveValue(/^\+44 /);
  await expectNoAxeViolations(page);
  await field(page, 'Mobile number').fill('07700 900-123');
  // Shown as typed, then in the stored form (national digits, no trunk 0) on leaving the field.
  await field(page, 'Mobile number').blur();
  await expect(field(page, 'Mobile number')).toHaveValue('7700900123');
  await field(page, 'City').fill('Leeds');
  await chooseOptions(page, 'Languages', [english.name]);
  await addTags(page, 'Add maximum of 3 tags (Optional)', ['Mentoring', 'Data']);
  const photo = page.getByLabel('Profile picture file');
  await pickOversizedImage(page, photo);
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText(TOO_BIG_IMAGE)).toBeHidden();
  await expect(page.getByRole('img', { name: 'Profile picture preview' })).toBeVisible();
  await expect(field(page, 'URL')).toBeDisabled();
  await chooseOption(page, 'Source', 'GitHub');
  await expect(field(page, 'URL')).toHaveValue('https://github.com/');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await field(page, 'URL').fill(`https://github.com/${user.username}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Social links' }).getByRole('link', { name: /github\.com/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: SAVE }).click();

  // Step 3, Education: a period error first, then fixed.
  await expect(page).toHaveURL(/\?step=education$/);
  await expect(stepHeading(page, 'Professional information')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Education' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Experience' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add education' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add education' });
  const dialogSave = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(dialogSave).toBeDisabled();
  await field(dialog, 'Institution').fill('University of Leeds');
  await field(dialog, 'Course').fill('BSc Computer Science');
  await field(dialog, 'Area of study').fill(area);
  await page.getByRole('option', { name: `Add "${area}"` }).click();
  await selectNative(page, 'Start month', 'Sep');
  await selectNative(page, 'Start year', '2019');
  await selectNative(page, 'End month', 'Jun');
  await selectNative(page, 'End year', '2018');
  await expect(dialog.getByText('Start year cannot be greater than end year.')).toBeVisible();
  await expect(dialogSave).toBeDisabled();
  await expectNoAxeViolations(page);
  await selectNative(page, 'End year', '2022');
  await expect(dialog.getByText('Start year cannot be greater than end year.')).toBeHidden();
  await dialogSave.click();
  const educations = page.getByRole('list', { name: 'Education entries' });
  await expect(educations.getByText('University of Leeds')).toBeVisible();
  await expect(educations.getByText('2019 Sep – 2022 Jun')).toBeVisible();
  await expect(educations.getByText(`${area} (pending approval)`)).toBeVisible();
  await page.getByRole('button', { name: SAVE }).click();

  // Experience: a reload resumes here; the back button returns to Education.
  await expect(page).toHaveURL(/\?step=experience$/);
  await page.reload();
  await expect(page).toHaveURL(/\?step=experience$/);
  await expect(page.getByRole('tab', { name: 'Experience' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/volunteer\/profile-creation\?step=education$/);
  await expect(page.getByRole('tab', { name: 'Education' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('list', { name: 'Education entries' }).getByText('University of Leeds'),
  ).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\?step=experience$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lastProfileStep'))).toBe('4');
  await expectNoAxeViolations(page);

  // A 401 during a save: the Unauthenticated modal, then back to this step after logging in.
  await page.route(
    '**/api/volunteer/experience',
    (route) =>
      route.fulfill({
        status: 401,
        json: {
          status: 401,
          message: 'The request requires valid record authorization token.',
          data: {},
        },
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: SAVE }).click();
  const expired = page.getByRole('dialog', { name: 'Unauthenticated' });
  await expect(expired.getByText('Your login session is expired please login again')).toBeVisible();
  await expired.getByRole('button', { name: 'Go To Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(expired).toBeHidden();
  await fillLogin(page, user.username);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/volunteer\/profile-creation\?step=experience$/);

  await page.getByRole('button', { name: 'Add experience' }).click();
  const expDialog = page.getByRole('dialog', { name: 'Add experience' });
  await expect(expDialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await field(expDialog, 'Role').fill('Data Analyst');
  await field(expDialog, 'Company').fill('Acme Analytics');
  await selectNative(page, 'Start month', 'Mar');
  await selectNative(page, 'Start year', '2023');
  await expect(field(expDialog, 'End year')).toBeVisible();
  await field(expDialog, 'I am currently employed here').check();
  await expect(field(expDialog, 'End year')).toBeHidden();
  await field(expDialog, 'Company URL').fill('https://acme.example.com');
  await expDialog.getByRole('button', { name: 'Save', exact: true }).click();
  const experiences = page.getByRole('list', { name: 'Experience entries' });
  await expect(experiences.getByText('Data Analyst at Acme Analytics')).toBeVisible();
  await expect(experiences.getByText('2023 Mar – Present')).toBeVisible();
  await page.getByRole('button', { name: SAVE }).click();

  // Achieved & Skills.
  await expect(page).toHaveURL(/\?step=skills$/);
  await expect(page.getByRole('tab', { name: 'Achieved & Skills' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field(page, 'Award').fill('Hackathon winner');
  await selectNative(page, 'Year', '2021');
  await page.getByRole('button', { name: 'Add award' }).click();
  await field(page, 'Skill').fill('Python');
  await selectNative(page, 'Level', 'Advanced');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByRole('list', { name: 'Skills' }).getByText('Python')).toBeVisible();
  await field(page, 'Personal website').fill('https://vic.example.com');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: SAVE }).click();

  // Step 4: Career aspirations, then the dashboard.
  await expect(page).toHaveURL(/\?step=aspirations$/);
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(stepHeading(page, 'Career aspirations')).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, 'Introduce yourself').fill('I analyse data for social good.');
  await expect(page.getByText('31/500 characters')).toBeVisible();
  await field(page, 'Describe your career path').fill('From analyst to data science lead.');
  await field(page, 'Describe your ideal opportunity').fill('A climate start-up with messy data.');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/volunteer\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Complete your profile' })).toBeHidden();

  // The public profile shows what was saved.
  await page.getByRole('link', { name: 'View my public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/volunteer/${user.username}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vic Tester');
  await expect(page).toHaveTitle(/^Vic Tester/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Home');
  await expect(crumbs).toContainText('Volunteer');
  await expect(crumbs).toContainText(user.username);
  await expect(page.getByRole('img', { name: 'Photo of Vic Tester' })).toBeVisible();
  await expect(page.getByText('Data Analyst at Acme Analytics').first()).toBeVisible();
  await expect(page.getByText('Leeds, United Kingdom')).toBeVisible();
  const tagList = page.getByRole('list', { name: 'Tags' });
  await expect(tagList.getByText('Mentoring')).toBeVisible();
  await expect(tagList.getByText('Data')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Advanced skills' })).toContainText('Python');
  await expect(page.getByText('I analyse data for social good.')).toBeVisible();
  await expect(page.getByText('A climate start-up with messy data.')).toBeVisible();
  await expect(page.getByText('University of Leeds')).toBeVisible();
  await expect(page.getByText(`BSc Computer Science · ${area}`)).toBeVisible();
  await expect(page.getByText('2019 Sep – 2022 Jun')).toBeVisible();
  await expect(page.getByText('2023 Mar – Present')).toBeVisible();
  await expect(page.getByText('Hackathon winner')).toBeVisible();
  await expect(page.getByText('I want to mentor junior developers.')).toBeVisible();
  await expect(page.getByText(level.name, { exact: true })).toBeVisible();
  await expect(page.getByText(english.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
    'href',
    `https://github.com/${user.username}`,
  );
  await expect(page.getByRole('link', { name: /vic\.example\.com/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // 375 px wide: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The editor: change the experience's role; the public profile shows it.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/volunteer/${user.username}/edit$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile');
  for (const name of [
    'Basic Info',
    'Social Media',
    'Education',
    'Experience',
    'Skills',
    'Career Aspirations',
  ]) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await expect(field(page, 'First name')).toHaveValue('Vic');
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Experience' }).click();
  await page.getByRole('button', { name: 'Edit Data Analyst at Acme Analytics' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit experience' });
  await field(editDialog, 'Role').fill('Lead Analyst');
  await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your experience was saved.')).toBeVisible();
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/volunteer/${user.username}$`));
  await expect(page.getByText('Lead Analyst at Acme Analytics').first()).toBeVisible();
  await expect(page.getByText('Data Analyst at Acme Analytics')).toHaveCount(0);

  // Another volunteer sees no pencil and cannot open the editor.
  const second = await createUser(request, 'volunteer', { prefix: 'vol2' });
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await loginAs(otherPage, second);
  await otherPage.goto(`/volunteer/${user.username}`);
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Vic Tester');
  await expect(otherPage.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await otherPage.goto(`/volunteer/${user.username}/edit`);
  await expect(
    otherPage.getByRole('heading', { level: 1, name: 'You can only edit your own profile.' }),
  ).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'Go back home' })).toBeVisible();
  await otherContext.close();
});

test('an unknown volunteer profile shows the 404 page', async ({ page }) => {
  await page.goto('/volunteer/no-such-volunteer-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found.');
});
