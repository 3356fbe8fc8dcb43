import { Anchor, Button, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useCloseOpportunity } from '../api/closeOpportunity';
import { useOpportunities } from '../api/opportunities';
import type { SystemOpportunity } from '../api/types';
import { CloseOpportunityModal } from '../components/CloseOpportunityModal';
import { ListFooter } from '../components/ListFooter';
import { ListState } from '../components/ListState';
import { ListToolbar } from '../components/ListToolbar';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { pageWithin, useListControls } from '../components/useListControls';
import {
  formatDate,
  opportunityStatus,
  opportunityStatuses,
  userProfilePath,
  type OpportunityStatus,
} from '../format';

const statusOptions = (Object.keys(opportunityStatuses) as OpportunityStatus[]).map((s) => ({
  value: s,
  label: opportunityStatuses[s].label,
}));

/** /system/opportunities: every opportunity of every company; close one that breaks the rules. */
export function OpportunitiesPage() {
  usePageTitle('Opportunities');
  const list = useListControls();
  const opportunities = useOpportunities({ q: list.q, status: list.filter, page: list.page });
  const close = useCloseOpportunity();
  const [closing, setClosing] = useState<SystemOpportunity | null>(null);
  const data = opportunities.data;
  const items = data?.items ?? [];
  const within = pageWithin(list.page, data?.totalPages);
  if (within !== list.page) list.setPage(within);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Opportunities"
        description="Every opportunity companies posted, in every status."
      />
      <ListToolbar
        searchLabel="Search opportunities"
        searchPlaceholder="Search by title or company"
        text={list.text}
        onText={list.setText}
        filter={{
          label: 'Filter by status',
          allLabel: 'All statuses',
          options: statusOptions,
          value: list.filter,
          onChange: list.setFilter,
        }}
      />
      <ListState
        query={opportunities}
        loadingLabel="Loading opportunities"
        errorTitle="The opportunities could not be loaded"
        empty={items.length === 0}
        emptyText={
          list.q || list.filter ? 'No opportunities match your search.' : 'No opportunities yet.'
        }
      >
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" striped highlightOnHover aria-label="Opportunities">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Applicants</Table.Th>
                <Table.Th scope="col">Interviews</Table.Th>
                <Table.Th scope="col">Posted</Table.Th>
                <Table.Th scope="col">Expires</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((o) => {
                const status = opportunityStatus(o.status);
                const companyPath = userProfilePath('company', o.company_username);
                return (
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
                      {companyPath ? (
                        <Anchor component={Link} to={companyPath} size="sm">
                          {o.company_name || o.company_username}
                        </Anchor>
                      ) : (
                        o.company_name
                      )}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge color={status.color}>{status.label}</StatusBadge>
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
                            onClick={() => {
                              close.reset();
                              setClosing(o);
                            }}
                          >
                            Close
                          </Button>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      <ListFooter
        data={data}
        noun="opportunity"
        nouns="opportunities"
        onPage={list.setPage}
        label="Opportunity list pages"
      />
      <CloseOpportunityModal
        opportunity={closing}
        pending={close.isPending}
        error={close.error}
        onClose={() => setClosing(null)}
        onSubmit={(reason) =>
          closing &&
          close.mutate(
            { id: closing.id, reason },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'green',
                  title: 'Opportunity closed',
                  message: `${closing.title} was closed and its company was emailed the reason.`,
                });
                setClosing(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}

export { OpportunitiesPage as Component };
