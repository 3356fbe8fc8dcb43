import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';
import { applicationKeys, opportunityKeys } from './opportunityKeys';

/** The volunteer withdraws their application: a stage change, kept in its history. */
export function withdrawApplication(id: string): Promise<Application> {
  return pb.collection('applications').update<Application>(id, { stage: 'withdrawn' });
}

/** Used by the opportunity page and the volunteer's own list. */
export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: opportunityKeys.all });
      void client.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
