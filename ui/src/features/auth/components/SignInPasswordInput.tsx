import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** The password of an existing account ("Password"), with a focusable show/hide toggle. */
export function SignInPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="Password"
      autoComplete="current-password"
      required
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}
