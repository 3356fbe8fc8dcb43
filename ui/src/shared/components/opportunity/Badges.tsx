import { Badge, Group, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  STAGE_COLOR,
  STAGE_LABEL,
  STATUS_COLOR,
  STATUS_LABEL,
  type ApplicationStage,
  type OpportunityStatus,
} from './model';

/** A light, coloured badge with dark text (readable on every colour). */
function ToneBadge({ tone, ...props }: { tone: string } & BadgeProps) {
  return (
    <Badge
      variant="filled"
      color={tone}
      c="gray.9"
      tt="none"
      style={{ border: '1px solid var(--mantine-color-gray-4)', minWidth: 'max-content' }}
      {...props}
    />
  );
}

/** An opportunity's status in the spec's colours: Open green, Hold grey, Draft light grey. */
export function StatusBadge({ status, ...props }: { status: OpportunityStatus } & BadgeProps) {
  return (
    <ToneBadge tone={STATUS_COLOR[status]} {...props}>
      {STATUS_LABEL[status]}
    </ToneBadge>
  );
}

/** An opportunity's status and, when it has one, its category; children follow in the row. */
export function StatusAndCategory({
  status,
  category,
  children,
}: {
  status: OpportunityStatus;
  category?: string;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs">
      <StatusBadge status={status} />
      {category ? (
        <Badge variant="light" tt="none">
          {category}
        </Badge>
      ) : null}
      {children}
    </Group>
  );
}

/** An application's stage: Applied, In Review and Interview in colour, others grey. */
export function StageBadge({ stage, ...props }: { stage: ApplicationStage } & BadgeProps) {
  return (
    <ToneBadge tone={STAGE_COLOR[stage]} {...props}>
      {STAGE_LABEL[stage]}
    </ToneBadge>
  );
}

/** "Applied": the viewer has applied to this opportunity. */
export function AppliedBadge(props: BadgeProps) {
  return (
    <ToneBadge tone="green.2" {...props}>
      Applied
    </ToneBadge>
  );
}
