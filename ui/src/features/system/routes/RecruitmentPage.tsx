import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useApplications } from '../api/applications';
import { ListFooter } from '../components/ListFooter';
import { ListState } from '../components/ListState';
import { ListToolbar } from '../components/ListToolbar';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { pageWithin, useListControls } from '../components/useListControls';
import {
  applicationStage,
  applicationStages,
  formatDate,
  userProfilePath,
  type ApplicationStage,
} from '../format';

const stageOptions = (Object.keys(applicationStages) as ApplicationStage[]).map((s) => ({
  value: s,
  label: applicationStages[s].label,
}));

/** /system/recruitment: every application with its stage. */
export function RecruitmentPage() {
  usePageTitle('Recruitment');
  const list = useListControls();
  const applications = useApplications({ q: list.q, stage: list.filter, page: list.page });
  const data = applications.data;
  const items = data?.items ?? [];
  const within = pageWithin(list.page, data?.totalPages);
  if (within !== list.page) list.setPage(within);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Recruitment"
        description="Every application volunteers sent, and how far it got."
      />
      <ListToolbar
        searchLabel="Search applications"
        searchPlaceholder="Search by volunteer, opportunity or company"
        text={list.text}
        onText={list.setText}
        filter={{
          label: 'Filter by stage',
          allLabel: 'All stages',
          options: stageOptions,
          value: list.filter,
          onChange: list.setFilter,
        }}
      />
      <ListState
        query={applications}
        loadingLabel="Loading applications"
        errorTitle="The applications could not be loaded"
        empty={items.length === 0}
        emptyText={
          list.q || list.filter ? 'No applications match your search.' : 'No applications yet.'
        }
      >
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" striped highlightOnHover aria-label="Applications">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Volunteer</Table.Th>
                <Table.Th scope="col">Opportunity</Table.Th>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">Stage</Table.Th>
                <Table.Th scope="col">Applied</Table.Th>
                <Table.Th scope="col">Last change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((a) => {
                const stage = applicationStage(a.stage);
                const path = userProfilePath('volunteer', a.volunteer_username);
                return (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      {path ? (
                        <Anchor component={Link} to={path} size="sm">
                          {a.volunteer_name || a.volunteer_username}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Deleted volunteer
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {a.opportunity_title}
                      {!a.opportunity_id ? (
                        <Text size="xs" c="dimmed">
                          Deleted
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{a.company_name}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={stage.color}>{stage.label}</StatusBadge>
                    </Table.Td>
                    <Table.Td>{formatDate(a.created)}</Table.Td>
                    <Table.Td>{formatDate(a.updated)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      <ListFooter
        data={data}
        noun="application"
        onPage={list.setPage}
        label="Application list pages"
      />
    </Stack>
  );
}

export { RecruitmentPage as Component };
