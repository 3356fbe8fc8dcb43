import { queryOptions, useQuery } from '@tanstack/react-query';
import { useChangeStoringAnswer } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';

/** An engagement's scope as GET /api/engagements/{id}/scope answers it (hooks/projects/view.go). */
export type ScopeStatus = 'draft' | 'proposed' | 'agreed' | 'change_requested';
export type VersionStatus = 'proposed' | 'agreed' | 'change_requested' | 'declined' | 'superseded';
export type MilestoneStatus = 'open' | 'submitted' | 'changes_requested' | 'signed_off';
export type Side = 'company' | 'volunteer';

export interface PlannedMilestone {
  id: string;
  title: string;
  done_means: string;
  /** YYYY-MM-DD */
  due: string;
}

export interface Deliverable {
  link: string;
  file: string;
  file_url: string;
  note: string;
  confidential: boolean;
  publish: boolean;
  submitted_at: string;
}

export interface Milestone extends PlannedMilestone {
  status: MilestoneStatus;
  /** The company's words when it asked for changes. */
  comment: string;
  signed_off_at: string;
  deliverable?: Deliverable;
}

export interface ScopeVersion {
  version: number;
  status: VersionStatus;
  goal: string;
  hours_per_week: number;
  milestones: PlannedMilestone[];
  proposed_side: Side;
  comment: string;
  answer_comment: string;
  created: string;
  answered_at: string;
  /** What this version changed from the one before ("milestone 2 moved to 2026-12-20"). */
  changes: string[];
}

export interface Scope {
  version: number;
  status: ScopeStatus;
  goal: string;
  hours_per_week: number;
  milestones: Milestone[];
  proposed_side: Side | '';
  comment: string;
  answer_comment: string;
  agreed_version: number;
  next_due: string;
  /** The engagement's first day, YYYY-MM-DD: no milestone is due before it. */
  started: string;
  history: ScopeVersion[];
}

export const scopeKeys = {
  detail: (engagementId: string) => ['projects', 'scope', engagementId] as const,
};

const base = (engagementId: string) => `/api/engagements/${encodeURIComponent(engagementId)}`;

export const scopeQuery = (engagementId: string) =>
  queryOptions({
    queryKey: scopeKeys.detail(engagementId),
    queryFn: () => pb.send<Scope>(`${base(engagementId)}/scope`, {}),
  });

export function useScope(engagementId: string) {
  return useQuery(scopeQuery(engagementId));
}

export interface ScopeInput {
  goal: string;
  hours_per_week: number;
  milestones: { id?: string; title: string; done_means: string; due: string }[];
  comment?: string;
}

/** Every change answers the new scope, which replaces the cached one. */
function useScopeChange<T>(engagementId: string, send: (input: T) => Promise<Scope>) {
  return useChangeStoringAnswer(send, scopeKeys.detail(engagementId));
}

export function useProposeScope(engagementId: string) {
  return useScopeChange(engagementId, (body: ScopeInput) =>
    pb.send<Scope>(`${base(engagementId)}/scope`, { method: 'PUT', body }),
  );
}

export function useAnswerScope(engagementId: string) {
  return useScopeChange(engagementId, (a: { accept: true } | { comment: string }) =>
    'accept' in a
      ? pb.send<Scope>(`${base(engagementId)}/scope/accept`, { method: 'POST' })
      : pb.send<Scope>(`${base(engagementId)}/scope/request-changes`, {
          method: 'POST',
          body: { comment: a.comment },
        }),
  );
}

export function useSubmitMilestone(engagementId: string) {
  return useScopeChange(
    engagementId,
    (a: { milestoneId: string; link: string; note: string; file: File | null }) => {
      const body = new FormData();
      body.append('link', a.link);
      body.append('note', a.note);
      if (a.file) body.append('file', a.file);
      return pb.send<Scope>(
        `${base(engagementId)}/milestones/${encodeURIComponent(a.milestoneId)}/submit`,
        { method: 'POST', body },
      );
    },
  );
}

export function useDecideMilestone(engagementId: string) {
  return useScopeChange(
    engagementId,
    (
      a:
        | { milestoneId: string; signOff: true; confidential: boolean }
        | { milestoneId: string; comment: string },
    ) =>
      'signOff' in a
        ? pb.send<Scope>(
            `${base(engagementId)}/milestones/${encodeURIComponent(a.milestoneId)}/signoff`,
            { method: 'POST', body: { confidential: a.confidential } },
          )
        : pb.send<Scope>(
            `${base(engagementId)}/milestones/${encodeURIComponent(a.milestoneId)}/request-changes`,
            { method: 'POST', body: { comment: a.comment } },
          ),
  );
}

export function useFlagMilestone(engagementId: string) {
  return useScopeChange(
    engagementId,
    (a: { milestoneId: string; confidential?: boolean; publish?: boolean }) =>
      pb.send<Scope>(`${base(engagementId)}/milestones/${encodeURIComponent(a.milestoneId)}`, {
        method: 'PATCH',
        body: { confidential: a.confidential, publish: a.publish },
      }),
  );
}

/** Downloads a deliverable's file (the route needs the session's token, so no plain link). */
export async function fileOf(url: string): Promise<Blob> {
  const res = await fetch(pb.buildURL(url), { headers: { Authorization: pb.authStore.token } });
  if (!res.ok) throw new Error('The file could not be downloaded.');
  return res.blob();
}
