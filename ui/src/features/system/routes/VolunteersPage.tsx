import { SimpleGrid, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useLookups } from '@/shared/api/lookups';
import type { VolunteerSummary } from '../api/types';
import { useVolunteers } from '../api/volunteers';
import { PageWithSettings } from '../components/PageWithSettings';
import { SearchableList } from '../components/SearchableList';
import type { LookupTab } from '../components/SettingsTabs';
import { StatCard } from '../components/StatCard';
import { SynonymEditor } from '../components/SynonymEditor';
import { AccountName } from '../components/ProfileLink';
import { StatusBadge } from '../components/StatusBadge';
import { keepPageWithin, useListControls } from '../components/useListControls';
import { accountStatusColors, formatDate, userProfilePath } from '../format';
import { paths } from '@/shared/paths';

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

/** The skill synonyms the matching uses, beside the pick lists. */
const volunteerExtraSettings = [
  { value: 'skill_synonyms', title: 'Skill Synonyms', panel: <SynonymEditor /> },
];

/**
 * /system/volunteers: the summary and every volunteer; "Volunteer Settings" edits their pick lists
 * and the skill synonyms.
 */
export function VolunteersPage() {
  return (
    <PageWithSettings
      account={{ one: 'Volunteer', many: 'volunteers' }}
      path={paths.system.volunteers}
      description="Every volunteer account and how it is doing."
      tabs={volunteerSettings}
      extraTabs={volunteerExtraSettings}
    >
      <VolunteerList />
    </PageWithSettings>
  );
}

function VolunteerList() {
  const list = useListControls();
  const volunteers = useVolunteers({ q: list.q, category: list.filter, page: list.page });
  const categories = useLookups('volunteer_category');
  const data = volunteers.data;
  keepPageWithin(list.page, data?.totalPages, list.setPage);

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
        <SearchableList
          controls={list}
          noun="volunteer"
          things="volunteers"
          toolbar={{
            searchPlaceholder: 'Search by name, username or email',
            filter: {
              label: 'Filter by category',
              allLabel: 'All categories',
              options: categories.options,
            },
          }}
          query={volunteers}
          minWidth={860}
          columns={[
            'Name',
            'Email Address',
            'Category',
            'Area of Study',
            'City',
            'Status',
            'Joined',
          ]}
          aria-labelledby="all-volunteers"
          row={(v) => (
            <Table.Tr key={v.id}>
              <Table.Td>
                <AccountName
                  path={userProfilePath('volunteer', v.username)}
                  name={v.name || v.username}
                  username={v.username}
                />
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
          )}
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
