import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/shared/errors';

interface Props {
  /** The alert's title, e.g. "Your profile could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A query that failed: the reason and a "Try again" button. */
export function LoadErrorAlert({ title, error, onRetry }: Props) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
