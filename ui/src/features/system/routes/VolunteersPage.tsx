import { Anchor, Button, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSettings } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useLookups } from '@/shared/api/lookups';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import type { VolunteerSummary } from '../api/types';
import { useVolunteers } from '../api/volunteers';
import { ListFooter } from '../components/ListFooter';
import { ListState } from '../components/ListState';
import { ListToolbar } from '../components/ListToolbar';
import { PageHeader } from '../components/PageHeader';
import { SettingsTabs, type LookupTab } from '../components/SettingsTabs';
import { StatCard } from '../components/StatCard';
import { StatusBadge } from '../components/StatusBadge';
import { pageWithin, useListControls } from '../components/useListControls';
import { accountStatusColors, formatDate, userProfilePath } from '../format';

const volunteerSettings: LookupTab[] = [
  { kind: 'volunteer_category', title: 'Volunteer Categories', noun: 'Volunteer Category' },
  { kind: 'study_area', title: 'Areas of Study', noun: 'Area of Study', withPending: true },
  { kind: 'course_title', title: 'Course Titles', noun: 'Course Title' },
  {
    kind: 'institution',
    title: 'Education Institutions/Providers',
    noun: 'Education Institution',
  },
];

/** /system/volunteers: the summary and every volunteer; "Volunteer Settings" edits their pick lists. */
export function VolunteersPage() {
  const [params, setParams] = useSearchParams();
  const settings = params.get('view') === 'settings';
  usePageTitle(settings ? 'Volunteer Settings' : 'Volunteers');

  if (settings) {
    return (
      <Stack gap="lg">
        <Anchor
          component={Link}
          to="/system/volunteers"
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={16} aria-hidden />
          Back to volunteers
        </Anchor>
        <PageHeader
          title="Volunteer Settings"
          description="The pick lists volunteers choose from when they sign up and fill in their profile."
        />
        <SettingsTabs tabs={volunteerSettings} label="Volunteer settings" />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Volunteers"
        description="Every volunteer account and how it is doing."
        actions={
          <Button
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={() => setParams({ view: 'settings' })}
          >
            Volunteer Settings
          </Button>
        }
      />
      <VolunteerList />
    </Stack>
  );
}

function VolunteerList() {
  const list = useListControls();
  const volunteers = useVolunteers({ q: list.q, category: list.filter, page: list.page });
  const categories = useLookups('volunteer_category');
  const data = volunteers.data;
  const items = data?.items ?? [];
  const within = pageWithin(list.page, data?.totalPages);
  if (within !== list.page) list.setPage(within);

  return (
    <>
      {data ? (
        <Summary summary={data.summary} />
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="lg"
          role="status"
          aria-label="Loading the summary"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={104} />
          ))}
        </SimpleGrid>
      )}
      <Stack gap="md" component="section" aria-labelledby="all-volunteers">
        <Title order={2} id="all-volunteers">
          All Volunteers
        </Title>
        <ListToolbar
          searchLabel="Search volunteers"
          searchPlaceholder="Search by name, username or email"
          text={list.text}
          onText={list.setText}
          filter={{
            label: 'Filter by category',
            allLabel: 'All categories',
            options: categories.options,
            value: list.filter,
            onChange: list.setFilter,
          }}
        />
        <ListState
          query={volunteers}
          loadingLabel="Loading volunteers"
          errorTitle="The volunteers could not be loaded"
          empty={items.length === 0}
          emptyText={
            list.q || list.filter ? 'No volunteers match your search.' : 'No volunteers yet.'
          }
        >
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" striped highlightOnHover aria-labelledby="all-volunteers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Email Address</Table.Th>
                  <Table.Th scope="col">Category</Table.Th>
                  <Table.Th scope="col">Area of Study</Table.Th>
                  <Table.Th scope="col">City</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Joined</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((v) => {
                  const path = userProfilePath('volunteer', v.username);
                  return (
                    <Table.Tr key={v.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {path ? (
                            <Anchor component={Link} to={path} inherit>
                              {v.name || v.username}
                            </Anchor>
                          ) : (
                            v.name || v.username
                          )}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {v.username}
                        </Text>
                      </Table.Td>
                      <Table.Td>{v.email}</Table.Td>
                      <Table.Td>{v.category_name || '—'}</Table.Td>
                      <Table.Td>{v.area || '—'}</Table.Td>
                      <Table.Td>{v.city || '—'}</Table.Td>
                      <Table.Td>
                        <StatusBadge color={accountStatusColors[v.status] ?? 'gray.7'}>
                          {v.status}
                        </StatusBadge>
                      </Table.Td>
                      <Table.Td>{formatDate(v.created)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <ListFooter
          data={data}
          noun="volunteer"
          onPage={list.setPage}
          label="Volunteer list pages"
        />
      </Stack>
    </>
  );
}

function Summary({ summary }: { summary: VolunteerSummary }) {
  return (
    <section aria-label="Summary">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <StatCard label="Total volunteers" value={summary.total} />
        <StatCard label="Total partners" value={summary.partners} />
        <StatCard label="Unverified volunteers" value={summary.unverified} />
        <StatCard
          label="Cancelled this month"
          value={summary.cancelled_this_month}
          change={summary.cancelled_change_percent}
          changeHint="than last month"
          riseIsGood={false}
        />
      </SimpleGrid>
    </section>
  );
}

export { VolunteersPage as Component };
