import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/errors';
import {
  providerLabel,
  startProviderSignIn,
  useAuthProviders,
  type SignInProvider,
} from '@/shared/oauth';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';
import { SettingsSection } from './SettingsSection';

interface ExternalAuth {
  id: string;
  provider: string;
  created: string;
}

const linksKey = (userId: string) => ['account', 'sign-in-providers', userId];

/** The provider accounts linked to the user (PocketBase's _externalAuths, owner-only). */
function useLinkedProviders(userId: string) {
  return useQuery({
    queryKey: linksKey(userId),
    queryFn: () =>
      pb.collection('_externalAuths').getFullList<ExternalAuth>({
        filter: pb.filter('recordRef = {:id}', { id: userId }),
        sort: 'created',
      }),
  });
}

function useUnlink(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('_externalAuths').delete(id),
    onSettled: () => client.invalidateQueries({ queryKey: linksKey(userId) }),
  });
}

export const LAST_METHOD_NOTE =
  'This is your only way to sign in: link another provider, or set a password (Login → Forgot password?), before unlinking it.';

/**
 * "Sign-in providers": the linked Google, GitHub or LinkedIn accounts, each
 * can be unlinked unless it is the last way to sign in; the configured
 * providers not linked yet can be linked (a trip to the provider, back
 * through the sign-in callback). Hidden when no provider is configured and
 * none is linked.
 */
export function SignInMethodsSection({ user }: { user: User }) {
  const providers = useAuthProviders();
  const links = useLinkedProviders(user.id);
  const unlink = useUnlink(user.id);
  const linked = links.data ?? [];
  if (providers.length === 0 && linked.length === 0) return null;
  const lastOne = Boolean(user.provider_only) && linked.length <= 1;
  const linkable = providers.filter(
    (p: SignInProvider) => !linked.some((l) => l.provider === p.name),
  );

  return (
    <SettingsSection
      title="Sign-in providers"
      description="Sign in with an account you already have. A linked provider signs you in without your Voluntech password."
    >
      {unlink.error ? (
        <Alert color="red" role="alert">
          {errorMessage(unlink.error)}
        </Alert>
      ) : null}
      {linked.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {linked.map((l) => {
            const name = providerLabel(l.provider, providers);
            return (
              <Group component="li" key={l.id} justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{name}: linked</Text>
                <Button
                  variant="default"
                  size="sm"
                  disabled={lastOne}
                  loading={unlink.isPending && unlink.variables === l.id}
                  onClick={() => unlink.mutate(l.id)}
                  aria-label={`Unlink ${name}`}
                >
                  Unlink
                </Button>
              </Group>
            );
          })}
        </Stack>
      ) : (
        <Text c="gray.7">No provider is linked to your account.</Text>
      )}
      {lastOne ? <Text size="sm">{LAST_METHOD_NOTE}</Text> : null}
      {linkable.length > 0 ? (
        <Group gap="sm">
          {linkable.map((p) => (
            <Button
              key={p.name}
              variant="light"
              onClick={() => startProviderSignIn(p, { kind: 'link' })}
            >
              Link {p.displayName}
            </Button>
          ))}
        </Group>
      ) : null}
    </SettingsSection>
  );
}
