import {
  allowedMoves,
  APPLICATION_STAGES,
  historyOf,
  parseDate,
  STAGE_LABEL,
  type Application,
  type ApplicationStage,
} from '@/shared/components/opportunity/model';
import { wholeDaysSince } from '@/shared/responseTime';

/** The board's columns, one per stage, in the order an application moves. */
export const BOARD_STAGES: readonly ApplicationStage[] = APPLICATION_STAGES;

/**
 * Whether a card at `from` may be dropped on the `to` column: only the
 * moves the company may make (the table's menu offers the same ones; the
 * server decides in the end). Dropping a card back on its own column is
 * no move.
 */
export function canDrop(from: ApplicationStage, to: ApplicationStage): boolean {
  return allowedMoves(from, 'company').some((m) => m.to === to);
}

/** The stages a card at `from` may be dropped on. */
export function dropTargets(from: ApplicationStage): ApplicationStage[] {
  return allowedMoves(from, 'company').map((m) => m.to);
}

/** The applications of each column, in the order given. */
export function columnsOf(
  applications: readonly Application[],
): Record<ApplicationStage, Application[]> {
  const columns = Object.fromEntries(BOARD_STAGES.map((s) => [s, [] as Application[]])) as Record<
    ApplicationStage,
    Application[]
  >;
  for (const a of applications) columns[a.stage]?.push(a);
  return columns;
}

/** Whether an application waits for the company: it is in an open stage. */
export const isWaiting = (stage: ApplicationStage) =>
  stage === 'applied' || stage === 'in_review' || stage === 'interview';

/** Whole days an application has been in its present stage. */
export function daysInStage(a: Application, now: Date = new Date()): number {
  const history = historyOf(a);
  return wholeDaysSince(parseDate(history[history.length - 1]?.at ?? a.created), now);
}

/**
 * The applicant's skills the opportunity asks for, in the applicant's
 * order, compared without case.
 */
export function matchingSkills(
  applicantSkills: readonly string[] | null | undefined,
  opportunitySkills: readonly string[],
): string[] {
  const wanted = new Set(opportunitySkills.map((s) => s.trim().toLowerCase()));
  return (applicantSkills ?? []).filter((s) => wanted.has(s.trim().toLowerCase()));
}

/** "In Review or Rejected", "Accepted, Interview or Rejected". */
export function stageList(stages: readonly ApplicationStage[]): string {
  const labels = stages.map((s) => STAGE_LABEL[s]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}
