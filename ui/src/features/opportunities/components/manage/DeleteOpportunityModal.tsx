import { Text } from '@mantine/core';
import { ConfirmModal } from '@/shared/components/ConfirmModal';
import type { Opportunity } from '@/shared/components/opportunity/model';
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
  const n = o.applicants;

  return (
    <ConfirmModal
      opened={opened}
      title="Delete this opportunity?"
      cancelLabel="Keep it"
      confirmLabel="Delete opportunity"
      confirmColor="red.8"
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() => remove.mutate(o.id, { onSuccess: onDeleted })}
      closableWhilePending
    >
      <Text>
        <strong>{o.title}</strong> will be removed for good.
      </Text>
      <Text>
        {n > 0
          ? `Its ${n === 1 ? 'applicant' : `${n} applicants`} will be told by email that it was withdrawn; their applications stay in their list as "Withdrawn by the company".`
          : 'Anyone who applied will be told by email that it was withdrawn.'}
      </Text>
    </ConfirmModal>
  );
}
