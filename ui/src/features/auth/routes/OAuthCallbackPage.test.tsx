import { screen, waitFor } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingProviderSignIn } from '@/shared/oauth';
import { pb } from '@/shared/pb';
import { renderRoute } from '../components/testing';
import { providerMessages } from '../components/providerMessages';
import { OAuthCallbackPage } from './OAuthCallbackPage';

const mocks = vi.hoisted(() => ({ exchange: vi.fn(), save: vi.fn() }));

vi.mock('@/shared/oauth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/oauth')>()),
  exchangeProviderCode: mocks.exchange,
  saveProviderSession: mocks.save,
}));

const started: PendingProviderSignIn = {
  provider: 'oidc',
  displayName: 'LinkedIn',
  state: 'the-state',
  codeVerifier: 'v',
  intent: { kind: 'login' },
};

function start(pending: PendingProviderSignIn | null, search: string) {
  if (pending) sessionStorage.setItem('oauthPending', JSON.stringify(pending));
  return renderRoute(OAuthCallbackPage, {
    path: '/oauth/callback',
    url: `/oauth/callback${search}`,
  });
}

describe('OAuthCallbackPage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('sends a return this tab did not start to /login, exchanging nothing', async () => {
    const { router } = start(started, '?code=c&state=another-state');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ providerError: providerMessages.state });
    expect(mocks.exchange).not.toHaveBeenCalled();
  });

  it('explains a refused consent, and a return with nothing stored', async () => {
    const denied = start(started, '?error=access_denied&state=the-state');
    await waitFor(() => expect(denied.router.state.location.pathname).toBe('/login'));
    expect(denied.router.state.location.state).toEqual({
      providerError: providerMessages.denied('LinkedIn'),
    });
    denied.unmount();
    const replayed = start(null, '?code=c&state=the-state');
    await waitFor(() => expect(replayed.router.state.location.pathname).toBe('/login'));
    expect(mocks.exchange).not.toHaveBeenCalled();
  });

  it('asks a new person the sign-up questions, prefilled from the provider', async () => {
    mocks.exchange.mockRejectedValue(
      new ClientResponseError({
        status: 403,
        response: {
          message: 'Finish creating your account.',
          oauth: {
            next: 'signup',
            ticket: 't',
            provider: 'oidc',
            email: 'nora@example.com',
            first_name: 'Nora',
            last_name: 'P',
          },
        },
      }),
    );
    start(started, '?code=c&state=the-state');
    expect(
      await screen.findByRole('heading', { name: 'Finish creating your account' }),
    ).toBeVisible();
    expect(mocks.exchange).toHaveBeenCalledWith(started, 'c');
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Nora');
    expect(screen.getByRole('radio', { name: 'A volunteer' })).toBeInTheDocument();
    expect(screen.getByText('nora@example.com')).toBeVisible();
  });

  it('sends a refusal of the server (an unverified email) to /login with its words', async () => {
    mocks.exchange.mockRejectedValue(
      new ClientResponseError({ status: 400, response: { message: 'Not verified.' } }),
    );
    const { router } = start(started, '?code=c&state=the-state');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ providerError: 'Not verified.' });
  });

  it('asks an account with two-step sign-in for its second step', async () => {
    const send = vi.spyOn(pb, 'send').mockResolvedValue({ method: 'totp' });
    mocks.exchange.mockRejectedValue(
      new ClientResponseError({ status: 401, response: { mfaId: 'the-mfa', message: 'MFA' } }),
    );
    const { router } = start(started, '?code=c&state=the-state');
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeVisible();
    expect(await screen.findByLabelText(/Code from your authenticator app/)).toBeVisible();
    expect(send).toHaveBeenCalledWith('/api/auth/mfa', {
      method: 'POST',
      body: { mfaId: 'the-mfa' },
    });
    expect(router.state.location.pathname).toBe('/oauth/callback');
    send.mockRestore();
  });
});
