import { Box, Group } from '@mantine/core';
import { passwordStrength, strengthColors } from '@/shared/validators';

const SEGMENTS = [1, 2, 3] as const;

/**
 * The 3-segment strength bar: as many segments are filled as the
 * password scores, in the colour of its score.
 */
export function PasswordStrength({ password }: { password: string }) {
  const score = passwordStrength(password);
  const color = strengthColors[score];
  return (
    <Group
      gap={6}
      grow
      mt={6}
      role="meter"
      aria-label={`Password strength: ${score} of 3`}
      aria-valuemin={0}
      aria-valuemax={3}
      aria-valuenow={score}
      aria-valuetext={`${score} of 3`}
    >
      {SEGMENTS.map((segment) => (
        <Box
          key={segment}
          h={6}
          bdrs="xl"
          bg={segment <= score ? `${color}.6` : 'gray.3'}
          data-filled={segment <= score || undefined}
          aria-hidden
        />
      ))}
    </Group>
  );
}
