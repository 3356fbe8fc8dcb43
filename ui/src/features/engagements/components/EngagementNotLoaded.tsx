import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { LoadingBars } from '@/shared/components/LoadingBars';
import type { Engagement } from '@/shared/engagements/model';

/**
 * An engagement's page, for either side, before its engagement is there:
 * the loading bars while it loads, else the load error with a retry.
 */
export function EngagementNotLoaded({ query }: { query: UseQueryResult<Engagement> }) {
  if (query.isPending) {
    return <LoadingBars label="Loading the engagement" gap="md" bars={[60, 200]} />;
  }
  return <LoadErrorAlert title="This engagement could not be loaded" query={query} />;
}
