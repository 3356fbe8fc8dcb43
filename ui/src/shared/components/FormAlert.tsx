import { Alert } from '@mantine/core';

/** The message for a whole form (a refusal no field explains), announced as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}
