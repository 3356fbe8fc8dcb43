import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Role, User } from '@/shared/types';
import { useUpdateProfileNames, type ProfileNamesInput } from '../api/updateProfileNames';
import { SettingsSection } from './SettingsSection';
import { applyServerErrors } from '@/shared/serverErrors';
import { GENERIC_ERROR } from '@/shared/errors';

const roleLabels: Record<Role, string> = {
  volunteer: 'Volunteer',
  company: 'Tech Company',
  superadmin: 'Superadmin',
};

const FIELDS = ['first_name', 'last_name', 'username'] as const;

// The same rules as the users collection on the server.
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const NAME_MAX = 50;

function nameError(value: string, label: string): string | null {
  const v = value.trim();
  if (!v) return `Please enter your ${label}.`;
  if (v.length > NAME_MAX) return `Your ${label} must be at most ${NAME_MAX} characters long.`;
  return null;
}

function usernameError(value: string): string | null {
  const v = value.trim();
  if (v.length < 3 || v.length > 30) return 'Username must be 3 to 30 characters long.';
  if (!USERNAME.test(v)) {
    return 'Use letters, numbers, dots, dashes and underscores, starting with a letter or number.';
  }
  return null;
}

export function DetailsForm({ user }: { user: User }) {
  const mutation = useUpdateProfileNames(user.id);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<ProfileNamesInput>({
    initialValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      username: user.username ?? '',
    },
    validate: {
      first_name: (v) => nameError(v, 'first name'),
      last_name: (v) => nameError(v, 'last name'),
      username: usernameError,
    },
  });

  const submit = form.onSubmit((values) => {
    setGeneral(null);
    mutation.mutate(values, {
      onSuccess: (saved) => {
        const next = {
          first_name: saved.first_name,
          last_name: saved.last_name,
          username: saved.username,
        };
        form.setValues(next);
        form.resetDirty(next);
        notifications.show({ color: 'green', title: 'Saved', message: 'Your details were saved.' });
      },
      onError: (err) => {
        setGeneral(
          applyServerErrors(form, err, FIELDS, {
            fallback: GENERIC_ERROR,
          }),
        );
      },
    });
  });

  return (
    <SettingsSection title="Your details" description="Your name and username as others see them.">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX}
            {...form.getInputProps('last_name')}
          />
          <TextInput
            label="Username"
            autoComplete="username"
            required
            maxLength={30}
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Role"
            value={roleLabels[user.role] ?? user.role}
            readOnly
            variant="filled"
            description="Your role cannot be changed."
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          />
        </SimpleGrid>
        {general ? (
          <Alert color="red" mt="md" role="alert">
            {general}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={mutation.isPending}>
            Save details
          </Button>
        </Group>
      </form>
    </SettingsSection>
  );
}
