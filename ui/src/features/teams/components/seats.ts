import type { Team, TeamMember } from '../api/teamTypes';

/** "1 of 2 team member accounts in use": invitations hold their seat until used or revoked. */
export function seatsSummary(team: Pick<Team, 'seats' | 'used'>): string {
  const noun = team.seats === 1 ? 'team member account' : 'team member accounts';
  return `${team.used} of ${team.seats} ${noun} in use`;
}

/** The share of seats taken, 0-100, for the seats bar. */
export function seatsPercent(team: Pick<Team, 'seats' | 'used'>): number {
  if (team.seats <= 0) return 100;
  return Math.min(100, Math.round((team.used / team.seats) * 100));
}

/**
 * Whether a message of the server is about the plan's seats: those come
 * with a link to the payments page, where the plan is changed.
 */
export function needsUpgrade(message: string | null | undefined): boolean {
  return /upgrade your plan|choose a plan/i.test(message ?? '');
}

/** The team's accounts (owner first, as the server orders them) and its invitations. */
export function splitTeam(members: readonly TeamMember[]): {
  accounts: TeamMember[];
  invitations: TeamMember[];
} {
  return {
    accounts: members.filter((m) => m.kind === 'user'),
    invitations: members.filter((m) => m.kind === 'invitation'),
  };
}

/** "Owner", "Member", or with the person's title: "Member · Designer". */
export function roleText(member: Pick<TeamMember, 'role' | 'role_title'>): string {
  const role = member.role === 'owner' ? 'Owner' : 'Member';
  const title = member.role_title?.trim();
  return title ? `${role} · ${title}` : role;
}
