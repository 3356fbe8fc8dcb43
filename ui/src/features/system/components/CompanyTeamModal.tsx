import { LoadingBars } from '@/shared/components/LoadingBars';
import { DataTable } from '@/shared/components/DataTable';
import { Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { lastActiveText } from '@/shared/team';
import { useCompanyTeam, type SystemTeamMember } from '../api/companyTeam';
import { formatDate } from '../format';
import { QueryView } from '@/shared/components/QueryView';

const statusText = (m: SystemTeamMember) =>
  m.status === 'active'
    ? lastActiveText(m.last_active_at)
    : m.status === 'expired'
      ? `Invitation expired ${formatDate(m.expires_at)}`
      : `Invited ${formatDate(m.invited_at)}`;

/** A company's team in the system area: its accounts and invitations, with their emails. */
export function CompanyTeamModal({
  company,
  onClose,
}: {
  /** The company (owner's id and its name) whose team is shown; null when closed. */
  company: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const team = useCompanyTeam(company?.id ?? null);
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={company ? `Team of ${company.name}` : 'Team'}
      size="lg"
      centered
    >
      <QueryView
        query={team}
        errorTitle="The team could not be loaded"
        loading={<LoadingBars label="Loading the team" gap="xs" bars={[32, 32]} />}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm">
              {data.used} of {data.seats} seats in use.
            </Text>
            <DataTable
              minWidth={520}
              columns={['Name', 'Email Address', 'Role', 'Status']}
              verticalSpacing="xs"
              striped={false}
              highlightOnHover={false}
            >
              {data.members.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.name || '—'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none" color={m.role === 'owner' ? 'blue' : 'gray'}>
                      {m.role === 'owner' ? 'Owner' : 'Member'}
                    </Badge>
                    {m.role_title ? (
                      <Text size="xs" c="gray.7">
                        {m.role_title}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{statusText(m)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}
