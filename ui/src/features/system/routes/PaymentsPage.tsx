import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { usePayments } from '../api/payments';
import { listTexts, PagedListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { ProfileLink } from '../components/ProfileLink';
import { StatusBadge } from '../components/StatusBadge';
import { keepPageWithin } from '../components/useListControls';
import { capitalise, formatDate, formatMoney, isFailedStatus, userProfilePath } from '../format';
import { subscriptionStatus } from '@/shared/billing/subscriptionStatus';

const per: Record<string, string> = { month: 'per month', year: 'per year' };

/** /system/payments: every subscription with its status and amount, failed payments first. */
export function PaymentsPage() {
  usePageTitle('Payments');
  const [page, setPage] = useState(1);
  const payments = usePayments(page);
  keepPageWithin(page, payments.data?.totalPages, setPage);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Payments"
        description="Every company subscription; failed payments come first."
      />
      <PagedListTable
        query={payments}
        {...listTexts('payments')}
        emptyText="No subscriptions yet: they appear here once companies choose a plan."
        minWidth={860}
        columns={['Company', 'Plan', 'Status', 'Amount', 'Current period ends', 'Updated']}
        aria-label="Subscriptions"
        row={(p) => {
          const status = subscriptionStatus(p.status);
          return (
            <Table.Tr
              key={p.id}
              bg={isFailedStatus(p.status) ? 'var(--mantine-color-red-0)' : undefined}
            >
              <Table.Td>
                <ProfileLink
                  path={userProfilePath('company', p.company_username)}
                  size="sm"
                  fallback={p.company_name || 'Deleted company'}
                >
                  {p.company_name || p.company_username}
                </ProfileLink>
              </Table.Td>
              <Table.Td>{p.plan ? capitalise(p.plan) : '—'}</Table.Td>
              <Table.Td>
                <StatusBadge color={status.color}>{status.label}</StatusBadge>
                {p.cancel_at_period_end ? (
                  <Text size="xs" c="dimmed" mt={2}>
                    Ends with this period
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {formatMoney(p.amount, p.currency)} {per[p.interval] ?? ''}
              </Table.Td>
              <Table.Td>{formatDate(p.current_period_end) || '—'}</Table.Td>
              <Table.Td>{formatDate(p.updated)}</Table.Td>
            </Table.Tr>
          );
        }}
        onPage={setPage}
        noun="subscription"
        pagesLabel="Subscription list pages"
      />
    </Stack>
  );
}

export { PaymentsPage as Component };
