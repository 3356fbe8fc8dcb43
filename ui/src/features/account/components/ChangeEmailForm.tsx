import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { User } from '@/shared/types';
import { useRequestEmailChange } from '../api/requestEmailChange';
import { SettingsSection } from './SettingsSection';
import { SettingsFormFooter } from './SettingsFormFooter';
import { changeEmailSchema } from './accountSchemas';
import { applyServerErrors } from '@/shared/serverErrors';
import { GENERIC_ERROR } from '@/shared/errors';

export function ChangeEmailForm({ user }: { user: User }) {
  const mutation = useRequestEmailChange();
  const [general, setGeneral] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => changeEmailSchema(user.email), [user.email]);
  const form = useForm({
    initialValues: { newEmail: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(({ newEmail }) => {
    setGeneral(null);
    setSentTo(null);
    mutation.mutate(newEmail, {
      onSuccess: () => {
        setSentTo(newEmail.trim());
        form.reset();
      },
      onError: (err) => {
        // The server answers the same for a taken address as for a bad one, so
        // that nobody can find out who has an account here.
        setGeneral(
          applyServerErrors(form, err, ['newEmail'] as const, {
            fallback: GENERIC_ERROR,
            overrides: {
              newEmail: 'This email address cannot be used. It may already belong to an account.',
            },
          }),
        );
      },
    });
  });

  return (
    <SettingsSection
      title="Change email"
      description={
        <>
          Your email address is <strong style={{ overflowWrap: 'anywhere' }}>{user.email}</strong>.
          It is never shown on your public profile.
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <TextInput
            label="New email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('newEmail')}
          />
        </Stack>
        {sentTo ? (
          <Alert
            color="blue"
            mt="md"
            role="status"
            title="Check your inbox"
            icon={<IconMailForward size={20} aria-hidden />}
          >
            <Text size="sm">
              We sent a link to <strong style={{ overflowWrap: 'anywhere' }}>{sentTo}</strong>. Open
              it to confirm your new email address. Until then, your email stays{' '}
              <span style={{ overflowWrap: 'anywhere' }}>{user.email}</span>.
            </Text>
          </Alert>
        ) : null}
        <SettingsFormFooter
          general={general}
          label="Send confirmation link"
          pending={mutation.isPending}
        />
      </form>
    </SettingsSection>
  );
}
