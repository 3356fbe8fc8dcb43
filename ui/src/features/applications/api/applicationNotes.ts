import { useQuery } from '@tanstack/react-query';
import { fullListQuery } from '@/shared/api/recordQueries';
import { pb } from '@/shared/pb';

/**
 * The company team's private note on one application. Its own collection,
 * readable by the team only, so nothing a volunteer receives carries it.
 */
export interface ApplicationNote {
  id: string;
  application: string;
  company: string;
  body: string;
  /** Who of the team wrote last, with the name as it was then. */
  updated_by_name: string;
  updated: string;
}

export const applicationNoteKeys = {
  ofOpportunity: (opportunityId: string) => ['application_notes', opportunityId] as const,
};

/** The notes on the applications to one opportunity, by application id. */
export const applicationNotesQuery = (opportunityId: string) => ({
  ...fullListQuery<ApplicationNote>(
    applicationNoteKeys.ofOpportunity(opportunityId),
    'application_notes',
    {
      filter: pb.filter('application.opportunity = {:id}', { id: opportunityId }),
      fields: 'id,application,company,body,updated_by_name,updated',
      batch: 200,
    },
  ),
  select: (notes: ApplicationNote[]) => new Map(notes.map((n) => [n.application, n])),
});

/** The notes of one opportunity's applications, by application id. */
export function useApplicationNotes(opportunityId: string) {
  return useQuery(applicationNotesQuery(opportunityId));
}
