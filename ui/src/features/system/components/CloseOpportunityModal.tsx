import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import type { SystemOpportunity } from '../api/types';

export const REASON_MAX = 500;

interface Props {
  opportunity: SystemOpportunity | null;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** Closes an opportunity that breaks the rules; the company is emailed the reason. */
export function CloseOpportunityModal({ opportunity, pending, error, onClose, onSubmit }: Props) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (v) => {
        const reason = v.trim();
        if (!reason) return 'Please tell the company why.';
        if (reason.length > REASON_MAX) return `At most ${REASON_MAX} characters.`;
        return null;
      },
    },
  });
  const { setValues, clearErrors } = form;
  const opened = opportunity !== null;
  useEffect(() => {
    if (opened) {
      setValues({ reason: '' });
      clearErrors();
    }
  }, [opened, setValues, clearErrors]);

  const serverField = error ? fieldErrors(error).reason : undefined;
  const general = error && !serverField ? errorMessage(error) : null;

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title="Close opportunity"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit((v) => onSubmit(v.reason.trim()))} noValidate>
        <Stack gap="md">
          <Text>
            Close <strong>{opportunity?.title}</strong> of {opportunity?.company_name}? Volunteers
            can no longer apply, and the company is emailed your reason.
          </Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            description={`${form.values.reason.length}/${REASON_MAX}`}
            data-autofocus
            {...form.getInputProps('reason')}
            error={form.errors.reason ?? serverField}
          />
          {general ? (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              Close opportunity
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
