import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import type { SystemOpportunity } from '../api/types';
import { FormModal } from './FormModal';

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
    <FormModal
      opened={opened}
      title="Close opportunity"
      pending={pending}
      general={general}
      submitLabel="Close opportunity"
      submitColor="red.9"
      onClose={onClose}
      onSubmit={form.onSubmit((v) => onSubmit(v.reason.trim()))}
    >
      <Text>
        Close <strong>{opportunity?.title}</strong> of {opportunity?.company_name}? Volunteers can
        no longer apply, and the company is emailed your reason.
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
    </FormModal>
  );
}
