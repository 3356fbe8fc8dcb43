import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendar, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EntityCard, EntityCardSkeleton } from '@/shared/components/entity/EntityCard';
import { AppliedBadge, StageBadge } from '@/shared/components/opportunity/Badges';
import { factsOf, type Opportunity } from '@/shared/components/opportunity/model';
import classes from '@/shared/components/cards.module.css';
import { paths } from '@/shared/paths';

interface Props {
  opportunity: Opportunity;
  /** The heart, or another control, at the card's top right. */
  action?: ReactNode;
  /** Below the facts: the matching skills of "Discover opportunities". */
  footer?: ReactNode;
  /** The heading level of the title: 2 on a list page, 3 inside a section. */
  headingOrder?: 2 | 3;
}

/**
 * An opportunity of a public list: the
 * company's logo and name, the title, hours a day, duration, location or
 * Remote, category and date posted; "Applied" when the viewer applied. The
 * whole card opens the opportunity.
 */
export function OpportunityCard({ opportunity: o, action, footer, headingOrder = 2 }: Props) {
  const company = o.company_name || o.company_username;
  const { place, hours, months, days, posted, skills } = factsOf(o);
  const application = o.application ?? null;

  return (
    <EntityCard
      avatar={{ name: company, src: o.company_logo, alt: `Logo of ${company}`, size: 56 }}
      title={o.title}
      to={paths.opportunity(o.id)}
      headingOrder={headingOrder}
      gap={2}
      action={action}
      below={
        <Stack gap={4} mt="sm">
          <Group gap="md" wrap="wrap">
            <Fact icon={<IconClock size={14} aria-hidden />}>{hours}</Fact>
            <Fact icon={<IconCalendar size={14} aria-hidden />}>
              {months} · {days} volunteer days
            </Fact>
            {place ? <Fact icon={<IconMapPin size={14} aria-hidden />}>{place}</Fact> : null}
          </Group>
          <Group gap="xs" justify="space-between" wrap="wrap">
            {o.category_name ? (
              <Badge variant="light" tt="none" maw="100%">
                {o.category_name}
              </Badge>
            ) : (
              <span />
            )}
            <Text size="xs" c="gray.7">
              Posted {posted}
            </Text>
          </Group>
          {skills.length > 0 && !footer ? (
            <Text size="sm" c="gray.7" className={classes.wrap} lineClamp={1}>
              Skills: {skills.join(', ')}
            </Text>
          ) : null}
          {footer}
        </Stack>
      }
    >
      <Text size="sm" c="gray.8" className={classes.wrap}>
        {company}
      </Text>
      {application ? (
        <Group gap={6} mt={2}>
          <AppliedBadge />
          {application.stage !== 'applied' ? <StageBadge stage={application.stage} /> : null}
        </Group>
      ) : null}
    </EntityCard>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <span style={{ flex: 'none', display: 'inline-flex' }}>{icon}</span>
      <Text size="sm" c="gray.8" className={classes.wrap}>
        {children}
      </Text>
    </Group>
  );
}

/** The placeholder of an opportunity card while a list loads. */
export function OpportunityCardSkeleton() {
  return (
    <EntityCardSkeleton
      avatar={<Skeleton h={56} w={56} radius="md" />}
      lines={['70%', '40%']}
      below={
        <Stack gap={8} mt="sm">
          <Skeleton h={12} w="85%" />
          <Skeleton h={20} w={110} radius="xl" />
        </Stack>
      }
    />
  );
}

/** A grid list of cards, named for screen readers. */
export function OpportunityGridList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 'var(--mantine-spacing-md)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
      }}
    >
      {children}
    </ul>
  );
}
