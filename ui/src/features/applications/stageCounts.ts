import type { Application, ApplicationStage } from '@/shared/components/opportunity/model';

/** How many of the applications are at each stage. */
export function countByStage(
  applications: readonly Pick<Application, 'stage'>[],
): Record<ApplicationStage, number> {
  const counts: Record<ApplicationStage, number> = {
    applied: 0,
    in_review: 0,
    interview: 0,
    accepted: 0,
    rejected: 0,
    withdrawn: 0,
  };
  for (const a of applications) {
    if (a.stage in counts) counts[a.stage] += 1;
  }
  return counts;
}

/** Applications still in play: applied, in review or at interview. */
export function activeCount(counts: Record<ApplicationStage, number>): number {
  return counts.applied + counts.in_review + counts.interview;
}

/** The key under which the dismissal of the thank-you card is kept. */
export const THANK_YOU_DISMISSED_KEY = 'volunteerThankYouDismissed';
