import { expect, test, type Page } from '@playwright/test';
import { createUser } from './fixtures/api';
import { expectNoAxeViolations } from './fixtures/axe';
import { completeCompanyStepsOneAndTwo } from './fixtures/companyOnboarding';
import { e2eEnv } from './fixtures/env';
import { loginAs } from './fixtures/session';
import {
  deliverWebhook,
  installStripeDouble,
  newId,
  paidInvoice,
  readSubscription,
  stripeDoubleLog,
} from './fixtures/stripe';

const PAID = 'Your payment was successful! Thank you for subscribing.';
const NOT_SET_UP =
  'Payments are not set up on this Voluntech instance, so your plan is activated without charge.';

/** A verified company at onboarding step 3, signed in; returns its API token. */
async function companyAtPlanStep(page: Page, request: Parameters<typeof createUser>[0]) {
  const user = await createUser(request, 'company');
  const token = await completeCompanyStepsOneAndTwo(request, user);
  await loginAs(page, user);
  await page.goto('/company/profile-creation');
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  return { user, token };
}

/**
 * A verified company at step 3 that chose Starter monthly through the API:
 * its Stripe subscription is created and not yet paid.
 */
async function companyWithStarterSubscription(request: Parameters<typeof createUser>[0]) {
  const user = await createUser(request, 'company');
  const token = await completeCompanyStepsOneAndTwo(request, user);
  const headers = { Authorization: token };
  const res = await request.post('/api/billing/subscribe', {
    headers,
    data: { plan: 'starter', interval: 'month' },
  });
  const { subscriptionId } = (await res.json()) as { subscriptionId: string };
  return { user, token, headers, subscriptionId };
}

