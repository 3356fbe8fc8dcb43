import { formatDay } from '@/shared/engagements/model';
import type { MilestoneStatus, ScopeStatus, ScopeVersion, Side, VersionStatus } from './api/scope';

export const GOAL_MAX = 1000;
export const TITLE_MAX = 200;
export const DONE_MAX = 1000;
export const NOTE_MAX = 1000;
export const COMMENT_MAX = 1000;
export const MAX_MILESTONES = 20;
/** The file types a deliverable may be (the server checks the content too). */
export const FILE_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.zip,application/pdf,image/png,image/jpeg,application/zip';

export const SCOPE_STATUS_LABEL: Record<ScopeStatus, string> = {
  draft: 'Not proposed yet',
  proposed: 'Waiting for an answer',
  agreed: 'Agreed',
  change_requested: 'Changes asked',
};

export const VERSION_STATUS_LABEL: Record<VersionStatus, string> = {
  proposed: 'proposed',
  agreed: 'agreed',
  change_requested: 'sent back with changes asked',
  declined: 'declined',
  superseded: 'replaced by a revision',
};

export const MILESTONE_STATUS_LABEL: Record<MilestoneStatus, string> = {
  open: 'Open',
  submitted: 'Waiting for sign-off',
  changes_requested: 'Changes asked',
  signed_off: 'Signed off',
};

export const MILESTONE_STATUS_COLOR: Record<MilestoneStatus, string> = {
  open: 'gray.2',
  submitted: 'yellow.2',
  changes_requested: 'orange.2',
  signed_off: 'green.2',
};

export function sideName(side: Side, names: { company: string; volunteer: string }): string {
  return side === 'company' ? names.company : names.volunteer;
}

/** Replaces the YYYY-MM-DD dates in a server's change note with words ("moved to 20 Dec 2026"). */
function humanDates(text: string): string {
  return text.replace(/\d{4}-\d{2}-\d{2}/g, (d) => formatDay(d));
}

/**
 * One line of the history: "Scope v2 agreed on 3 Dec 2026: milestone 2 moved to 20 Dec 2026".
 * The date is the answer's when there is one, else the proposal's.
 */
export function historyLine(v: ScopeVersion): string {
  const when = formatDay(v.answered_at || v.created);
  const what = v.answered_at ? VERSION_STATUS_LABEL[v.status] : 'proposed';
  const changes = v.changes.length > 0 ? `: ${humanDates(v.changes.join('; '))}` : '';
  return `Scope v${v.version} ${what} on ${when}${changes}`;
}
