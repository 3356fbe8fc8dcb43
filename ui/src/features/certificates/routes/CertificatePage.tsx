import { GroupList } from '@/shared/components/BareList';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrandLinkedin,
  IconCircleCheck,
  IconDownload,
  IconPrinter,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { statusOf } from '@/shared/errors';
import { Fact } from '@/shared/components/opportunity/Fact';
import { formatDay, hoursLabel, type Certificate } from '@/shared/engagements/model';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import { useCertificate } from '../api/certificate';
import { useDidDocument } from '../api/didDocument';
import { CheckCredential } from '../components/CheckCredential';
import classes from '../components/CertificatePage.module.css';
import {
  agreedGoalOf,
  decodeJwt,
  evidenceOf,
  factsOf,
  verifyCredential,
  type DidDocument,
  type Verdict,
} from '../verify';
import { saveFile } from '@/shared/saveFile';

/** Whether the signed credential states what the page shows (a changed row is no longer "Verified"). */
function matches(c: Certificate, v: Verdict, pageUrl: string): Verdict {
  if (v.kind !== 'verified') return v;
  const f = factsOf(v.claims);
  if (
    f.id !== pageUrl ||
    f.hours !== c.hours ||
    f.name !== c.volunteer_name ||
    f.title !== c.title ||
    f.company !== c.company_name
  ) {
    return { kind: 'invalid', reason: 'The credential does not state what this page shows.' };
  }
  return v;
}

function useVerdict(c: Certificate | undefined, doc: DidDocument | undefined) {
  const host = window.location.host;
  const pageUrl = c ? window.location.origin + paths.certificate(c.id) : '';
  return useQuery({
    queryKey: ['certificates', 'verdict', c?.id, c?.jwt, doc?.id],
    queryFn: async (): Promise<Verdict> => {
      if (!c || !doc) return { kind: 'invalid', reason: 'Nothing to check.' };
      return matches(c, await verifyCredential(c.jwt, doc, host), pageUrl);
    },
    enabled: Boolean(c && doc),
    staleTime: Infinity,
  });
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  saveFile(url, name);
  URL.revokeObjectURL(url);
}

/** LinkedIn's "Add to profile" link for a certification. */
function linkedInUrl(c: Certificate, pageUrl: string): string {
  const issued = new Date(c.issued_at.replace(' ', 'T'));
  const q = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.title,
    organizationName: c.company_name,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: pageUrl,
    certId: c.id,
  });
  return `https://www.linkedin.com/profile/add?${q.toString()}`;
}

