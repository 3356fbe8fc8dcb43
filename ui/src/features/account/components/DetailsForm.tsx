import { SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Role, User } from '@/shared/types';
import { useUpdateProfileNames, type ProfileNamesInput } from '../api/updateProfileNames';
import { SettingsSection } from './SettingsSection';
import { SettingsFormFooter } from './SettingsFormFooter';
import { detailsSchema, NAME_MAX, USERNAME_MAX } from './accountSchemas';
import { applyServerErrors } from '@/shared/serverErrors';
import { GENERIC_ERROR } from '@/shared/errors';

const roleLabels: Record<Role, string> = {
  volunteer: 'Volunteer',
  company: 'Tech Company',
  superadmin: 'Superadmin',
};

/** The editable details, in the form's order. */
const TEXT_FIELDS = [
  { field: 'first_name', label: 'First name', autoComplete: 'given-name', max: NAME_MAX },
  { field: 'last_name', label: 'Last name', autoComplete: 'family-name', max: NAME_MAX },
  { field: 'username', label: 'Username', autoComplete: 'username', max: USERNAME_MAX },
] as const;

const FIELDS = TEXT_FIELDS.map((f) => f.field);

export function DetailsForm({ user }: { user: User }) {
  const mutation = useUpdateProfileNames(user.id);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<ProfileNamesInput>({
    initialValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      username: user.username ?? '',
    },
    validate: schemaResolver(detailsSchema, { sync: true }),
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
          {TEXT_FIELDS.map(({ field, label, autoComplete, max }) => (
            <TextInput
              key={field}
              label={label}
              autoComplete={autoComplete}
              required
              maxLength={max}
              {...form.getInputProps(field)}
            />
          ))}
          <TextInput
            label="Role"
            value={roleLabels[user.role] ?? user.role}
            readOnly
            variant="filled"
            description="Your role cannot be changed."
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          />
        </SimpleGrid>
        <SettingsFormFooter general={general} label="Save details" pending={mutation.isPending} />
      </form>
    </SettingsSection>
  );
}
