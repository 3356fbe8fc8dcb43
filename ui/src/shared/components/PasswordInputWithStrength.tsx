import { Box, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordStrength } from './PasswordStrength';

// Only what the server enforces (hooks/auth MinPasswordLength, the users collection's password field).
export const PASSWORD_HINT = 'At least 8 characters.';

type Props = Omit<PasswordInputProps, 'value'> & { value: string };

/**
 * A password field with a focusable show/hide toggle, the rule hint and the strength
 * bar. The hint is gray.7 because Mantine's dimmed grey is below 4.5:1 on white.
 */
export function PasswordInputWithStrength({ value, description, ...props }: Props) {
  return (
    <Box>
      <PasswordInput
        value={value}
        description={description ?? PASSWORD_HINT}
        descriptionProps={{ c: 'gray.7' }}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
        {...props}
      />
      <PasswordStrength password={value} />
    </Box>
  );
}
