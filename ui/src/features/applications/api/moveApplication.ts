import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useChangeThenRefresh } from '@/shared/api/refreshingMutations';
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

/** What a move changes: the applications, and the opportunity's applicants and interviews counters. */
const changedByMove = [applicationKeys.all, opportunityKeys.all];

export function useMoveApplication() {
  return useChangeThenRefresh(moveApplication, changedByMove);
}

/**
 * Moves an applicant on the board of one opportunity: the card changes
 * column at once and goes back if the server refuses (the server stays the
 * judge of every move); `onError` is told the server's reason.
 */
export function useMoveOnBoard(opportunityId: string) {
  const client = useQueryClient();
  const queryKey = applicationKeys.ofOpportunity(opportunityId);

  const mutation = useMutation({
    mutationFn: moveApplication,
    onMutate: async ({ id, stage }) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<Application[]>(queryKey);
      client.setQueryData<Application[]>(queryKey, (list = []) =>
        list.map((a) => (a.id === id ? { ...a, stage } : a)),
      );
      return { before };
    },
    onSuccess: (saved) => {
      client.setQueryData<Application[]>(queryKey, (list = []) =>
        list.map((a) => (a.id === saved.id ? { ...a, ...saved } : a)),
      );
    },
    onError: (_err, _vars, context) => {
      client.setQueryData(queryKey, context?.before);
    },
    onSettled: () => {
      for (const stale of changedByMove) void client.invalidateQueries({ queryKey: stale });
    },
  });

  return {
    isPending: mutation.isPending,
    move: (
      input: MoveInput,
      handlers: { onSuccess: () => void; onError: (err: unknown) => void },
    ) => mutation.mutate(input, handlers),
  };
}
