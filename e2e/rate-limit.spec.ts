import { expect, test } from '@playwright/test';
import { createUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { submitLogin, TOO_MANY_ATTEMPTS } from './fixtures/session';

// This spec runs alone, after every other one (its own project in
// playwright.config.ts): it spends the login budget of the suite's only
// address, and any other test signing in meanwhile would have to wait.

test('a login after too many attempts says to wait a minute', async ({ page, request }) => {
  const user = await createUser(request, 'volunteer');
  // A script trying passwords: the limiter stops it within seconds.
  let limitedAt = 0;
  for (let i = 1; i <= 60 && !limitedAt; i++) {
    const res = await request.post('/api/collections/users/auth-with-password', {
      data: { identity: user.username, password: `wrong-${i}` },
    });
    if (res.status() === 429) limitedAt = i;
    else expect(res.status()).toBe(400);
  }
  expect(limitedAt, 'the server never answered 429').toBeGreaterThan(0);

  // Even the right password waits until the window has passed.
  await page.goto('/login');
  await submitLogin(page, user.username);
  await expect(page.getByRole('alert')).toHaveText(TOO_MANY_ATTEMPTS);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});
