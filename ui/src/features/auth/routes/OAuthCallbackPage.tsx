import { Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ClientResponseError } from 'pocketbase';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { currentUser, takeReturnPath } from '@/shared/auth';
import { errorMessage } from '@/shared/errors';
import { afterLogin } from '@/shared/guard';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import {
  exchangeProviderCode,
  saveProviderSession,
  takePendingProviderSignIn,
  type PendingProviderSignIn,
} from '@/shared/oauth';
import { paths } from '@/shared/paths';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';
import type { PendingProviderAnswer } from '../api/providerSignIn';
import { mfaIdOf } from '../api/secondStep';
import { AuthCard } from '../components/AuthCard';
import { ProviderLinkForm } from '../components/ProviderLinkForm';
import { ProviderSignUpForm } from '../components/ProviderSignUpForm';
import type { ProviderNoticeState } from '../components/ProviderButtons';
import { providerMessages } from '../components/providerMessages';
import { SecondStepForm } from '../components/SecondStepForm';

function settingsPath(user: User | null): string {
  if (user?.role === 'company') return paths.company.accountSettings;
  if (user?.role === 'superadmin') return paths.system.accountSettings;
  return paths.volunteer.accountSettings;
}

function pendingOf(err: unknown): PendingProviderAnswer | null {
  if (!(err instanceof ClientResponseError) || err.status !== 403) return null;
  const oauth = (err.response as { oauth?: PendingProviderAnswer } | undefined)?.oauth;
  return oauth?.ticket ? oauth : null;
}

/**
 * Where a sign-in provider sends the browser back (paths.oauthCallback):
 * checks the state it was given, exchanges the code, and then signs in,
 * asks the sign-up questions of a new person (ProviderSignUpForm) or the
 * password of the account that holds the email (ProviderLinkForm). An
 * account with two-step sign-in then confirms with its second step
 * (SecondStepForm), as after a password. Every failure goes to /login with
 * a plain message; linking from Account Settings goes back there.
 */
export function OAuthCallbackPage() {
  usePageTitle('Signing in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const [step, setStep] = useState<{
    answer: PendingProviderAnswer;
    pending: PendingProviderSignIn;
  } | null>(null);
  // Set when the account needs a second step (two-step sign-in).
  const [second, setSecond] = useState<{ mfaId: string; linking: boolean } | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takePendingProviderSignIn();
    const linking = pending?.intent.kind === 'link' && currentUser() !== null;
    const fail = (message: string) => {
      if (linking) {
        notifications.show({ color: 'red', title: 'Linking failed', message });
        navigate(settingsPath(currentUser()), { replace: true });
        return;
      }
      const state: ProviderNoticeState = { providerError: message };
      navigate(paths.login, { replace: true, state });
    };
    if (!pending || !params.get('state') || params.get('state') !== pending.state) {
      fail(providerMessages.state);
      return;
    }
    const error = params.get('error');
    if (error) {
      fail(
        error === 'access_denied'
          ? providerMessages.denied(pending.displayName)
          : providerMessages.providerError(pending.displayName),
      );
      return;
    }
    // A sign-in (not a link) starts from no session: the server would
    // otherwise link the provider to whoever is signed in.
    if (!linking) pb.authStore.clear();
    exchangeProviderCode(pending, params.get('code') ?? '')
      .then((res) => {
        const user = saveProviderSession(res);
        if (linking) {
          notifications.show({
            title: 'Provider linked',
            message: `You can now sign in with ${pending.displayName}.`,
          });
          navigate(settingsPath(user), { replace: true });
          return;
        }
        navigate(afterLogin(user, takeReturnPath()), { replace: true });
      })
      .catch((err: unknown) => {
        const mfaId = mfaIdOf(err);
        if (mfaId) {
          setSecond({ mfaId, linking });
          return;
        }
        const answer = linking ? null : pendingOf(err);
        if (answer) setStep({ answer, pending });
        else fail(errorMessage(err, providerMessages.failed));
      });
  }, [params, navigate]);

  const toLogin = (message: string) => {
    const state: ProviderNoticeState = { providerError: message };
    navigate(paths.login, { replace: true, state });
  };

  if (second) {
    return (
      <AuthCard title="Confirm it's you" subtitle="Two-step sign-in">
        <SecondStepForm
          mfaId={second.mfaId}
          onSignedIn={(user) =>
            navigate(second.linking ? settingsPath(user) : afterLogin(user, takeReturnPath()), {
              replace: true,
            })
          }
          onRestart={() => navigate(paths.login, { replace: true })}
        />
      </AuthCard>
    );
  }
  if (step?.answer.next === 'signup') {
    return <ProviderSignUpForm answer={step.answer} pending={step.pending} onExpired={toLogin} />;
  }
  if (step?.answer.next === 'link') {
    return (
      <ProviderLinkForm
        answer={step.answer}
        pending={step.pending}
        onExpired={toLogin}
        onSecondStep={(mfaId) => setSecond({ mfaId, linking: false })}
      />
    );
  }
  return (
    <AuthCard title="Signing in">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Checking your sign-in with the provider…</Text>
      </Stack>
    </AuthCard>
  );
}

export { OAuthCallbackPage as Component };
