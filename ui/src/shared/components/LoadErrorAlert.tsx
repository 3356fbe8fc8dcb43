import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/shared/errors';

interface Props {
  /** The alert's title, e.g. "Your profile could not be loaded". */
  title: string;
  /** The failed query: its error is shown, "Try again" refetches it. */
  query: { error: unknown; refetch: () => unknown };
}

/** A query that failed: the reason and a "Try again" button. */
export function LoadErrorAlert({ title, query }: Props) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(query.error)}</Text>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
