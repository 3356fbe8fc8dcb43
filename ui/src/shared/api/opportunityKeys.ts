/**
 * Query keys of opportunities and applications, shared by the public pages
 * and both areas so a change made in one refreshes the others.
 */
export const opportunityKeys = {
  all: ['opportunities'] as const,
  public: ['opportunities', 'public'] as const,
  detail: (id: string) => ['opportunities', 'detail', id] as const,
  company: ['opportunities', 'company'] as const,
  discover: ['opportunities', 'discover'] as const,
};

export const applicationKeys = {
  all: ['applications'] as const,
  mine: ['applications', 'mine'] as const,
  ofOpportunity: (id: string) => ['applications', 'opportunity', id] as const,
  company: ['applications', 'company'] as const,
};

export const favoriteKeys = {
  opportunities: (userId: string) => ['favorites', 'opportunities', userId] as const,
  saved: (userId: string) => ['favorites', 'saved', userId] as const,
};
