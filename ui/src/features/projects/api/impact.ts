import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { downloadWithSession } from '@/shared/saveFile';

/** What volunteers gave a company, or the platform, in a period (hooks/projects/impact.go). */
export interface Impact {
  from: string;
  to: string;
  hours: number;
  value: number;
  currency: string;
  rate: number;
  engagements_completed: number;
  milestones_signed_off: number;
}

export type ImpactOf = 'company' | 'platform';

export interface Period {
  /** YYYY-MM-DD or "" (open). */
  from: string;
  to: string;
}

const routes: Record<ImpactOf, string> = {
  company: '/api/company/impact',
  platform: '/api/system/impact',
};

const query = ({ from, to }: Period) => {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const impactQuery = (of: ImpactOf, period: Period) =>
  queryOptions({
    queryKey: ['projects', 'impact', of, period.from, period.to] as const,
    queryFn: () => pb.send<Impact>(`${routes[of]}${query(period)}`, {}),
  });

export function useImpact(of: ImpactOf, period: Period) {
  return useQuery({ ...impactQuery(of, period), placeholderData: keepPreviousData });
}

/** Downloads the company's CSV of engagements and hours for the period. */
export async function downloadImpactCsv(period: Period): Promise<void> {
  const name = period.from || period.to ? `impact-${period.from}_${period.to}.csv` : 'impact.csv';
  await downloadWithSession(
    pb.authStore.token,
    pb.buildURL(`/api/company/impact.csv${query(period)}`),
    name,
    'The export could not be downloaded. Please try again.',
  );
}
