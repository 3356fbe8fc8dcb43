import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Application, ApplicationStage } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

export interface MoveInput {
  id: string;
  stage: ApplicationStage;
}

/** Moves an applicant to the next stage; the server keeps the change with its time. */
export function moveApplication({ id, stage }: MoveInput): Promise<Application> {
  return pb.collection('applications').update<Application>(id, { stage });
}

export function useMoveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveApplication,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationKeys.all });
      // The opportunity's applicants and interviews counters changed too.
      void client.invalidateQueries({ queryKey: opportunityKeys.all });
    },
  });
}
