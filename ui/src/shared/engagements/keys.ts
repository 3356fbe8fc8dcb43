/** Query keys of engagements and certificates, shared by both areas and the public pages. */
export const engagementKeys = {
  all: ['engagements'] as const,
  mine: (userId: string) => ['engagements', 'mine', userId] as const,
  detail: (id: string) => ['engagements', 'detail', id] as const,
  hours: (engagementId: string) => ['engagements', 'hours', engagementId] as const,
  ofOpportunity: (id: string) => ['engagements', 'opportunity', id] as const,
};

export const certificateKeys = {
  all: ['certificates'] as const,
  detail: (id: string) => ['certificates', 'detail', id] as const,
  ofVolunteer: (username: string) => ['certificates', 'volunteer', username] as const,
  did: ['certificates', 'did'] as const,
  system: ['certificates', 'system'] as const,
};
