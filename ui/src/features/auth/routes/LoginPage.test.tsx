import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/types';
import { renderRoute } from '../components/testing';
import { LoginPage } from './LoginPage';

const mocks = vi.hoisted(() => ({
  login: vi.fn(),
  confirmAdult: vi.fn(),
  requestPasswordReset: vi.fn(),
}));

vi.mock('@/shared/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/auth')>()),
  login: mocks.login,
}));
vi.mock('../api/confirmAdult', () => ({ confirmAdult: mocks.confirmAdult }));
vi.mock('../api/requestPasswordReset', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    requestPasswordReset: mocks.requestPasswordReset,
    useRequestPasswordReset: () => useMutation({ mutationFn: mocks.requestPasswordReset }),
  };
});

function makeUser(over: Partial<User> = {}): User {
  return {
    id: 'u1',
    collectionName: 'users',
    username: 'ana',
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Lee',
    role: 'volunteer',
    verified: true,
    country: 'c1',
    category: 'k1',
    profile_step: 1,
    adult_confirmed_at: '',
    created: '',
    ...over,
  };
}

const renderLogin = () => renderRoute(LoginPage, { path: '/login' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });
const identityInput = () => screen.getByRole('textbox', { name: /username or email/i });
const passwordInput = () => screen.getByLabelText(/^password/i, { selector: 'input' });

/** Opens the page, types the identity and password, and presses Login. */
async function logInWith(identity: string, password = 'Str0ng!pass') {
  const user = userEvent.setup({ delay: null });
  renderLogin();
  await user.type(identityInput(), identity);
  await user.type(passwordInput(), password);
  await user.click(loginButton());
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginPage', () => {
  it('says once that the access to the company was removed, when the session ended so', () => {
    sessionStorage.setItem('accessRemoved', '1');
    const first = renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Your access to the company was removed.');
    first.unmount();
    renderLogin();
    expect(screen.queryByText('Your access to the company was removed.')).not.toBeInTheDocument();
  });

  it('shows the welcome texts and links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/pre-register');
    expect(document.title).toBe('Login · Voluntech');
  });

  it('enables Login only with an identity and a password', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    expect(loginButton()).toBeDisabled();
    await user.type(identityInput(), 'ana');
    expect(loginButton()).toBeDisabled();
    await user.type(passwordInput(), 'secret');
    expect(loginButton()).toBeEnabled();
  });

  it('holds something that looks like an email to the email rule', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.type(identityInput(), 'ana@example');
    await user.type(passwordInput(), 'secret');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
    await user.type(identityInput(), '.com');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(loginButton()).toBeEnabled();
  });

  it('says the password cannot be empty once the field was left', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    expect(screen.queryByText('Password cannot be empty.')).not.toBeInTheDocument();
    await user.click(passwordInput());
    await user.tab();
    expect(screen.getByText('Password cannot be empty.')).toBeInTheDocument();
  });

  it('signs in and goes to the home of the role', async () => {
    mocks.login.mockResolvedValue(makeUser({ role: 'company' }));
    await logInWith('ana');
    expect(mocks.login).toHaveBeenCalledWith('ana', 'Str0ng!pass', false);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/company/dashboard');
  });

  it('goes to the stored return path the role may open', async () => {
    sessionStorage.setItem('returnPath', '/volunteer/profile-creation');
    mocks.login.mockResolvedValue(makeUser());
    await logInWith('ana@example.com');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/volunteer/profile-creation');
    expect(sessionStorage.getItem('returnPath')).toBeNull();
  });

  it('sends an unverified user to /verify-email', async () => {
    mocks.login.mockResolvedValue(makeUser({ verified: false }));
    await logInWith('ana');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/verify-email');
  });

  it('prefills the remembered email and keeps the session when Remember me is ticked', async () => {
    localStorage.setItem('authEmail', 'ana@example.com');
    mocks.login.mockResolvedValue(makeUser());
    const user = userEvent.setup({ delay: null });
    renderLogin();
    expect(identityInput()).toHaveValue('ana@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await user.type(passwordInput(), 'Str0ng!pass');
    await user.click(loginButton());
    expect(mocks.login).toHaveBeenCalledWith('ana@example.com', 'Str0ng!pass', true);
  });

  it('records a pending over-18 confirmation for a volunteer', async () => {
    sessionStorage.setItem('pendingAdultConfirm', '1');
    mocks.login.mockResolvedValue(makeUser());
    mocks.confirmAdult.mockResolvedValue(makeUser({ adult_confirmed_at: '2025-01-01' }));
    await logInWith('ana');
    await screen.findByTestId('landed');
    expect(mocks.confirmAdult).toHaveBeenCalledWith('u1');
    expect(sessionStorage.getItem('pendingAdultConfirm')).toBeNull();
  });

  it.each([
    [
      'the server message',
      new ClientResponseError({ status: 400, response: { message: 'Failed to authenticate.' } }),
      'Failed to authenticate.',
    ],
    [
      'the rate limit message after too many attempts',
      new ClientResponseError({ status: 429, response: { message: 'Too Many Requests.' } }),
      'Too many attempts. Please wait a minute and try again.',
    ],
    [
      'the fallback on a server fault',
      new ClientResponseError({ status: 500 }),
      'Login failed. Please try again.',
    ],
    [
      'the unexpected error on a network failure',
      new ClientResponseError({ status: 0 }),
      'An unexpected error occurred. Please try again.',
    ],
  ])('shows %s when signing in fails', async (_case, error, message) => {
    mocks.login.mockRejectedValue(error);
    await logInWith('ana', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });
});

describe('Forgot password dialog', () => {
  it("opens at once from a security email's link (/login?forgot=1)", async () => {
    renderRoute(LoginPage, { path: '/login', url: '/login?forgot=1' });
    // The first test to open the dialog also loads its code.
    expect(
      await screen.findByRole('dialog', { name: 'Forgot password?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('checks the email, sends the link and shows "Email Sent!" for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mocks.requestPasswordReset.mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password?' });
    expect(dialog).toHaveTextContent(
      "Enter your email and we'll send you a link to reset your password",
    );
    const email = screen.getByRole('textbox', { name: /^email/i });
    await user.type(email, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Send link to email' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(mocks.requestPasswordReset).not.toHaveBeenCalled();

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Send link to email' }));
    expect(mocks.requestPasswordReset.mock.calls[0]?.[0]).toBe('ana@example.com');
    expect(await screen.findByRole('dialog', { name: 'Email Sent!' })).toHaveTextContent(
      'Check your email and open the link we sent to continue.',
    );
    expect(screen.queryByRole('dialog', { name: 'Forgot password?' })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Email Sent!' })).not.toBeInTheDocument(),
    );
  });

  it('says when the reset email could not be sent', async () => {
    mocks.requestPasswordReset.mockRejectedValue(new ClientResponseError({ status: 500 }));
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link to email' }));
    expect(
      await screen.findByText('Failed to send the reset email. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });
});
