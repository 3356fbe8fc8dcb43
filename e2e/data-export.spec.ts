import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createUser, sink } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { loginAs } from './fixtures/session';
import { readZip } from './fixtures/zip';

test('a volunteer downloads their data: progress, the link, the ZIP and the email', async ({
  page,
}) => {
  const user = await createUser(page.request, 'volunteer');
  await loginAs(page, user);

  await page.goto('/volunteer/account-settings');
  const section = page.getByRole('region', { name: 'Download my data' });
  await expect(section).toContainText('A ZIP file with your account');
  await expectNoAxeViolations(page, { allRules: true });

  await section.getByRole('button', { name: 'Download my data' }).click();
  // Pending first (the answer of the request), then ready once built.
  await expect(section.getByText(/Preparing your data|Your data is ready/)).toBeVisible();
  const link = section.getByRole('button', { name: 'Download your data (ZIP)' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(section).toContainText('The link works until');
  await expect(section).toContainText('You can ask for one copy of your data a day');
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeDisabled();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, { allRules: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const files = readZip(await readFile(path));
  expect([...files.keys()]).toEqual(
    expect.arrayContaining(['account.json', 'profile.json', 'applications.json', 'reviews.json']),
  );
  const account = JSON.parse(files.get('account.json')?.toString('utf8') ?? '{}') as {
    user: { id: string; username: string; email: string }[];
  };
  expect(account.user).toHaveLength(1);
  expect(account.user[0]).toMatchObject({
    id: user.id,
    username: user.username,
    email: user.email,
  });

  const mail = await sink.waitFor(user.email, { subject: 'Your Voluntech data is ready' });
  expect(mail.text).toContain('/volunteer/account-settings#download-my-data');

  // Asked again the same day: refused, with the reason.
  const auth = await page.request.post('/api/collections/users/auth-with-password', {
    data: { identity: user.email, password: user.password },
  });
  const { token } = (await auth.json()) as { token: string };
  const res = await page.request.post('/api/account/export', { headers: { Authorization: token } });
  const again = { status: res.status(), body: (await res.json()) as { message: string } };
  expect(again.status).toBe(400);
  expect(again.body.message).toContain('once a day');
});
