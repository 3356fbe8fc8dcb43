/**
 * Reviews between the two sides of a completed engagement, as the server
 * stores them (collection reviews) and as the public pages list them.
 */
export type ReviewSide = 'volunteer' | 'company';

/** A review record as its own side (or anyone, once published) reads it. */
export interface Review {
  id: string;
  engagement: string;
  author_side: ReviewSide;
  volunteer: string;
  company: string;
  volunteer_name: string;
  company_name: string;
  opportunity_title: string;
  rating: number;
  text: string;
  published: boolean;
  published_at: string;
  reply: string;
  replied_at: string;
  hidden: boolean;
  created: string;
}

/** One published review on a public page. */
export interface PublicReview {
  id: string;
  rating: number;
  text: string;
  author_name: string;
  author_username: string;
  opportunity_title: string;
  published_at: string;
  reply: string;
  replied_at: string;
}

/** A page of a profile's reviews with the average and count of all of them. */
export interface ProfileReviews {
  /** The reviewed user's id (a company's owner id). */
  subject: string;
  count: number;
  average: number;
  page: number;
  perPage: number;
  totalPages: number;
  items: PublicReview[];
}

/** The longest review and reply text. */
export const REVIEW_TEXT_MAX = 1000;

/** The longest report reason. */
export const REPORT_REASON_MAX = 500;

/** Days after the completion during which each side may review. */
export const REVIEW_WINDOW_DAYS = 30;

/** The day the review window closes, or null when it is unknown. */
export function reviewDeadline(completedAt: string): Date | null {
  const d = new Date(completedAt.replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + REVIEW_WINDOW_DAYS * 86_400_000);
}

/** "4 out of 5 stars" (what a screen reader hears for a rating). */
export function starsLabel(rating: number): string {
  return `${rating} out of 5 stars`;
}

/** "4.5 out of 5 from 3 reviews". */
export function averageLabel(average: number, count: number): string {
  return `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Query keys of reviews (engagement pages, public pages, the superadmin queue). */
export const reviewKeys = {
  all: ['reviews'] as const,
  ofEngagement: (id: string) => ['reviews', 'engagement', id] as const,
  ofProfile: (kind: ReviewSide, username: string, page: number) =>
    ['reviews', 'profile', kind, username.toLowerCase(), page] as const,
  system: (status: string, page: number) => ['reviews', 'system', status, page] as const,
};

/** Whether the review window of an engagement completed at completedAt has closed. */
export function reviewWindowClosed(completedAt: string): boolean {
  const deadline = reviewDeadline(completedAt);
  return deadline !== null && deadline.getTime() < Date.now();
}