const billingPeriod = (page: Page) => page.getByRole('radiogroup', { name: 'Billing period' });
const planCard = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${name}`) });
const currentPlan = (page: Page) => page.getByTestId('current-plan');

test.describe('with Stripe (stripe-mock behind the server)', () => {
  test('a company pays for Essential yearly in the wizard and sees it on the payments page', async ({
    page,
    request,
  }) => {
    await installStripeDouble(page);
    const { token } = await companyAtPlanStep(page, request);

    // Monthly by default, with the three plans and their limits.
    await expect(billingPeriod(page).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(planCard(page, 'Starter')).toContainText('£49 per month');
    await expect(planCard(page, 'Essential')).toContainText('£99 per month');
    await expect(planCard(page, 'Advanced')).toContainText('£250 per month');
    await expect(planCard(page, 'Advanced')).toContainText('20 live opportunities');
    await expect(planCard(page, 'Advanced')).toContainText('3 team member accounts');
    await expect(planCard(page, 'Starter')).toContainText('Unlimited volunteers');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await billingPeriod(page).getByText('Yearly').click();
    await expect(planCard(page, 'Essential')).toContainText('£990 per year');
    await planCard(page, 'Essential').click();
    await expect(planCard(page, 'Essential')).toHaveAttribute('aria-checked', 'true');

    const subscribed = page.waitForResponse(
      (r) => r.url().endsWith('/api/billing/subscribe') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    const answer = (await (await subscribed).json()) as {
      status: string;
      subscriptionId: string;
      clientSecret: string;
    };
    expect(answer.status).toBe('incomplete');
    expect(answer.subscriptionId).toMatch(/^sub_/);

    const card = page.getByLabel('Card number');
    await expect(card).toBeVisible();
    await expect(page.getByText('You pay £990 today')).toBeVisible();
    // One way back while paying: to the plans, not also to the previous step.
    await expect(page.getByRole('button', { name: 'Choose another plan' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await card.fill('4242 4242 4242 4242');

    // The server's confirm is held so the page can be seen paying while
    // Stripe's webhook arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/billing/confirm', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Choose another plan' })).toBeDisabled();

    const eventId = newId('evt');
    const invoice = paidInvoice(answer.subscriptionId, { amount: 99000 });
    const delivered = await deliverWebhook(request, 'invoice.paid', invoice, { id: eventId });
    expect(delivered.status()).toBe(200);
    expect(await delivered.json()).toEqual({ received: true });
    expect((await readSubscription(request, token)).subscription).toMatchObject({
      plan: 'essential',
      interval: 'year',
      status: 'active',
    });
    release();

    await expect(page.getByText(PAID)).toBeVisible();
    // stripe-mock gives no real client secret: the element ran in deferred mode.
    const log = await stripeDoubleLog(page);
    expect(log.publishableKeys).toEqual([e2eEnv.stripePublishableKey]);
    expect(log.elementsOptions[0]).toMatchObject({
      mode: 'subscription',
      amount: 99000,
      currency: 'gbp',
    });
    expect(log.confirmCalls).toHaveLength(1);
    expect(log.confirmCalls[0]).toMatchObject({ redirect: 'if_required', clientSecret: null });
    expect(log.confirmCalls[0]?.returnUrl).toContain('/company/profile-creation');

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();

    // Stripe retries deliveries: the same event again changes nothing.
    const replay = await deliverWebhook(request, 'invoice.paid', invoice, { id: eventId });
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });

    await page.goto('/company/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(currentPlan(page)).toContainText('Essential');
    await expect(currentPlan(page)).toContainText('Yearly');
    await expect(currentPlan(page)).toContainText('£990 per year');
    await expect(currentPlan(page)).toContainText('Renews on');
    await expect(page.locator('[data-status="active"]')).toHaveText('Active');
    await expect(page.getByRole('navigation', { name: 'company menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a declined card shows Stripe’s message and stays on the plan step', async ({
    page,
    request,
  }) => {
    await installStripeDouble(page, { failWith: 'Your card was declined.' });
    const { token } = await companyAtPlanStep(page, request);

    await planCard(page, 'Starter').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByText(PAID)).toBeHidden();
    expect((await readSubscription(request, token)).subscription).toMatchObject({
      plan: 'starter',
      status: 'incomplete',
    });

    // The payments page says the first payment is still due.
    await page.goto('/company/payments');
    await expect(page.locator('[data-status="incomplete"]')).toHaveText('Payment pending');
    await expect(page.getByRole('button', { name: 'Complete payment' })).toBeVisible();
  });

  test('webhooks with a bad or missing signature are refused and change nothing', async ({
    request,
  }) => {
    const { token, subscriptionId } = await companyWithStarterSubscription(request);

    const forged = await deliverWebhook(request, 'invoice.paid', paidInvoice(subscriptionId), {
      secret: 'whsec_not_the_secret',
    });
    expect(forged.status()).toBe(400);
    const unsigned = await deliverWebhook(request, 'invoice.paid', paidInvoice(subscriptionId), {
      signature: '',
    });
    expect(unsigned.status()).toBe(400);
    expect((await readSubscription(request, token)).subscription?.status).toBe('incomplete');

    // The same event properly signed is applied.
    const signed = await deliverWebhook(request, 'invoice.paid', paidInvoice(subscriptionId));
    expect(signed.status()).toBe(200);
    expect((await readSubscription(request, token)).subscription?.status).toBe('active');
  });

  test('a paying company changes plan, cancels at period end, resumes, and is told when a payment fails', async ({
    page,
    request,
  }) => {
    const { user, headers, subscriptionId } = await companyWithStarterSubscription(request);
    expect((await request.post('/api/billing/confirm', { headers })).ok()).toBe(true);

    // stripe-mock's invoices have no page: one with a link shows how it is offered.
    await page.route('**/api/billing/subscription', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { invoices: unknown[] };
      body.invoices.unshift({
        id: 'in_e2e_link',
        number: 'VT-0001',
        amount_paid: 4900,
        currency: 'gbp',
        status: 'paid',
        created: '2026-01-15T10:00:00Z',
        hosted_invoice_url: 'https://invoice.stripe.com/i/e2e',
      });
      await route.fulfill({ response, json: body });
    });

    await loginAs(page, user);
    await page.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/company\/payments$/);
    await expect(currentPlan(page)).toContainText('Starter');
    await expect(currentPlan(page)).toContainText('Monthly');
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const row = invoices.getByRole('row', { name: /VT-0001/ });
    await expect(row).toContainText('15 January 2026');
    await expect(row).toContainText('£49');
    await expect(row).toContainText('Paid');
    const link = row.getByRole('link', { name: /View invoice/ });
    await expect(link).toHaveAttribute('href', 'https://invoice.stripe.com/i/e2e');
    await expect(link).toHaveAttribute('target', '_blank');

    // Change plan: a paid plan changes price without a new payment.
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change plan' });
    await expect(planCard(page, 'Starter')).toContainText('Current plan');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await planCard(page, 'Advanced').click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Your plan is now Advanced, billed monthly.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(currentPlan(page)).toContainText('Advanced');
    await expect(currentPlan(page)).toContainText('£250 per month');

    // Cancel at period end, then resume.
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    const confirmCancel = page.getByRole('dialog', { name: 'Cancel at the end of this period?' });
    await confirmCancel.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(confirmCancel).toBeHidden();
    await expect(currentPlan(page)).toContainText('Ends on');
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(currentPlan(page)).toContainText('Renews on');
    await expect(page.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();

    // A failed renewal: past due, with the way to update the card.
    const failed = await deliverWebhook(request, 'invoice.payment_failed', {
      ...paidInvoice(subscriptionId),
      status: 'open',
    });
    expect(failed.status()).toBe(200);
    await page.reload();
    await expect(page.locator('[data-status="past_due"]')).toHaveText('Past due');
    await expect(page.getByText('Please update your card.')).toBeVisible();
    await expectNoAxeViolations(page);
    // The portal is Stripe's page (stripe-mock names one of its own).
    await page.route(
      (url) => url.protocol === 'https:',
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stripe portal</title>' }),
    );
    const portal = page.waitForResponse((r) => r.url().endsWith('/api/billing/portal'));
    await page.getByRole('button', { name: 'Update your card' }).click();
    // The body is gone once the page has left for the portal: its status is enough.
    expect((await portal).status()).toBe(200);
    await expect(page).toHaveTitle('Stripe portal');
    expect(new URL(page.url()).protocol).toBe('https:');
  });
});

test.describe('without Stripe (billing not configured)', () => {
  test.use({ baseURL: e2eEnv.freeAppURL });

  test('the plan step activates Starter without charge; the payments page shows it and cancels it', async ({
    page,
    request,
  }) => {
    await companyAtPlanStep(page, request);

    await expect(page.getByText(NOT_SET_UP)).toBeVisible();
    await expectNoAxeViolations(page);
    await planCard(page, 'Starter').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Plan activated' })).toContainText(
      'Your Starter plan is active.',
    );
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();

    await page.goto('/company/payments');
    await expect(currentPlan(page)).toContainText('Starter');
    await expect(currentPlan(page)).toContainText('No charge');
    await expect(page.locator('[data-status="free"]')).toHaveText('Active (no charge)');
    await expect(
      page.getByText(
        'Payments are not set up on this Voluntech instance, so there are no invoices.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // 375 px wide: nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(currentPlan(page)).toBeVisible();
    // Polled: the shell's navbar animates to its mobile place after the resize.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel your plan?' })
      .getByRole('button', { name: 'Cancel plan' })
      .click();
    await expect(page.locator('[data-status="canceled"]')).toHaveText('Canceled');
    await expect(page.getByRole('button', { name: 'Choose a plan' })).toBeVisible();
  });
});
