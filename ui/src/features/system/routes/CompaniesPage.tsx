import { Button, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useCompanies } from '../api/companies';
import { CompanyTeamModal } from '../components/CompanyTeamModal';
import { PageWithSettings } from '../components/PageWithSettings';
import { SearchableList } from '../components/SearchableList';
import type { LookupTab } from '../components/SettingsTabs';
import { AccountName } from '../components/ProfileLink';
import { StatusBadge } from '../components/StatusBadge';
import { keepPageWithin, useListControls } from '../components/useListControls';
import { capitalise, formatDate, userProfilePath } from '../format';
import { paths } from '@/shared/paths';
import { subscriptionStatus } from '@/shared/billing/subscriptionStatus';

const companySettings: LookupTab[] = [
  { kind: 'company_category', title: 'Company Categories', noun: 'Company Category' },
  { kind: 'company_partner', title: 'Accelerator Partners', noun: 'Accelerator Partner' },
];

const intervals: Record<string, string> = { month: 'monthly', year: 'yearly' };

/** /system/companies: every company with its plan; "Company Settings" edits their pick lists. */
export function CompaniesPage() {
  return (
    <PageWithSettings
      account={{ one: 'Company', many: 'companies' }}
      path={paths.system.companies}
      description="Every company account with its plan and live opportunities."
      tabs={companySettings}
    >
      <CompanyList />
    </PageWithSettings>
  );
}

function CompanyList() {
  const list = useListControls();
  const companies = useCompanies({ q: list.q, page: list.page });
  const [team, setTeam] = useState<{ id: string; name: string } | null>(null);
  keepPageWithin(list.page, companies.data?.totalPages, list.setPage);

  return (
    <Stack gap="md" component="section" aria-labelledby="all-companies">
      <Title order={2} id="all-companies">
        All Companies
      </Title>
      <SearchableList
        controls={list}
        noun="company"
        things="companies"
        toolbar={{
          searchPlaceholder: 'Search by company, username or email',
        }}
        query={companies}
        minWidth={900}
        columns={[
          'Company',
          'Email Address',
          'Plan',
          'Subscription',
          'Live opportunities',
          'Team',
          'Joined',
        ]}
        aria-labelledby="all-companies"
        row={(c) => {
          const path = userProfilePath('company', c.username);
          const status = subscriptionStatus(c.subscription_status);
          const name = c.company_name || c.username;
          const size = c.team_members ?? 1;
          const people = `${size} ${size === 1 ? 'person' : 'people'}`;
          return (
            <Table.Tr key={c.id}>
              <Table.Td>
                <AccountName
                  path={path}
                  name={c.company_name || c.username}
                  username={c.username}
                />
              </Table.Td>
              <Table.Td>{c.email}</Table.Td>
              <Table.Td>
                {c.plan
                  ? `${capitalise(c.plan)}${intervals[c.interval] ? `, ${intervals[c.interval]}` : ''}`
                  : 'No plan'}
              </Table.Td>
              <Table.Td>
                <StatusBadge color={status.color}>{status.label}</StatusBadge>
              </Table.Td>
              <Table.Td>{c.live_opportunities}</Table.Td>
              <Table.Td>
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => setTeam({ id: c.id, name })}
                  aria-label={`${people} in the team of ${name}`}
                >
                  {people}
                </Button>
              </Table.Td>
              <Table.Td>{formatDate(c.created)}</Table.Td>
            </Table.Tr>
          );
        }}
      />
      <CompanyTeamModal company={team} onClose={() => setTeam(null)} />
    </Stack>
  );
}

export { CompaniesPage as Component };
