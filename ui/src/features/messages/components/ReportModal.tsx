import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ModalActions } from '@/shared/components/ModalActions';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { useReportConversation } from '../api/report';
import { notifyDone } from '@/shared/notifySaved';

interface Props {
  conversationId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** Reports the other party with a reason; their recent messages go to the moderators. */
export function ReportModal({ conversationId, name, opened, onClose }: Props) {
  const [reason, setReason] = useState('');
  const report = useReportConversation();
  const fields = fieldErrors(report.error);
  const submit = () =>
    report.mutate(
      { id: conversationId, reason },
      {
        onSuccess: () => {
          notifyDone('Thank you. Our team will review this conversation.');
          setReason('');
          onClose();
        },
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={`Report ${name}`}>
      <Stack>
        <Text size="sm">
          Our moderators will read the messages {name} sent you in this conversation, and nothing
          else.
        </Text>
        <Textarea
          label="Why are you reporting this conversation?"
          required
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={
            fields.reason ?? (report.error && !fields.reason ? errorMessage(report.error) : null)
          }
        />
        <ModalActions
          onCancel={onClose}
          confirmLabel="Send report"
          onConfirm={submit}
          pending={report.isPending}
        />
      </Stack>
    </Modal>
  );
}
