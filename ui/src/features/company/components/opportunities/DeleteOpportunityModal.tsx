import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { errorMessage } from '@/shared/errors';
import { useDeleteOpportunity } from '../../api/deleteOpportunity';

interface Props {
  opportunity: Opportunity;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting; applicants are told the opportunity was withdrawn. */
export function DeleteOpportunityModal({ opportunity: o, opened, onClose, onDeleted }: Props) {
  const remove = useDeleteOpportunity();
  const [error, setError] = useState<string | null>(null);
  const n = o.applicants;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Delete this opportunity?"
      centered
    >
      <Stack gap="md">
        <Text>
          <strong>{o.title}</strong> will be removed for good.
        </Text>
        <Text>
          {n > 0
            ? `Its ${n === 1 ? 'applicant' : `${n} applicants`} will be told by email that it was withdrawn; their applications stay in their list as "Withdrawn by the company".`
            : 'Anyone who applied will be told by email that it was withdrawn.'}
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red.8"
            loading={remove.isPending}
            onClick={() => {
              setError(null);
              remove.mutate(o.id, {
                onSuccess: onDeleted,
                onError: (err) => setError(errorMessage(err)),
              });
            }}
          >
            Delete opportunity
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
