import { queryOptions, useQuery } from '@tanstack/react-query';
import { useChangeStoringAnswer } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import { downloadWithSession } from '@/shared/saveFile';

/** One completed engagement in a volunteer's portfolio (hooks/projects/portfolio.go). */
export interface PortfolioEntry {
  id: string;
  company_name: string;
  title: string;
  /** YYYY-MM-DD */
  start: string;
  end: string;
  hours: number;
  /** The certificate's id, "" without one. */
  certificate: string;
  hidden: boolean;
  deliverables: { title: string; note: string; link: string }[];
}

interface Portfolio {
  items: PortfolioEntry[];
}

export const portfolioKeys = {
  public: (username: string) => ['projects', 'portfolio', 'public', username] as const,
  own: ['projects', 'portfolio', 'own'] as const,
};

export const publicPortfolioQuery = (username: string) =>
  queryOptions({
    queryKey: portfolioKeys.public(username),
    queryFn: () =>
      pb.send<Portfolio>(`/api/volunteers/${encodeURIComponent(username)}/portfolio`, {}),
    select: (p) => p.items,
  });

export function usePublicPortfolio(username: string) {
  return useQuery(publicPortfolioQuery(username));
}

export const ownPortfolioQuery = queryOptions({
  queryKey: portfolioKeys.own,
  queryFn: () => pb.send<Portfolio>('/api/volunteer/portfolio', {}),
});

export function useOwnPortfolio() {
  return useQuery(ownPortfolioQuery);
}

/** Saves the order (first shown first) and the hidden entries. */
export function useSavePortfolio() {
  return useChangeStoringAnswer(
    (entries: { id: string; hidden: boolean }[]) =>
      pb.send<Portfolio>('/api/volunteer/portfolio', { method: 'PUT', body: { entries } }),
    portfolioKeys.own,
  );
}

/** Downloads the signed-in volunteer's transcript as a PDF (GET /api/volunteer/transcript.pdf). */
export function downloadTranscriptPdf(): Promise<void> {
  return downloadWithSession(
    pb.authStore.token,
    pb.buildURL('/api/volunteer/transcript.pdf'),
    'voluntech-transcript.pdf',
    'The PDF could not be downloaded. Please try again.',
  );
}
