import { LoadingBars } from '@/shared/components/LoadingBars';
import { lazy, Suspense } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { companyIdOf, currentUser, useCurrentUser } from '@/shared/auth';
import type { FirstData } from '@/shared/firstData';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { OpportunityGridList } from '@/features/opportunities/components/OpportunityCard';
import { Pagination } from '@/shared/components/Pagination';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import {
  companyOpportunitiesQuery,
  useCompanyOpportunities,
} from '@/features/opportunities/api/companyOpportunities';
import { useCompanyOpportunity } from '@/features/opportunities/api/companyOpportunity';
import {
  CompanyOpportunityCard,
  CompanyOpportunityCardSkeleton,
} from '@/features/opportunities/components/manage/CompanyOpportunityCard';
import { OpportunityLoadError } from '@/features/opportunities/components/manage/OpportunityLoadError';
import { PostButton } from '@/features/opportunities/components/manage/PostButton';
import { notifications } from '@mantine/notifications';
import { paths } from '@/shared/paths';

// The list is what the page opens on; one opportunity's view (its
// applicants' board, engagements, reviews, suggestions) and its edit form
// are loaded when one is opened, beside its data: a first visit to the list
// does not fetch the drag-and-drop board and the number inputs.
const OpportunityDetail = lazy(() =>
  import('./components/OpportunityDetail').then((m) => ({ default: m.OpportunityDetail })),
);
const OpportunityForm = lazy(() =>
  import('@/features/opportunities/components/manage/OpportunityForm').then((m) => ({
    default: m.OpportunityForm,
  })),
);

/**
 * The list's first page, without a query string (index.html starts it:
 * app/preloads.ts); a page number or an opened opportunity asks for itself.
 */
export const firstData: FirstData = (client, { request }) =>
  new URL(request.url).search
    ? []
    : [client.prefetchQuery(companyOpportunitiesQuery(companyIdOf(currentUser()), 1))];

/**
 * The company's opportunities: a card list, or, chosen by
 * ?id=, one opportunity's detail view (?edit=1: its edit form).
 */
export function OpportunitiesPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <OneOpportunity id={id} edit={params.get('edit') === '1'} />;
  return <OpportunityList />;
}

function OpportunityList() {
  usePageTitle('Opportunities');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useCompanyOpportunities(companyIdOf(user), page);
  const data = query.data;

  let content;
  if (query.isPending) {
    content = (
      <div role="status" aria-label="Loading your opportunities">
        <OpportunityGridList label="Loading">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <CompanyOpportunityCardSkeleton />
            </li>
          ))}
        </OpportunityGridList>
      </div>
    );
  } else if (query.isError || !data) {
    content = <LoadErrorAlert title="Your opportunities could not be loaded" query={query} />;
  } else if (data.totalItems === 0) {
    content = (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>You have not posted an opportunity yet.</Text>
        <Text size="sm" c="gray.7" mt={4} mb="md">
          Describe what you need help with; volunteers can apply once you set it to Open.
        </Text>
        <PostButton />
      </Paper>
    );
  } else {
    content = (
      <Stack gap="md">
        <OpportunityGridList label="Your opportunities">
          {data.items.map((o) => (
            <li key={o.id} style={{ minWidth: 0 }}>
              <CompanyOpportunityCard opportunity={o} />
            </li>
          ))}
        </OpportunityGridList>
        {data.totalPages > 1 ? (
          <Pagination
            page={page}
            total={data.totalPages}
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Opportunities</Title>
          <Text c="gray.7" mt={4}>
            {data && data.totalItems > 0
              ? `${data.totalItems} ${data.totalItems === 1 ? 'opportunity' : 'opportunities'}`
              : 'What you need help with, and who applied.'}
          </Text>
        </div>
        <PostButton />
      </Group>
      {content}
    </Stack>
  );
}

function OneOpportunity({ id, edit }: { id: string; edit: boolean }) {
  const query = useCompanyOpportunity(id);
  const navigate = useNavigate();
  usePageTitle(query.data ? query.data.title : 'Opportunity');
  const detailPath = paths.company.opportunity(id);

  const loading = (
    <LoadingBars label="Loading the opportunity" gap="lg" bars={[{ h: 36, w: '50%' }, 80, 200]} />
  );
  if (query.isPending) return loading;
  if (query.isError) return <OpportunityLoadError query={query} />;

  if (edit) {
    return (
      <Stack gap="lg" maw={860}>
        <Title order={1}>Edit opportunity</Title>
        <Suspense fallback={loading}>
          <OpportunityForm
            opportunity={query.data}
            onCancel={() => void navigate(detailPath)}
            onSaved={() => {
              notifications.show({ color: 'green', message: 'Your changes are saved.' });
              void navigate(detailPath);
            }}
          />
        </Suspense>
      </Stack>
    );
  }
  return (
    <Suspense fallback={loading}>
      <OpportunityDetail opportunity={query.data} />
    </Suspense>
  );
}

export { OpportunitiesPage as Component };
