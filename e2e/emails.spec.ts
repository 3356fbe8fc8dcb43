import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sink, uniqueUser } from './fixtures/api';
import { findLink } from './fixtures/mailsink';
import {
  createSuperadmin,
  loginAsSuperadmin,
  pageOverflow,
  superadminToken,
} from './fixtures/system';

/** axe with its default rules, best practices included. */
async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

// The failure is a real SMTP refusal: the mail sink answers 550 "Mailbox unavailable" for one
// unique address (as a mail server does for a mailbox that does not exist), so the app's outbox
// marks that one mail failed while every other test's mail keeps flowing through the same sink.
// Once the mailbox "exists" again, the superadmin's Retry sends it.
test('a superadmin sees an email the mail server refused and retries it once the mailbox exists', async ({
  page,
  request,
}) => {
  // Two runs of axe's full rule set, slow on a busy 2-core machine.
  test.setTimeout(300_000);
  const admin = await createSuperadmin(request);
  const token = await superadminToken(request, admin);
  const fresh = uniqueUser('bounce');
  await sink.reject(fresh.email);
  try {
    // Adding a user queues their set-password mail; the server refuses it for good.
    const res = await request.post('/api/system/users', {
      headers: { Authorization: token },
      data: {
        username: fresh.username,
        email: fresh.email,
        first_name: 'Bo',
        last_name: 'Unce',
        role: 'volunteer',
      },
    });
    expect(res.status()).toBe(200);

    // The outbox's worker tries the mail as soon as the user is saved.
    await expect
      .poll(
        async () => {
          const list = await request.get('/api/system/emails?status=failed&perPage=100', {
            headers: { Authorization: token },
          });
          const body = (await list.json()) as { items: { to: string[] }[] };
          return body.items.some((m) => m.to.includes(fresh.email));
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await loginAsSuperadmin(page, admin);
    await page.getByRole('link', { name: 'Emails' }).first().click();
    await expect(page).toHaveURL(/\/system\/emails$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: fresh.email });
    await expect(row).toContainText('Failed');
    await expect(row).toContainText('Your Voluntech account is ready');
    await expect(row).toContainText('550');
    await expect(row).toContainText('Mailbox unavailable');

    // The pointer rests off the menu link it clicked: axe checks the page, not a hover state.
    await page.mouse.move(1279, 799);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(row).toBeVisible();
      await expectAxeClean(page);
      expect(await pageOverflow(page), `scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await sink.accept(fresh.email);
    await row.getByRole('button', { name: `Retry the email to ${fresh.email}` }).click();
    await expect(page.getByText('Email sent again')).toBeVisible();
    const mail = await sink.waitFor(fresh.email, { subject: 'account is ready' });
    expect(findLink(mail.html, '/reset-password/')).toContain('email=');
    // Delivered: the list, refreshed after the retry, no longer holds it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(row).toHaveCount(0);
  } finally {
    await sink.accept(fresh.email);
  }
});
