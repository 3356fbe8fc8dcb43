import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { applicationNoteKeys, type ApplicationNote } from './applicationNotes';

export interface SaveNoteInput {
  /** The note's record, when the application has one already. */
  noteId: string;
  applicationId: string;
  /** The company the note belongs to (the server checks it is the application's and yours). */
  companyId: string;
  body: string;
}

/** Writes the team's private note on an application: creates it or changes it. */
export function saveApplicationNote({
  noteId,
  applicationId,
  companyId,
  body,
}: SaveNoteInput): Promise<ApplicationNote> {
  const notes = pb.collection('application_notes');
  return noteId
    ? notes.update<ApplicationNote>(noteId, { body })
    : notes.create<ApplicationNote>({ application: applicationId, company: companyId, body });
}

export function useSaveApplicationNote(opportunityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveApplicationNote,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationNoteKeys.ofOpportunity(opportunityId) });
    },
  });
}
