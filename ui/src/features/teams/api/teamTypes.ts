/** The shapes of the team routes (docs/team-api.md). */

export type TeamRole = 'owner' | 'member';
export type TeamMemberStatus = 'active' | 'invited' | 'expired';

/** One seat of the team: an account (owner or member) or an invitation. */
export interface TeamMember {
  /** The user's id, or the invitation's id. */
  id: string;
  kind: 'user' | 'invitation';
  /** "First Last"; "" for an invitation. */
  name: string;
  first_name?: string;
  last_name?: string;
  role: TeamRole;
  /** What the person does at the company, "" when not told. */
  role_title?: string;
  status: TeamMemberStatus;
  /** The avatar's path, "" without one. */
  avatar?: string;
  /** A PocketBase date, "" when never seen (accounts only). */
  last_active_at?: string;
  joined_at?: string;
  /** Only the owner sees the team's email addresses. */
  email?: string;
  /** Invitations only, for the owner. */
  invited_at?: string;
  expires_at?: string;
}

/** GET /api/company/team */
export interface Team {
  /** The plan's seats, the owner included. */
  seats: number;
  /** Owner, members and pending invitations. */
  used: number;
  /** The plan's id, "" without a usable plan. */
  plan: string;
  plan_name: string;
  /** Whether the signed-in user owns the company (manages the team and billing). */
  owner: boolean;
  can_invite: boolean;
  /** More accounts than seats, after a downgrade. */
  over_seats: boolean;
  /** The server's word on the seats ("" when there is nothing to say). */
  notice: string;
  members: TeamMember[];
}

/** GET /api/company/team/join/{token}: what the invitee sees before joining. */
export interface TeamInvitation {
  company_name: string;
  /** The logo's path, "" without one. */
  company_logo: string;
  email: string;
}

export const teamKey = ['company', 'team'] as const;
