import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import type { Role } from '@/shared/types';
import type { SystemUser, UserInput } from '../api/types';
import { roleLabels } from '../format';
import { FormModal } from './FormModal';

const FIELDS = ['first_name', 'last_name', 'username', 'email', 'role'] as const;
type Field = (typeof FIELDS)[number];

// The same rules as the users collection on the server.
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 50;

const roleOptions = (Object.keys(roleLabels) as Role[]).map((r) => ({
  value: r,
  label: roleLabels[r],
}));

interface FormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  role: Role | null;
}

export function validateUser(values: FormValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [key, label] of [
    ['first_name', 'a first name'],
    ['last_name', 'a last name'],
  ] as const) {
    const v = values[key].trim();
    if (!v) errors[key] = `Please enter ${label}.`;
    else if (v.length > NAME_MAX) errors[key] = `At most ${NAME_MAX} characters.`;
  }
  const username = values.username.trim();
  if (username.length < 3 || username.length > 30) {
    errors.username = 'Username must be 3 to 30 characters long.';
  } else if (!USERNAME.test(username)) {
    errors.username =
      'Use letters, numbers, dots, dashes and underscores, starting with a letter or number.';
  }
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address.';
  if (!values.role) errors.role = 'Please choose a role.';
  return errors;
}

interface Props {
  opened: boolean;
  /** The user to edit; null adds a new one. */
  user: SystemUser | null;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  /** Only the fields that changed (all of them when adding). */
  onSubmit: (input: Partial<UserInput>) => void;
}

const empty: FormValues = { first_name: '', last_name: '', username: '', email: '', role: null };

/** Adds a user (who is mailed a link to set a password) or edits one. */
export function UserFormModal({ opened, user, pending, error, onClose, onSubmit }: Props) {
  const form = useForm<FormValues>({ initialValues: empty, validate: validateUser });

  const { setValues, resetDirty, clearErrors, setErrors } = form;
  useEffect(() => {
    if (!opened) return;
    const start: FormValues = user
      ? {
          first_name: user.first_name,
          last_name: user.last_name,
          username: user.username,
          email: user.email,
          role: user.role,
        }
      : empty;
    setValues(start);
    resetDirty(start);
    clearErrors();
  }, [opened, user, setValues, resetDirty, clearErrors]);

  // The server's field messages (duplicate email, reserved username, ...) go under the fields.
  const serverFields = error ? fieldErrors(error) : {};
  const known = FIELDS.filter((f) => serverFields[f]);
  useEffect(() => {
    if (!error) return;
    const fields = fieldErrors(error);
    const next: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) if (fields[f]) next[f] = fields[f];
    setErrors(next);
  }, [error, setErrors]);
  const general = error && known.length === 0 ? errorMessage(error) : null;

  const submit = form.onSubmit((values) => {
    const trimmed: UserInput = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      role: values.role ?? 'volunteer',
    };
    if (!user) {
      onSubmit(trimmed);
      return;
    }
    const changed: Partial<UserInput> = {};
    for (const key of FIELDS) {
      if (trimmed[key] !== user[key]) Object.assign(changed, { [key]: trimmed[key] });
    }
    onSubmit(changed);
  });

  return (
    <FormModal
      opened={opened}
      title={user ? `Edit ${user.username}` : 'Add User'}
      size="lg"
      pending={pending}
      general={general}
      submitLabel={user ? 'Save' : 'Add User'}
      onClose={onClose}
      onSubmit={submit}
    >
      {!user ? (
        <Text size="sm" c="dimmed">
          The new user gets an email with a link to set their password.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First name"
          required
          maxLength={NAME_MAX}
          data-autofocus
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          required
          maxLength={NAME_MAX}
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label="Username"
          required
          maxLength={30}
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Email address"
          type="email"
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          required
          data={roleOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
