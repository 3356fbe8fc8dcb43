import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { startProviderSignIn, useAuthProviders, type ProviderIntent } from '@/shared/oauth';

/** What a failed provider sign-in tells /login (OAuthCallbackPage puts it in the history state). */
export interface ProviderNoticeState {
  providerError?: string;
}

/**
 * "Continue with Google / GitHub / LinkedIn": one button per provider the
 * operator configured, nothing when none is. On /login it also shows why a
 * provider sign-in that came back here failed.
 */
export function ProviderButtons({ intent }: { intent: ProviderIntent }) {
  const providers = useAuthProviders();
  const notice = (useLocation().state as ProviderNoticeState | null)?.providerError;
  if (!notice && providers.length === 0) return null;
  return (
    <Stack gap="sm" mb="md">
      {notice ? (
        <Alert color="red" role="alert" title="Signing in with a provider failed">
          {notice}
        </Alert>
      ) : null}
      {providers.length > 0 ? (
        <>
          {providers.map((p) => (
            <Button
              key={p.name}
              variant="default"
              fullWidth
              onClick={() => startProviderSignIn(p, intent)}
            >
              Continue with {p.displayName}
            </Button>
          ))}
          <Divider label="or" labelPosition="center" />
        </>
      ) : null}
    </Stack>
  );
}
