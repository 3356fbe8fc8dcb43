import { CardHeading, CardSection } from '@/shared/components/CardSection';
import { DataTable } from '@/shared/components/DataTable';
import { Anchor, Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Invoice } from '../../api/billingTypes';
import { formatDate, formatPence } from '@/shared/billing/format';

const invoiceColors: Record<string, string> = {
  paid: 'green.6',
  open: 'yellow.5',
  draft: 'gray.7',
  void: 'gray.7',
  uncollectible: 'red.9',
};

const capitalise = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

/** The company's latest Stripe invoices, newest first, with links to Stripe's invoice pages. */
export function InvoicesCard({
  invoices,
  configured,
}: {
  invoices: Invoice[];
  configured: boolean;
}) {
  return (
    <CardSection id="invoices-title">
      <Stack gap="md">
        <CardHeading title="Invoices" id="invoices-title" />
        {invoices.length === 0 ? (
          <Text c="dimmed">
            {configured
              ? 'No invoices yet. Your invoices appear here once Stripe has issued them.'
              : 'Payments are not set up on this Voluntech instance, so there are no invoices.'}
          </Text>
        ) : (
          <DataTable minWidth={560} columns={['Number', 'Date', 'Amount', 'Status', 'Invoice']}>
            {invoices.map((inv) => (
              <Table.Tr key={inv.id}>
                <Table.Td>{inv.number || 'Draft'}</Table.Td>
                <Table.Td>{formatDate(inv.created)}</Table.Td>
                <Table.Td>{formatPence(inv.amount_paid, inv.currency || 'gbp')}</Table.Td>
                <Table.Td>
                  <Badge
                    color={invoiceColors[inv.status] ?? 'gray.7'}
                    autoContrast
                    tt="none"
                    variant="filled"
                  >
                    {capitalise(inv.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {inv.hosted_invoice_url ? (
                    <Anchor
                      href={inv.hosted_invoice_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      inline
                    >
                      View invoice
                      <VisuallyHidden>{` ${inv.number || ''} (opens in a new tab)`}</VisuallyHidden>
                      <IconExternalLink
                        size={14}
                        aria-hidden
                        style={{ marginLeft: 4, verticalAlign: 'middle' }}
                      />
                    </Anchor>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      Not available
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>
    </CardSection>
  );
}
