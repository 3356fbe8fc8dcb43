import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';
import type { OpportunityBody } from '../components/manage/formValues';

export interface SaveOpportunityInput {
  /** The opportunity to update; null to create one. */
  id: string | null;
  body: OpportunityBody;
}

/** Creates or updates one of the company's opportunities; the server sets the company. */
export function saveOpportunity({ id, body }: SaveOpportunityInput): Promise<Opportunity> {
  const records = pb.collection('opportunities');
  return id ? records.update<Opportunity>(id, body) : records.create<Opportunity>(body);
}

export function useSaveOpportunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOpportunity,
    onSuccess: (saved) => {
      client.setQueryData([...opportunityKeys.company, 'one', saved.id], saved);
      void client.invalidateQueries({ queryKey: opportunityKeys.all });
    },
  });
}
