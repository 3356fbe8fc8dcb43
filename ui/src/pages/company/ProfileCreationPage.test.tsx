import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/renderRoutes';
import type { OnboardingDraft } from '@/features/company-profile/api/onboarding';
import { ProfileCreationPage } from './ProfileCreationPage';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const mocks = vi.hoisted(() => ({ send: vi.fn() }));

vi.mock('@/shared/pb', () => ({ pb: { send: mocks.send } }));
vi.mock('@/shared/auth', () => ({ useCurrentUser: () => null }));
vi.mock('@/shared/api/lookups', () => ({
  useLookups: () => ({ options: [], data: [], isError: false, isPending: false }),
}));
// The plan step draws its one Back control itself (beside Continue, off
// while a payment confirms): the double keeps it.
vi.mock('@/features/billing/components/plan/PlanStep', () => ({
  PlanStep: ({ onComplete, onBack }: { onComplete: () => void; onBack?: () => void }) => (
    <>
      <button type="button" onClick={onBack}>
        Back
      </button>
      <button type="button" onClick={onComplete}>
        Test plan done
      </button>
    </>
  ),
}));

function draftAt(step: OnboardingDraft['step']): OnboardingDraft {
  return {
    step,
    steps: { background: 1, details: 2, plan: 3, business: 4, done: 5 },
    profile: {
      company_name: 'Acme',
      company_stage: 'st',
      team_size: 'sz',
      team_structure: 'Two founders',
      fund_type: 'fu',
      source: 'so',
      partner: '',
      country_code: '',
      phone: '',
      city: '',
      role_title: '',
      languages: [],
      tags: [],
      website: '',
      logo: '',
      video_url: '',
      description: '',
      progress_description: '',
      future_plan: '',
      show_contact_email: false,
      contact_email: '',
    },
    social_links: [],
    subscription: null,
    suggested_country_code: '44',
  };
}

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** The wizard's route (anything else shows where it landed), opened at `path`. */
function renderWizard(path = '/company/profile-creation') {
  return renderRoutes(
    [
      { path: '/company/profile-creation', Component: ProfileCreationPage },
      { path: '*', Component: Landed },
    ],
    path,
  );
}

/** Waits for the step headed `name`. */
async function expectStep(name: string) {
  expect(await screen.findByRole('heading', { name }, { timeout: 5000 })).toBeVisible();
}

const stepButton = (label: string) =>
  screen.getByText(label, { selector: '[class*="stepLabel"]' }).closest('button');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('ProfileCreationPage', () => {
  it('resumes at the server step; earlier steps are clickable, later ones are not', async () => {
    mocks.send.mockResolvedValue(draftAt(2));
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Tech Company details' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Company details', level: 3 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
    expect(stepButton('Understanding your Tech Company')).toHaveAttribute('tabindex', '0');
    expect(stepButton('Pricing plans and subscribing')).toHaveAttribute('tabindex', '-1');
    expect(stepButton('Pricing plans and subscribing')).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Understanding your motivation' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/How is your team structured\?/)).toHaveValue('Two founders');
    expect(screen.getByText('12/300 characters')).toBeInTheDocument();
  });

  it("the browser's Back returns to the step before, not to the page before the wizard", async () => {
    mocks.send.mockResolvedValue(draftAt(2));
    const router = renderWizard('/company/email-verified');
    await router.navigate('/company/profile-creation');
    await expectStep('Tech Company details');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep('Understanding your motivation');
    // Step 1 to step 2 (as after saving step 1), then the browser's Back.
    await router.navigate(-1);
    await expectStep('Tech Company details');
    await router.navigate(1);
    await expectStep('Understanding your motivation');
    await userEvent.click(stepButton('Tech Company details') as HTMLElement);
    await expectStep('Tech Company details');
    await router.navigate(-1);
    await expectStep('Understanding your motivation');
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('sends a company that has finished to the dashboard', async () => {
    mocks.send.mockResolvedValue(draftAt(5));
    renderWizard();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/company/dashboard');
  });

  it('Back from the plan step opens the last child of step 2', async () => {
    mocks.send.mockResolvedValue(draftAt(3));
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Social links', level: 3 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeVisible();
    expect(screen.getByLabelText('URL')).toBeDisabled();
  });

  it('step 4 shows server field errors, then saves and goes to the dashboard', async () => {
    mocks.send.mockResolvedValueOnce(draftAt(4));
    renderWizard();
    const save = await screen.findByRole('button', { name: 'Save & Continue' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Describe your business/), 'We build robots.');
    await userEvent.type(screen.getByLabelText(/Describe your progress/), 'A prototype.');
    await userEvent.type(
      screen.getByLabelText(/Your plan for the next 12 to 18 months/),
      'Launch.',
    );
    expect(save).toBeEnabled();

    mocks.send.mockRejectedValueOnce(
      new ClientResponseError({
        url: '/api/company/onboarding/business',
        status: 400,
        response: {
          message: 'Please fix the highlighted fields.',
          data: { description: { code: 'x', message: 'Please describe your business.' } },
        },
      }),
    );
    await userEvent.click(save);
    expect(await screen.findByText('Please describe your business.')).toBeVisible();

    mocks.send.mockRejectedValueOnce(new Error('network down'));
    await userEvent.type(screen.getByLabelText(/Describe your business/), ' More.');
    await userEvent.click(save);
    expect(await screen.findByText('Failed to submit form. Please try again later.')).toBeVisible();

    mocks.send.mockResolvedValueOnce(draftAt(5));
    await userEvent.click(save);
    await waitFor(() =>
      expect(mocks.send).toHaveBeenLastCalledWith('/api/company/onboarding/business', {
        method: 'POST',
        body: {
          description: 'We build robots. More.',
          progress_description: 'A prototype.',
          future_plan: 'Launch.',
        },
      }),
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent('/company/dashboard');
  });
});
