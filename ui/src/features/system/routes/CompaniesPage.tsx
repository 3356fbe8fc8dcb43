import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSettings } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useCompanies } from '../api/companies';
import { ListFooter } from '../components/ListFooter';
import { ListState } from '../components/ListState';
import { ListToolbar } from '../components/ListToolbar';
import { PageHeader } from '../components/PageHeader';
import { SettingsTabs, type LookupTab } from '../components/SettingsTabs';
import { StatusBadge } from '../components/StatusBadge';
import { pageWithin, useListControls } from '../components/useListControls';
import { capitalise, formatDate, subscriptionStatus, userProfilePath } from '../format';

const companySettings: LookupTab[] = [
  { kind: 'company_category', title: 'Company Categories', noun: 'Company Category' },
  { kind: 'company_partner', title: 'Accelerator Partners', noun: 'Accelerator Partner' },
];

const intervals: Record<string, string> = { month: 'monthly', year: 'yearly' };

/** /system/companies: every company with its plan; "Company Settings" edits their pick lists. */
export function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const settings = params.get('view') === 'settings';
  usePageTitle(settings ? 'Company Settings' : 'Companies');

  if (settings) {
    return (
      <Stack gap="lg">
        <Anchor
          component={Link}
          to="/system/companies"
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={16} aria-hidden />
          Back to companies
        </Anchor>
        <PageHeader
          title="Company Settings"
          description="The pick lists companies choose from when they sign up and fill in their profile."
        />
        <SettingsTabs tabs={companySettings} label="Company settings" />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Companies"
        description="Every company account with its plan and live opportunities."
        actions={
          <Button
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={() => setParams({ view: 'settings' })}
          >
            Company Settings
          </Button>
        }
      />
      <CompanyList />
    </Stack>
  );
}

function CompanyList() {
  const list = useListControls();
  const companies = useCompanies({ q: list.q, page: list.page });
  const data = companies.data;
  const items = data?.items ?? [];
  const within = pageWithin(list.page, data?.totalPages);
  if (within !== list.page) list.setPage(within);

  return (
    <Stack gap="md" component="section" aria-labelledby="all-companies">
      <Title order={2} id="all-companies">
        All Companies
      </Title>
      <ListToolbar
        searchLabel="Search companies"
        searchPlaceholder="Search by company, username or email"
        text={list.text}
        onText={list.setText}
      />
      <ListState
        query={companies}
        loadingLabel="Loading companies"
        errorTitle="The companies could not be loaded"
        empty={items.length === 0}
        emptyText={list.q ? 'No companies match your search.' : 'No companies yet.'}
      >
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" striped highlightOnHover aria-labelledby="all-companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">Email Address</Table.Th>
                <Table.Th scope="col">Plan</Table.Th>
                <Table.Th scope="col">Subscription</Table.Th>
                <Table.Th scope="col">Live opportunities</Table.Th>
                <Table.Th scope="col">Joined</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((c) => {
                const path = userProfilePath('company', c.username);
                const status = subscriptionStatus(c.subscription_status);
                return (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {path ? (
                          <Anchor component={Link} to={path} inherit>
                            {c.company_name || c.username}
                          </Anchor>
                        ) : (
                          c.company_name || c.username
                        )}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {c.username}
                      </Text>
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
                    <Table.Td>{formatDate(c.created)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      <ListFooter
        data={data}
        noun="company"
        nouns="companies"
        onPage={list.setPage}
        label="Company list pages"
      />
    </Stack>
  );
}

export { CompaniesPage as Component };
