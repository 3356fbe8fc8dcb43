import { Button, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { ActionModal } from '@/shared/components/ActionModal';
import { notifyDone } from '@/shared/notifySaved';
import { splitServerErrors } from '@/shared/serverErrors';
import { useDismissRecommendation } from '../api/recommendations';

export const DISMISS_REASON_MAX = 300;

/** "Not for me" on a recommendation: an optional reason, then it leaves the list for good. */
export function DismissButton({ opportunityId, title }: { opportunityId: string; title: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dismiss = useDismissRecommendation();
  const shut = () => {
    setReason('');
    setError(null);
    close();
  };
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    dismiss.mutate(
      { opportunityId, reason: reason.trim() },
      {
        onSuccess: () => {
          notifyDone('We will not recommend it again.');
          shut();
        },
        onError: (err) => {
          const { fields, general } = splitServerErrors(err, ['reason'], {
            fallback: 'That could not be saved. Please try again.',
          });
          setError(fields.reason ?? general);
        },
      },
    );
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={open} aria-label={`Not for me: ${title}`}>
        Not for me
      </Button>
      <ActionModal
        opened={opened}
        onClose={shut}
        title="Not for me"
        onSubmit={submit}
        onCancel={shut}
        confirmLabel="Not for me"
        pending={dismiss.isPending}
      >
        <Text size="sm">
          &ldquo;{title}&rdquo; will not be recommended to you again. Telling us why is optional and
          helps us recommend better.
        </Text>
        <Textarea
          label="Why not? (optional)"
          autosize
          minRows={2}
          maxLength={DISMISS_REASON_MAX}
          value={reason}
          onChange={(ev) => setReason(ev.currentTarget.value)}
          error={error}
        />
      </ActionModal>
    </>
  );
}
