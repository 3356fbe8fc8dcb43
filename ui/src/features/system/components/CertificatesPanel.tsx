import { StackSection } from '@/shared/components/StackSection';
import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '@/shared/components/Pagination';
import { ReasonModal, submitReason } from '@/shared/components/ReasonModal';
import { formatDay, hoursLabel, type Certificate } from '@/shared/engagements/model';
import { paths } from '@/shared/paths';
import { useCertificates } from '../api/certificates';
import { useRevokeCertificate } from '../api/revokeCertificate';
import { listTexts, ListTable } from './ListTable';

/** The issued certificates; a superadmin revokes one with a reason. */
export function CertificatesPanel() {
  const [page, setPage] = useState(1);
  const query = useCertificates(page);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  return (
    <StackSection title="Certificates" id="certificates-heading">
      <ListTable
        query={query}
        {...listTexts('certificates')}
        emptyText="No certificates yet. They are issued when a company completes an engagement."
        items={query.data?.items ?? []}
        minWidth={760}
        columns={['Certificate', 'Volunteer', 'Company', 'Hours', 'Issued', 'Status']}
        aria-label="Certificates"
        row={(c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.certificate(c.id)} size="sm">
                {c.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{c.volunteer_name}</Table.Td>
            <Table.Td>{c.company_name}</Table.Td>
            <Table.Td>{hoursLabel(c.hours)}</Table.Td>
            <Table.Td>{formatDay(c.issued_at)}</Table.Td>
            <Table.Td>
              {c.revoked ? (
                <Badge color="red.2" c="gray.9" variant="filled" tt="none" title={c.revoked_reason}>
                  Revoked
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setRevoking(c)}
                  aria-label={`Revoke the certificate of ${c.volunteer_name} for ${c.title}`}
                >
                  Revoke
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      {(query.data?.totalPages ?? 0) > 1 ? (
        <Pagination total={query.data?.totalPages ?? 1} page={page} onChange={setPage} />
      ) : null}
      <RevokeModal cert={revoking} onClose={() => setRevoking(null)} />
    </StackSection>
  );
}

function RevokeModal({ cert, onClose }: { cert: Certificate | null; onClose: () => void }) {
  const revoke = useRevokeCertificate();
  return (
    <ReasonModal
      opened={cert !== null}
      onClose={onClose}
      title="Revoke this certificate?"
      maxLength={500}
      requiredMessage="Give a reason for revoking this certificate."
      confirmLabel="Revoke certificate"
      confirmColor="red.9"
      pending={revoke.isPending}
      onSubmit={submitReason(revoke, cert?.id, {
        done: 'The certificate was revoked.',
        fallback: 'The certificate could not be revoked. Please try again.',
      })}
    >
      {cert ? (
        <Text size="sm">
          {cert.volunteer_name}: {cert.title} at {cert.company_name}. Everyone who opens it reads
          that it was revoked, and why.
        </Text>
      ) : null}
    </ReasonModal>
  );
}
