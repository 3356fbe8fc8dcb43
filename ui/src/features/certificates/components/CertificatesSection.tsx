import { StackList } from '@/shared/components/BareList';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ProfileSection as Section } from '@/shared/components/profile/ProfileSection';
import { formatDay, hoursLabel } from '@/shared/engagements/model';
import { paths } from '@/shared/paths';
import { useVolunteerCertificates } from '../api/volunteerCertificates';

/** The volunteer's certificates on their public profile; nothing while there are none. */
export function CertificatesSection({ username }: { username: string }) {
  const query = useVolunteerCertificates(username);
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <Section title="Certificates" id="certificates">
      <StackList gap="sm">
        {items.map((c) => (
          <li key={c.id}>
            <Group gap="xs" justify="space-between">
              <Anchor component={Link} to={paths.certificate(c.id)} fw={600}>
                {c.title}
              </Anchor>
              {c.revoked ? (
                <Badge color="red.2" c="gray.9" variant="filled" tt="none">
                  Revoked
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="gray.7">
              {c.company_name} · {hoursLabel(c.hours)} · {formatDay(c.issued_at)}
            </Text>
          </li>
        ))}
      </StackList>
    </Section>
  );
}
