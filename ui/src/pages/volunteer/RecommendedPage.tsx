import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import { RecommendedList } from '@/features/matching/components/RecommendedList';
import { OpportunityCard } from '@/features/opportunities/components/OpportunityCard';

/** Every opportunity recommended to the volunteer, best first, each with its reasons. */
export function RecommendedPage() {
  usePageTitle('Recommended for you');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Recommended for you</Title>
        <Text c="gray.7" mt={4}>
          Open opportunities ranked by how well they fit your skills, interests, field, place and
          time. Each says why. &ldquo;Not for me&rdquo; removes one for good.
        </Text>
      </div>
      <RecommendedList
        userId={user?.id ?? ''}
        page={page}
        perPage={12}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        profilePath={user ? paths.volunteer.edit(user.username) : paths.volunteer.profileCreation}
        label="Recommended opportunities"
        renderCard={(o, footer) => <OpportunityCard opportunity={o} footer={footer} />}
      />
    </Stack>
  );
}

export { RecommendedPage as Component };
