import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StackList } from '@/shared/components/BareList';
import { ProfileSection as Section } from '@/shared/components/profile/ProfileSection';
import { formatDay, hoursLabel } from '@/shared/engagements/model';
import { paths } from '@/shared/paths';
import { usePublicPortfolio } from '../api/portfolio';

/** "Portfolio" on the public volunteer profile; nothing while it is empty. */
export function PortfolioSection({ username }: { username: string }) {
  const query = usePublicPortfolio(username);
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <Section title="Portfolio" id="portfolio">
      <StackList gap="md">
        {items.map((p) => (
          <li key={p.id}>
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {p.title} · {p.company_name}
              </Text>
              <Text size="sm" c="gray.7">
                {formatDay(p.start)} – {formatDay(p.end)} · {hoursLabel(p.hours)} approved
              </Text>
              {p.deliverables.length > 0 ? (
                <StackList gap={4} aria-label={`Deliverables of ${p.title}`}>
                  {p.deliverables.map((d, i) => (
                    <li key={`${i}-${d.title}`}>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {d.link ? (
                          <Anchor href={d.link} target="_blank" rel="noopener noreferrer nofollow">
                            {d.title}
                          </Anchor>
                        ) : (
                          <strong>{d.title}</strong>
                        )}
                        {d.note ? ` – ${d.note}` : ''}
                      </Text>
                    </li>
                  ))}
                </StackList>
              ) : null}
              {p.certificate ? (
                <Anchor component={Link} to={paths.certificate(p.certificate)} size="sm">
                  Certificate of {p.title}
                </Anchor>
              ) : null}
            </Stack>
          </li>
        ))}
      </StackList>
    </Section>
  );
}
