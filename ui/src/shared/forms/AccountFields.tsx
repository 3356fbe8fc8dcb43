import {
  Anchor,
  PasswordInput,
  SimpleGrid,
  Text,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { PasswordInputWithStrength } from '@/shared/components/PasswordInputWithStrength';
import { paths } from '@/shared/paths';

/** The first and the last name, required, side by side (stacked on phones). */
export function NameFields({ first, last }: { first: TextInputProps; last: TextInputProps }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <TextInput autoComplete="given-name" required {...first} />
      <TextInput autoComplete="family-name" required {...last} />
    </SimpleGrid>
  );
}

/** A new account's password with its strength bar, and its confirmation; both required. */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: ComponentProps<typeof PasswordInputWithStrength>;
  confirm: PasswordInputProps;
}) {
  return (
    <>
      <PasswordInputWithStrength autoComplete="new-password" required {...password} />
      <PasswordInput
        autoComplete="new-password"
        required
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': 'Show password confirmation' }}
        {...confirm}
      />
    </>
  );
}

/** The line under an account form that leads to another one ("Already have an account? Log in"). */
export function AccountSwitchLink({
  question = 'Already have an account?',
  to = paths.login,
  link = 'Log in',
}: {
  question?: string;
  to?: string;
  link?: string;
}) {
  return (
    <Text ta="center" size="sm">
      {question}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {link}
      </Anchor>
    </Text>
  );
}
