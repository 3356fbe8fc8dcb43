import { Button, Stack, Table, Text, Tooltip } from '@mantine/core';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useCloseOpportunity } from '../api/closeOpportunity';
import { useOpportunities } from '../api/opportunities';
import type { SystemOpportunity } from '../api/types';
import { CloseOpportunityModal } from '../components/CloseOpportunityModal';
import { useMutationDialog } from '../components/DeleteDialog';
import { PageHeader } from '../components/PageHeader';
import { ProfileLink } from '../components/ProfileLink';
import { SearchableList } from '../components/SearchableList';
import { StatusBadge } from '@/shared/components/opportunity/Badges';
import { OPPORTUNITY_STATUSES, STATUS_LABEL } from '@/shared/components/opportunity/model';
import { keepPageWithin, useListControls } from '../components/useListControls';
import { formatDate, userProfilePath } from '../format';
import { notifyDone } from '@/shared/notifySaved';

const statusOptions = OPPORTUNITY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

/** /system/opportunities: every opportunity of every company; close one that breaks the rules. */
export function OpportunitiesPage() {
  usePageTitle('Opportunities');
  const list = useListControls();
  const opportunities = useOpportunities({ q: list.q, status: list.filter, page: list.page });
  const close = useCloseOpportunity();
  const closing = useMutationDialog<SystemOpportunity, typeof close>(close);
  keepPageWithin(list.page, opportunities.data?.totalPages, list.setPage);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Opportunities"
        description="Every opportunity companies posted, in every status."
      />
      <SearchableList
        controls={list}
        noun="opportunity"
        things="opportunities"
        toolbar={{
          searchPlaceholder: 'Search by title or company',
          filter: { label: 'Filter by status', allLabel: 'All statuses', options: statusOptions },
        }}
        query={opportunities}
        minWidth={900}
        columns={[
          'Title',
          'Company',
          'Status',
          'Applicants',
          'Interviews',
          'Posted',
          'Expires',
          'Action',
        ]}
        aria-label="Opportunities"
        row={(o) => (
          <Table.Tr key={o.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {o.title}
              </Text>
              {o.closed_reason ? (
                <Text size="xs" c="dimmed">
                  Closed by Voluntech: {o.closed_reason}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <ProfileLink
                path={userProfilePath('company', o.company_username)}
                size="sm"
                fallback={o.company_name}
              >
                {o.company_name || o.company_username}
              </ProfileLink>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={o.status} />
            </Table.Td>
            <Table.Td>{o.applicants}</Table.Td>
            <Table.Td>{o.interviews}</Table.Td>
            <Table.Td>{formatDate(o.created)}</Table.Td>
            <Table.Td>{formatDate(o.expires_at)}</Table.Td>
            <Table.Td>
              {o.status === 'closed' ? (
                <Text size="sm" c="dimmed">
                  Closed
                </Text>
              ) : (
                <Tooltip label="Close and tell the company why">
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    aria-label={`Close ${o.title}`}
                    onClick={() => closing.open(o)}
                  >
                    Close
                  </Button>
                </Tooltip>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <CloseOpportunityModal
        opportunity={closing.item}
        pending={close.isPending}
        error={close.error}
        onClose={closing.close}
        onSubmit={(reason) => {
          const o = closing.item;
          if (!o) return;
          close.mutate(
            { id: o.id, reason },
            {
              onSuccess: () => {
                notifyDone(
                  `${o.title} was closed and its company was emailed the reason.`,
                  'Opportunity closed',
                );
                closing.close();
              },
            },
          );
        }}
      />
    </Stack>
  );
}

export { OpportunitiesPage as Component };
