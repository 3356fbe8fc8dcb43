import { actorName } from '@/shared/team';
import {
  historyOf,
  type Application,
  type ApplicationStage,
  type StageChange,
} from '@/shared/components/opportunity/model';

/** The name shown for an applicant. */
export const applicantName = (a: Application) =>
  a.applicant?.name?.trim() || a.applicant?.username || 'A volunteer';

/**
 * The applications a search and a stage filter leave: the search matches
 * the applicant's name, username, city, country or a skill, ignoring case.
 */
export function filterApplicants(
  applications: readonly Application[],
  q: string,
  stage: ApplicationStage | null,
): Application[] {
  const needle = q.trim().toLowerCase();
  return applications.filter((a) => {
    if (stage && a.stage !== stage) return false;
    if (!needle) return true;
    const p = a.applicant;
    const haystack = [
      applicantName(a),
      p?.username ?? '',
      p?.city ?? '',
      p?.country_name ?? '',
      ...(p?.skills ?? []),
    ];
    return haystack.some((s) => s.toLowerCase().includes(needle));
  });
}

/** A stage change of one application, for the dashboard's recent events. */
export interface StageEvent extends StageChange {
  applicationId: string;
  opportunityId: string;
  opportunityTitle: string;
  applicantName: string;
  /** Who of the team made the move, "" when the volunteer did (or no one is known). */
  byName: string;
}

/** The newest stage changes across applications, newest first, at most `limit`. */
export function recentEvents(applications: readonly Application[], limit: number): StageEvent[] {
  const events: StageEvent[] = [];
  for (const a of applications) {
    for (const change of historyOf(a)) {
      events.push({
        ...change,
        applicationId: a.id,
        opportunityId: a.opportunity,
        opportunityTitle: a.opportunity_title,
        applicantName: applicantName(a),
        byName: actorName(change.by_name, change.by_former),
      });
    }
  }
  events.sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0));
  return events.slice(0, Math.max(0, limit));
}
