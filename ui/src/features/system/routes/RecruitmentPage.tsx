import { Stack, Table, Text } from '@mantine/core';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useApplications } from '../api/applications';
import { CertificatesPanel } from '../components/CertificatesPanel';
import { ReviewsPanel } from '../components/ReviewsPanel';
import { PageHeader } from '../components/PageHeader';
import { ProfileLink } from '../components/ProfileLink';
import { SearchableList } from '../components/SearchableList';
import { StageBadge } from '@/shared/components/opportunity/Badges';
import { APPLICATION_STAGES, STAGE_LABEL } from '@/shared/components/opportunity/model';
import { keepPageWithin, useListControls } from '../components/useListControls';
import { formatDate, userProfilePath } from '../format';

const stageOptions = APPLICATION_STAGES.map((s) => ({ value: s, label: STAGE_LABEL[s] }));

/** /system/recruitment: every application with its stage. */
export function RecruitmentPage() {
  usePageTitle('Recruitment');
  const list = useListControls();
  const applications = useApplications({ q: list.q, stage: list.filter, page: list.page });
  keepPageWithin(list.page, applications.data?.totalPages, list.setPage);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Recruitment"
        description="Every application volunteers sent, and how far it got."
      />
      <SearchableList
        controls={list}
        noun="application"
        things="applications"
        toolbar={{
          searchPlaceholder: 'Search by volunteer, opportunity or company',
          filter: { label: 'Filter by stage', allLabel: 'All stages', options: stageOptions },
        }}
        query={applications}
        minWidth={820}
        columns={['Volunteer', 'Opportunity', 'Company', 'Stage', 'Applied', 'Last change']}
        aria-label="Applications"
        row={(a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              <ProfileLink
                path={userProfilePath('volunteer', a.volunteer_username)}
                size="sm"
                fallback={
                  <Text size="sm" c="dimmed">
                    Deleted volunteer
                  </Text>
                }
              >
                {a.volunteer_name || a.volunteer_username}
              </ProfileLink>
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
              <StageBadge stage={a.stage} />
            </Table.Td>
            <Table.Td>{formatDate(a.created)}</Table.Td>
            <Table.Td>{formatDate(a.updated)}</Table.Td>
          </Table.Tr>
        )}
      />
      <CertificatesPanel />
      <ReviewsPanel />
    </Stack>
  );
}

export { RecruitmentPage as Component };
