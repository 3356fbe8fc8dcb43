import { Anchor, SegmentedControl, SimpleGrid, Stack, Button, Group } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { companyIdOf, useCurrentUser } from '@/shared/auth';
import { CardGrid } from '@/shared/components/ListPageFrame';
import { EmptyResults, PageHeading } from '@/shared/components/PageHeading';
import { SaveSearchButton } from '@/shared/savedSearches/SaveSearchButton';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { Pagination } from '@/shared/components/Pagination';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import { useSavedVolunteers } from '../api/savedVolunteers';
import { InviteToApplyButton } from '../components/InviteToApplyButton';
import { VolunteerCard, VolunteerCardSkeleton } from '../components/VolunteerCard';
import { VolunteerDirectory } from './VolunteersPage';

type View = 'all' | 'saved';

/**
 * /company/volunteers: the volunteer directory inside the company area, with
 * the company's saved volunteers as a second view (?view=saved), and
 * "Invite to apply" on every card.
 */
export function CompanyVolunteersPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'saved' ? 'saved' : 'all';
  const user = useCurrentUser();
  const companyId = companyIdOf(user);

  const views = (
    <SegmentedControl
      aria-label="Show"
      data={[
        { value: 'all', label: 'All volunteers' },
        { value: 'saved', label: 'Saved' },
      ]}
      value={view}
      onChange={(v) => setParams(v === 'saved' ? { view: 'saved' } : {})}
      w={{ base: '100%', xs: 'fit-content' }}
    />
  );
  const actions = (v: Parameters<typeof InviteToApplyButton>[0]['volunteer']) => (
    <InviteToApplyButton volunteer={v} companyId={companyId} />
  );

  if (view === 'all') {
    return (
      <VolunteerDirectory
        views={
          <Group justify="space-between" gap="sm" wrap="wrap">
            {views}
            {user?.verified ? (
              <Group gap="sm">
                <Anchor component={Link} to={paths.company.savedSearches} c="blue.8">
                  Your saved searches
                </Anchor>
                <SaveSearchButton kind="volunteers" userId={user.id} />
              </Group>
            ) : null}
          </Group>
        }
        actions={actions}
      />
    );
  }
  return <SavedVolunteers views={views} actions={actions} viewerId={companyId} />;
}

function SavedVolunteers({
  views,
  actions,
  viewerId,
}: {
  views: React.ReactNode;
  actions: (v: Parameters<typeof InviteToApplyButton>[0]['volunteer']) => React.ReactNode;
  viewerId: string;
}) {
  usePageTitle('Saved volunteers');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const saved = useSavedVolunteers(viewerId, page);
  const data = saved.data;

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto">
      <PageHeading title="Volunteers" intro="The volunteers your team saved, most recent first." />
      {views}
      {saved.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-label="Loading">
          {[0, 1].map((i) => (
            <VolunteerCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : saved.isError || !data ? (
        <LoadErrorAlert title="Your saved volunteers could not be loaded" query={saved} />
      ) : data.items.length === 0 ? (
        <EmptyResults
          title="No saved volunteers yet."
          hint="Save volunteers with the heart on their card to find them here."
        >
          <Button component={Link} to={paths.company.volunteers} variant="default" mt="md">
            Browse all volunteers
          </Button>
        </EmptyResults>
      ) : (
        <>
          <CardGrid
            cols={{ base: 1, sm: 2 }}
            label="Saved volunteers"
            items={data.items}
            keyOf={(v) => v.username}
          >
            {(v) => <VolunteerCard volunteer={v} saved actions={actions(v)} />}
          </CardGrid>
          {data.totalPages > 1 ? (
            <Pagination
              page={page}
              total={data.totalPages}
              onChange={(p) => setParams({ view: 'saved', page: String(p) })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}

export { CompanyVolunteersPage as Component };
