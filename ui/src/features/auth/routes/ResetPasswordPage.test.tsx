import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../components/testing';
import { ResetPasswordPage } from './ResetPasswordPage';
import { PASSWORD_HINT } from '@/shared/components/PasswordInputWithStrength';

const mocks = vi.hoisted(() => ({ reset: vi.fn() }));

vi.mock('../api/confirmPasswordReset', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    confirmPasswordReset: mocks.reset,
    useConfirmPasswordReset: () => useMutation({ mutationFn: mocks.reset }),
  };
});

const path = '/reset-password/:token';
const url = '/reset-password/TOKEN?email=ana%40example.com';
const passwordInput = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const resetButton = () => screen.getByRole('button', { name: 'Reset password' });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.useRealTimers());

describe('ResetPasswordPage', () => {
  it('enables the button from 8 characters and has a labelled show/hide toggle', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(ResetPasswordPage, { path, url });
    expect(screen.getByRole('heading', { level: 1, name: 'New password' })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
    await user.type(passwordInput(), '  abc1!2  ');
    expect(resetButton()).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(passwordInput(), 'x');
    expect(resetButton()).toBeEnabled();
  });

  it('resets, shows the modal after 3 s and goes to /login 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mocks.reset.mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderRoute(ResetPasswordPage, { path, url });
    await user.type(passwordInput(), 'Str0ng!pass');
    await user.click(resetButton());
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(mocks.reset.mock.calls[0]?.[0]).toEqual({ token: 'TOKEN', password: 'Str0ng!pass' });
    expect(screen.queryByRole('dialog', { name: 'Password reset' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login now' })).toHaveAttribute('href', '/login');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
  });

  it('explains an invalid or expired link', async () => {
    mocks.reset.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: { data: { token: { code: 'validation_invalid_token', message: 'Invalid' } } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoute(ResetPasswordPage, { path, url });
    await user.type(passwordInput(), 'Str0ng!pass');
    await user.click(resetButton());
    expect(
      await screen.findByText(/This link is invalid or has expired. Ask for a new one./),
    ).toBeInTheDocument();
  });

  it('falls back to the generic failure', async () => {
    mocks.reset.mockRejectedValue(new ClientResponseError({ status: 500 }));
    const user = userEvent.setup({ delay: null });
    renderRoute(ResetPasswordPage, { path, url });
    await user.type(passwordInput(), 'Str0ng!pass');
    await user.click(resetButton());
    expect(
      await screen.findByText('Failed to send password reset instructions.'),
    ).toBeInTheDocument();
  });
});