/** /certificates/:id: a public certificate, checked in the browser against the published key. */
export function CertificatePage() {
  const { id = '' } = useParams();
  const cert = useCertificate(id);
  const doc = useDidDocument();
  const c = cert.data;
  const verdict = useVerdict(c, doc.data);
  // 404: no certificate has this id (a mistyped or forged link), not an outage.
  const missing = cert.isError && statusOf(cert.error) === 404;
  usePageTitle(
    c
      ? `Certificate: ${c.title} – ${c.volunteer_name}`
      : missing
        ? 'Certificate not found'
        : 'Certificate',
  );

  if (cert.isPending) {
    return (
      <Container size="lg" py="xl">
        <Skeleton h={420} role="status" aria-label="Loading the certificate" />
      </Container>
    );
  }
  if (missing) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>No such certificate</Title>
          <Text>
            Voluntech has never issued a certificate at this address, so there is nothing here to
            verify. If someone gave you this link as proof of their work, ask them for the link on
            their certificate page.
          </Text>
          <Button component={Link} to={paths.home}>
            Go to Voluntech
          </Button>
        </Stack>
      </Container>
    );
  }
  if (cert.isError || !c) {
    return (
      <Container size="lg" py="xl">
        <LoadErrorAlert title="This certificate could not be loaded" query={cert} />
      </Container>
    );
  }

  const pageUrl = window.location.origin + paths.certificate(c.id);
  const skills = Array.isArray(c.skills) ? c.skills : [];
  const v = verdict.data;
  const claims = decodeJwt(c.jwt)?.claims ?? {};
  const json = () => JSON.stringify(claims, null, 2);
  const evidence = evidenceOf(claims);
  const goal = agreedGoalOf(claims);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Card withBorder padding="xl" className={classes.sheet} component="article">
          <Stack gap="md" align="center" ta="center">
            <Text tt="uppercase" fw={700} c="blue.9" size="sm">
              Certificate of volunteer work
            </Text>
            <Title order={1}>{c.volunteer_name}</Title>
            <Text size="lg">
              volunteered as <strong>{c.title}</strong> for <strong>{c.company_name}</strong>
            </Text>
            <Text size="xl" fw={700}>
              {hoursLabel(c.hours)} of approved work
            </Text>
            <Text c="gray.7">
              {formatDay(c.start_date)} – {formatDay(c.end_date)}
            </Text>
            {skills.length > 0 ? (
              <GroupList gap="xs" justify="center" aria-label="Skills">
                {skills.map((s) => (
                  <Badge key={s} component="li" variant="light" color="gray" c="gray.9" tt="none">
                    {s}
                  </Badge>
                ))}
              </GroupList>
            ) : null}
            <Status cert={c} verdict={v} checking={verdict.isPending || doc.isPending} />
          </Stack>
          {goal || evidence.length > 0 ? (
            <Stack gap="sm" mt="lg" component="section" aria-labelledby="deliverables">
              <Title order={2} size="h4" id="deliverables">
                Delivered
              </Title>
              {goal ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <strong>Agreed goal:</strong> {goal}
                </Text>
              ) : null}
              {evidence.length > 0 ? (
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {evidence.map((e, i) => (
                    <li key={`${i}-${e.name}`}>
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {e.url ? (
                          <Anchor href={e.url} target="_blank" rel="noopener noreferrer nofollow">
                            {e.name}
                          </Anchor>
                        ) : (
                          e.name
                        )}
                      </Text>
                      {e.description ? (
                        <Text
                          size="sm"
                          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                          {e.description}
                        </Text>
                      ) : null}
                      {e.narrative ? (
                        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                          Done meant: {e.narrative}
                        </Text>
                      ) : null}
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" mt="lg" mb={0}>
            <Fact label="Issued">{formatDay(c.issued_at)}</Fact>
            <Fact label="Certificate ID">{c.id}</Fact>
          </SimpleGrid>
        </Card>

        <Group gap="sm" className={classes.noPrint}>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(`certificate-${c.id}.jwt`, 'application/jwt', c.jwt)}
          >
            Download credential (JWT)
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(`certificate-${c.id}.json`, 'application/json', json())}
          >
            Download credential (JSON)
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Print
          </Button>
          {!c.revoked ? (
            <Button
              component="a"
              href={linkedInUrl(c, pageUrl)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandLinkedin size={16} aria-hidden />}
            >
              Add to LinkedIn
            </Button>
          ) : null}
        </Group>

        {doc.data ? (
          <Card withBorder padding="lg" className={classes.noPrint} component="section">
            <Title order={2} size="h4" mb="xs">
              Check a credential
            </Title>
            <Text size="sm" c="gray.7" mb="sm">
              Credentials are signed by {window.location.host}; the public key is at{' '}
              <Anchor href="/.well-known/did.json" underline="always">
                /.well-known/did.json
              </Anchor>
              . Anyone can check whether one was revoked at{' '}
              <Anchor
                href={`/api/certificates/${encodeURIComponent(c.id)}/status`}
                underline="always"
              >
                its status address
              </Anchor>
              .
            </Text>
            <CheckCredential doc={doc.data} host={window.location.host} />
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}

function Status({
  cert,
  verdict,
  checking,
}: {
  cert: Certificate;
  verdict: Verdict | undefined;
  checking: boolean;
}) {
  if (cert.revoked) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Revoked" ta="left">
        Revoked on {formatDay(cert.revoked_at)}: {cert.revoked_reason}
      </Alert>
    );
  }
  if (checking || !verdict) {
    return (
      <Text c="gray.7" role="status">
        Checking the signature…
      </Text>
    );
  }
  if (verdict.kind === 'verified') {
    return (
      <Group gap={6} role="status">
        <IconCircleCheck color="var(--mantine-color-green-9)" aria-hidden />
        <Text fw={700} c="gray.9">
          Verified: signed by {verdict.host}
        </Text>
      </Group>
    );
  }
  if (verdict.kind === 'unsupported') {
    return (
      <Text c="gray.8" role="status">
        This browser cannot check the signature. Try a current browser.
      </Text>
    );
  }
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title="Invalid"
      ta="left"
      role="status"
    >
      {verdict.reason}
    </Alert>
  );
}

export { CertificatePage as Component };
