import { PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@/shared/types';
import { useChangePassword, type ChangePasswordInput } from '../api/changePassword';
import { SettingsSection } from './SettingsSection';
import { SettingsFormFooter } from './SettingsFormFooter';
import { changePasswordSchema } from './accountSchemas';
import { applyServerErrors } from '@/shared/serverErrors';
import { GENERIC_ERROR } from '@/shared/errors';
import { paths } from '@/shared/paths';

const FIELDS = ['oldPassword', 'password', 'passwordConfirm'] as const;

export function ChangePasswordForm({ user }: { user: User }) {
  const mutation = useChangePassword(user);
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    initialValues: { oldPassword: '', password: '', passwordConfirm: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    let result;
    try {
      // Awaited rather than passed callbacks: if signing in again fails, the
      // user is signed out and this form unmounts before the callbacks run.
      result = await mutation.mutateAsync(values);
    } catch (err) {
      setGeneral(
        applyServerErrors(form, err, FIELDS, {
          fallback: GENERIC_ERROR,
          overrides: {
            oldPassword: 'Your current password is not correct.',
          },
        }),
      );
      return;
    }
    form.reset();
    if (result.signedIn) {
      notifications.show({
        color: 'green',
        title: 'Password changed',
        message: 'Your password was changed.',
      });
    } else {
      notifications.show({
        title: 'Password changed',
        message: 'Your password was changed. Please log in with your new password.',
      });
      navigate(paths.login);
    }
  });

  return (
    <SettingsSection
      title="Change password"
      description="Use at least 8 characters. Changing it signs you out on your other devices."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('passwordConfirm')}
          />
        </Stack>
        <SettingsFormFooter
          general={general}
          label="Change password"
          pending={mutation.isPending}
        />
      </form>
    </SettingsSection>
  );
}
