import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/shared/components/opportunity/Badges';
import {
  daysToGoText,
  formatDate,
  volunteerDays,
  type Opportunity,
} from '@/shared/components/opportunity/model';
import classes from '@/shared/components/cards.module.css';
import { paths } from '@/shared/paths';

/** One of the company's opportunities in its card list; the card opens the detail view. */
export function CompanyOpportunityCard({ opportunity: o }: { opportunity: Opportunity }) {
  return (
    <Card withBorder padding="md" className={classes.card} component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" className={classes.wrap}>
            <Anchor
              component={Link}
              to={paths.company.opportunity(o.id)}
              className={classes.stretched}
              underline="hover"
            >
              {o.title}
            </Anchor>
          </Title>
          <StatusBadge status={o.status} flex="none" />
        </Group>
        <Text size="sm" c="gray.8">
          {o.category_name || 'No category'}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Figure label="Volunteer days" value={volunteerDays(o.duration_months)} />
          <Figure label="Applicants" value={o.applicants} />
          <Figure label="Interviews" value={o.interviews} />
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c={o.status === 'open' ? 'gray.8' : 'gray.7'}>
            {daysToGoText(o.expires_at)}
          </Text>
          <Text size="xs" c="gray.7">
            Created {formatDate(o.created)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fw={700} size="lg" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
    </div>
  );
}

export function CompanyOpportunityCardSkeleton() {
  return (
    <Card withBorder padding="md" aria-hidden>
      <Stack gap="xs">
        <Group justify="space-between">
          <Skeleton h={18} w="60%" />
          <Skeleton h={20} w={50} radius="xl" />
        </Group>
        <Skeleton h={12} w="40%" />
        <Group gap="lg">
          <Skeleton h={32} w={70} />
          <Skeleton h={32} w={70} />
          <Skeleton h={32} w={70} />
        </Group>
        <Skeleton h={12} w="50%" />
      </Stack>
    </Card>
  );
}
