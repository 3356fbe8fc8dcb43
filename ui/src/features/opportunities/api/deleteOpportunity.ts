import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, opportunityKeys } from '@/shared/api/opportunityKeys';
import { pb } from '@/shared/pb';

/**
 * Deletes one of the company's opportunities; the server withdraws its
 * applications (the volunteers are told) in the same transaction.
 */
export async function deleteOpportunity(id: string): Promise<void> {
  await pb.collection('opportunities').delete(id);
}

export function useDeleteOpportunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOpportunity,
    onSuccess: (_void, id) => {
      client.removeQueries({ queryKey: [...opportunityKeys.company, 'one', id] });
      void client.invalidateQueries({ queryKey: opportunityKeys.all });
      void client.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
