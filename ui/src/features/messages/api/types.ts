/** A side of a conversation: the company (its whole team) or the volunteer. */
export type Side = 'company' | 'volunteer';

/** A `conversations` record as the list and the thread read it. */
export interface Conversation {
  id: string;
  company: string;
  volunteer: string;
  opportunity: string;
  opportunity_title: string;
  last_message_at: string;
  last_preview: string;
  last_sender: string;
  company_unread: number;
  volunteer_unread: number;
  company_read_at: string;
  volunteer_read_at: string;
  blocked_by: '' | Side;
  company_name: string;
  volunteer_name: string;
  company_username: string;
  volunteer_username: string;
  company_picture: string;
  volunteer_picture: string;
  created: string;
}

/** A `messages` record. */
export interface Message {
  id: string;
  conversation: string;
  sender: string;
  body: string;
  /** The stored file name, "" without one. */
  attachment: string;
  created: string;
  collectionId: string;
  collectionName: string;
}

export const otherSide = (side: Side): Side => (side === 'company' ? 'volunteer' : 'company');

/** What the signed-in side sees of the other party. */
export function partyOf(c: Conversation, mySide: Side) {
  const side = otherSide(mySide);
  return {
    name: c[`${side}_name`] || 'Deleted account',
    username: c[`${side}_username`],
    picture: c[`${side}_picture`],
  };
}

export const queryKeys = {
  all: ['messages'] as const,
  conversations: (side: Side, search: string) =>
    ['messages', 'conversations', side, search] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  unread: (side: Side) => ['messages', 'unread', side] as const,
  fileToken: ['messages', 'fileToken'] as const,
  reports: (status: string, page: number) => ['messages', 'reports', status, page] as const,
};
