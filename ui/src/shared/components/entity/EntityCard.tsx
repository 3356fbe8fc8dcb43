import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '@/shared/components/cards.module.css';
import { InitialsAvatar, type InitialsAvatarProps } from './InitialsAvatar';

interface EntityCardProps {
  /** The photo or logo at the card's top left; its alt text is read only when there is one. */
  avatar: InitialsAvatarProps;
  /** The title's text; its link stretches over the whole card. */
  title: string;
  to: string;
  /** The heading level of the title: 2 on a list page, 3 inside a section. */
  headingOrder?: 2 | 3;
  /** The space between the title and the lines under it. */
  gap?: number;
  /** The lines under the title. */
  children: ReactNode;
  /** The heart, or another control, at the card's top right. */
  action?: ReactNode;
  /** The tags under the avatar and title (`li` items), listed as the title's tags. */
  tags?: ReactNode[];
  /** What stands under them: facts, buttons. */
  below?: ReactNode;
}

/**
 * A card of a public list (an opportunity, a company, a volunteer): the
 * whole card opens the page its title links to.
 */
export function EntityCard({
  avatar,
  title,
  to,
  headingOrder = 2,
  gap = 4,
  children,
  action,
  tags = [],
  below,
}: EntityCardProps) {
  return (
    <Card withBorder padding="md" className={classes.card} component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <InitialsAvatar
          radius="md"
          variant="filled"
          {...avatar}
          alt={avatar.src ? avatar.alt : undefined}
        />
        <Stack gap={gap} style={{ flex: 1, minWidth: 0 }}>
          <Title order={headingOrder} size="h4" className={classes.wrap}>
            <Anchor component={Link} to={to} className={classes.stretched} underline="hover">
              {title}
            </Anchor>
          </Title>
          {children}
        </Stack>
        {action}
      </Group>
      {tags.length > 0 ? <TagList name={title}>{tags}</TagList> : null}
      {below}
    </Card>
  );
}

/** The city and country of a card, behind a map pin. */
export function PlaceLine({ place }: { place: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconMapPin size={14} aria-hidden style={{ flex: 'none' }} />
      <Text size="sm" c="gray.7" className={classes.wrap}>
        {place}
      </Text>
    </Group>
  );
}

/** The tags of a card as a list named after whose they are. */
function TagList({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Group
      gap={6}
      mt="sm"
      mb={0}
      mx={0}
      p={0}
      component="ul"
      aria-label={`Tags of ${name}`}
      style={{ listStyle: 'none' }}
    >
      {children}
    </Group>
  );
}

interface EntityCardSkeletonProps {
  /** The avatar's placeholder. */
  avatar: ReactNode;
  /** The widths of the lines beside the avatar, the title's first. */
  lines: string[];
  /** The widths of the tags' placeholders under the avatar. */
  tags?: number[];
  /** Or another placeholder under the avatar. */
  below?: ReactNode;
}

/** The placeholder of an entity card while its list loads. */
export function EntityCardSkeleton({ avatar, lines, tags, below }: EntityCardSkeletonProps) {
  return (
    <Card withBorder padding="md" aria-hidden>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {avatar}
        <Stack gap={8} style={{ flex: 1 }}>
          {lines.map((w, i) => (
            <Skeleton key={i} h={i === 0 ? 18 : 12} w={w} />
          ))}
        </Stack>
      </Group>
      {tags ? (
        <Group gap={6} mt="sm">
          {tags.map((w, i) => (
            <Skeleton key={i} h={20} w={w} radius="xl" />
          ))}
        </Group>
      ) : null}
      {below}
    </Card>
  );
}
