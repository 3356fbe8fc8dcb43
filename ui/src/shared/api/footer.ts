import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

export async function fetchFooter(): Promise<string> {
  const res = await pb.send<{ html: string }>('/api/footer', { method: 'GET' });
  return res.html ?? '';
}

export const footerQuery = queryOptions({
  queryKey: ['footer'],
  queryFn: fetchFooter,
  staleTime: 5 * 60_000,
});

export function useFooter() {
  return useQuery(footerQuery);
}
