import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/renderRoutes';
import { pb } from '@/shared/pb';
import type { BillingPlans } from '../../api/billingTypes';
import { NOT_CONFIGURED } from './PlanChooser';
import { PlanStep } from './PlanStep';

const plans = (configured: boolean): BillingPlans => ({
  currency: 'gbp',
  configured,
  publishableKey: configured ? 'pk_test_123' : '',
  plans: [
    ['starter', 'Starter', 4900, 49000, 5, 1],
    ['essential', 'Essential', 9900, 99000, 10, 2],
    ['advanced', 'Advanced', 25000, 250000, 20, 3],
  ].map(([id, name, monthly, yearly, live, seats]) => ({
    id: id as 'starter',
    name: String(name),
    monthly: Number(monthly),
    yearly: Number(yearly),
    liveOpportunities: Number(live),
    seats: Number(seats),
    features: ['Unlimited volunteers', `${live} live opportunities`],
  })),
});

/** Answers the billing routes the way the server does without Stripe. */
function fakeServer(configured: boolean) {
  return vi.spyOn(pb, 'send').mockImplementation(async (path: string) => {
    if (path === '/api/billing/plans') return plans(configured);
    if (path === '/api/billing/subscription') {
      return { configured, subscription: null, plan: null, invoices: [] };
    }
    if (path === '/api/billing/subscribe') {
      return { status: 'free', plan: 'starter', interval: 'month' };
    }
    throw new Error(`unexpected call ${path}`);
  });
}

function renderStep(onComplete = vi.fn()) {
  renderInApp(<PlanStep onComplete={onComplete} />);
  return onComplete;
}

afterEach(() => vi.restoreAllMocks());

describe('PlanStep', () => {
  it('shows the plans monthly by default and yearly on request', async () => {
    fakeServer(true);
    renderStep();
    const monthly = await screen.findByRole('radio', { name: 'Monthly' });
    expect(monthly).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Starter/ })).toHaveTextContent('£49 per month');
    expect(screen.getByRole('radio', { name: /^Advanced/ })).toHaveTextContent(
      '20 live opportunities',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.queryByText(NOT_CONFIGURED)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('radio', { name: /^Essential/ })).toHaveTextContent('£990 per year');
    expect(screen.getByRole('radio', { name: /^Essential/ })).toHaveTextContent(
      '£198 less than paying monthly',
    );
  });

  it('without Stripe, says so and activates the chosen plan without charge', async () => {
    const send = fakeServer(false);
    const onComplete = renderStep();
    expect(await screen.findByText(NOT_CONFIGURED)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /^Starter/ }));
    expect(screen.getByRole('radio', { name: /^Starter/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Plan activated' });
    expect(dialog).toHaveTextContent('Your Starter plan is active.');
    expect(send).toHaveBeenCalledWith('/api/billing/subscribe', {
      method: 'POST',
      body: { plan: 'starter', interval: 'month' },
    });
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  });
});
