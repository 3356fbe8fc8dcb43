import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import {
  OpportunityCard,
  OpportunityCardSkeleton,
  OpportunityGridList,
} from '@/features/opportunities/components/OpportunityCard';
import { ProfileSection } from '@/shared/components/profile/ProfileSection';
import { paths } from '@/shared/paths';
import { usePublicCompanyOpportunities } from '../api/publicCompanyOpportunities';

/** The company's open opportunities as cards, six at a time; each card opens its opportunity. */
export function OpenOpportunitiesSection({ username, name }: { username: string; name: string }) {
  const viewer = useCurrentUser();
  const query = usePublicCompanyOpportunities(username, viewer?.id ?? '');
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.totalItems ?? 0;
  const label = `Open opportunities at ${name}`;

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading the open opportunities">
        <OpportunityGridList label={label}>
          {[0, 1].map((i) => (
            <li key={i}>
              <OpportunityCardSkeleton />
            </li>
          ))}
        </OpportunityGridList>
      </div>
    );
  } else if (query.isError) {
    body = <LoadErrorAlert title="The open opportunities could not be loaded" query={query} />;
  } else if (items.length === 0) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text c="gray.7">{name} has no open opportunities right now.</Text>
        <Button component={Link} to={paths.opportunities} variant="default" size="sm">
          Browse all opportunities
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <OpportunityGridList label={label}>
          {items.map((o) => (
            <li key={o.id}>
              <OpportunityCard opportunity={o} headingOrder={3} />
            </li>
          ))}
        </OpportunityGridList>
        {query.hasNextPage ? (
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            style={{ alignSelf: 'flex-start' }}
          >
            Show more ({items.length} of {total})
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <ProfileSection title="Open opportunities" id="open-opportunities">
      {body}
    </ProfileSection>
  );
}
