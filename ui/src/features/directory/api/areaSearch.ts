import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { paths } from '@/shared/paths';

/** One result of the top bar's search: what it shows and where it leads. */
export interface SearchHit {
  key: string;
  label: string;
  detail: string;
  to: string;
}

export interface SearchGroups {
  volunteers: SearchHit[];
  companies: SearchHit[];
  opportunities: SearchHit[];
}

/** How many results each group shows; Enter opens the whole list. */
export const HITS_PER_GROUP = 4;

interface VolunteerItem {
  username: string;
  first_name: string;
  last_name: string;
  city: string;
}
interface CompanyItem {
  username: string;
  company_name: string;
  city: string;
}
interface OpportunityItem {
  id: string;
  title: string;
  company_name: string;
}

/**
 * Asks the three public searches at once (the directory's volunteers and
 * companies, the opportunity search) for their first few matches.
 */
export async function fetchAreaSearch(q: string, signal?: AbortSignal): Promise<SearchGroups> {
  const query = { q, perPage: HITS_PER_GROUP, page: 1 };
  const [volunteers, companies, opportunities] = await Promise.all([
    pb.send<{ items: VolunteerItem[] }>('/api/directory/volunteers', { query, signal }),
    pb.send<{ items: CompanyItem[] }>('/api/directory/companies', { query, signal }),
    pb.send<{ items: OpportunityItem[] }>('/api/opportunities/search', { query, signal }),
  ]);
  return {
    volunteers: volunteers.items.map((v) => ({
      key: `v:${v.username}`,
      label: `${v.first_name} ${v.last_name}`.trim() || v.username,
      detail: v.city,
      to: paths.volunteerPublic(v.username),
    })),
    companies: companies.items.map((c) => ({
      key: `c:${c.username}`,
      label: c.company_name || c.username,
      detail: c.city,
      to: paths.companyPublic(c.username),
    })),
    opportunities: opportunities.items.map((o) => ({
      key: `o:${o.id}`,
      label: o.title,
      detail: o.company_name,
      to: paths.opportunity(o.id),
    })),
  };
}

export const areaSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['area-search', q],
    queryFn: ({ signal }) => fetchAreaSearch(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The grouped matches of q; nothing is asked for a query shorter than 2 characters. */
export function useAreaSearch(q: string) {
  return useQuery({ ...areaSearchQuery(q), enabled: q.length >= 2 });
}
