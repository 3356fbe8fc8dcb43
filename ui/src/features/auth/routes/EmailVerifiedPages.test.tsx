import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/types';
import { renderRoute } from '../components/testing';
import { CompanyEmailVerifiedPage } from './CompanyEmailVerifiedPage';
import { VolunteerEmailVerifiedPage } from './VolunteerEmailVerifiedPage';

const mocks = vi.hoisted(() => ({
  confirm: vi.fn(),
  confirmAdult: vi.fn(),
  user: null as Partial<User> | null,
}));

vi.mock('../api/confirmVerification', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    confirmVerification: mocks.confirm,
    useConfirmVerification: () => useMutation({ mutationFn: mocks.confirm }),
  };
});
vi.mock('../api/confirmAdult', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    confirmAdult: mocks.confirmAdult,
    useConfirmAdult: () => useMutation({ mutationFn: mocks.confirmAdult }),
  };
});
vi.mock('@/shared/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/auth')>()),
  useCurrentUser: () => mocks.user,
}));

beforeEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
  mocks.user = null;
});

describe('Company email-verified page', () => {
  const path = '/company/email-verified';

  it('confirms the token once, even in StrictMode, then offers Get Started', async () => {
    mocks.confirm.mockResolvedValue(undefined);
    renderRoute(CompanyEmailVerifiedPage, { path, url: `${path}?token=T1`, strict: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verifying Email...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified!' }),
    ).toBeInTheDocument();
    expect(mocks.confirm).toHaveBeenCalledTimes(1);
    expect(mocks.confirm.mock.calls[0]?.[0]).toBe('T1');
    for (const step of [
      'Understanding your Tech Company',
      'Tech Company details',
      'Pricing plans and subscribing',
      'Understanding the business and your plans',
    ]) {
      expect(screen.getByText(step)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/company/profile-creation',
    );
  });

  it('fails without a token and links back to /verify-email', () => {
    renderRoute(CompanyEmailVerifiedPage, { path });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verification Failed !!!!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please resend again' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeDisabled();
    expect(mocks.confirm).not.toHaveBeenCalled();
  });

  it('fails when the server refuses the token', async () => {
    mocks.confirm.mockRejectedValue(new ClientResponseError({ status: 400 }));
    renderRoute(CompanyEmailVerifiedPage, { path, url: `${path}?token=old` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Failed !!!!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeDisabled();
  });
});

describe('Volunteer email-verified page', () => {
  const path = '/volunteer/email-verified';
  const url = `${path}?token=T2`;

  it('needs the over-18 box before Get Started; signed out it is recorded for later', async () => {
    mocks.confirm.mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    renderRoute(VolunteerEmailVerifiedPage, { path, url });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Before you get started' }),
    ).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Get Started' });
    expect(start).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I confirm that I want to apply to become a volunteer and that I am over 18 years old.',
      }),
    );
    expect(start).toBeEnabled();
    await user.click(start);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/volunteer/profile-creation');
    expect(sessionStorage.getItem('pendingAdultConfirm')).toBe('1');
    expect(mocks.confirmAdult).not.toHaveBeenCalled();
  });

  it('records the confirmation for a signed-in volunteer and goes to a stored volunteer page', async () => {
    mocks.user = { id: 'v1', role: 'volunteer', verified: true };
    mocks.confirm.mockResolvedValue(undefined);
    mocks.confirmAdult.mockResolvedValue({ id: 'v1' });
    sessionStorage.setItem('returnPath', '/volunteer/dashboard');
    const user = userEvent.setup({ delay: null });
    renderRoute(VolunteerEmailVerifiedPage, { path, url });
    await user.click(await screen.findByRole('checkbox', { name: /over 18 years old/ }));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/volunteer/dashboard');
    expect(mocks.confirmAdult.mock.calls[0]?.[0]).toBe('v1');
    expect(sessionStorage.getItem('pendingAdultConfirm')).toBeNull();
  });

  it('shows no notice when verification fails', async () => {
    mocks.confirm.mockRejectedValue(new ClientResponseError({ status: 400 }));
    renderRoute(VolunteerEmailVerifiedPage, { path, url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Failed !!!!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Before you get started')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeDisabled();
  });
});
