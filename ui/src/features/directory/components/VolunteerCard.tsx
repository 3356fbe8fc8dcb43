import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { volunteerName, type VolunteerListItem } from '../api/volunteers';
import classes from '@/shared/components/cards.module.css';
import { FavoriteButton } from './FavoriteButton';
import { paths } from '@/shared/paths';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

interface Props {
  volunteer: VolunteerListItem;
  saved: boolean;
  /** Buttons at the card's foot (a company's "Invite to apply"). */
  actions?: ReactNode;
}

/** A volunteer of the public list; the whole card opens the profile. */
export function VolunteerCard({ volunteer: v, saved, actions }: Props) {
  const name = volunteerName(v);
  const place = [v.city, v.country?.name].filter(Boolean).join(', ');

  return (
    <Card withBorder padding="md" className={classes.card} component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <InitialsAvatar
          name={name}
          src={v.photo}
          alt={v.photo ? `Photo of ${name}` : undefined}
          size={64}
          radius="50%"
          variant="filled"
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" className={classes.wrap}>
            <Anchor
              component={Link}
              to={paths.volunteerPublic(v.username)}
              className={classes.stretched}
              underline="hover"
            >
              {name}
            </Anchor>
          </Title>
          {v.category ? (
            <Text size="sm" c="gray.8" className={classes.wrap}>
              {v.category.name}
            </Text>
          ) : null}
          {place ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" c="gray.7" className={classes.wrap}>
                {place}
              </Text>
            </Group>
          ) : null}
          {v.available ? (
            <Badge color="green.8" variant="dot" tt="none" mt={2}>
              Open to opportunities
            </Badge>
          ) : null}
        </Stack>
        <FavoriteButton volunteerId={v.id} name={name} saved={saved} />
      </Group>
      {v.tags.length > 0 ? (
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
          {v.tags.map((tag) => (
            <Badge key={tag} component="li" variant="light" tt="none" maw="100%">
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}
      {actions ? (
        <Group gap="xs" mt="sm" className={classes.above}>
          {actions}
        </Group>
      ) : null}
    </Card>
  );
}

/** The placeholder of a volunteer card while the list loads. */
export function VolunteerCardSkeleton() {
  return (
    <Card withBorder padding="md" aria-hidden>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Skeleton h={64} w={64} circle />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={18} w="60%" />
          <Skeleton h={12} w="40%" />
          <Skeleton h={12} w="50%" />
        </Stack>
      </Group>
      <Group gap={6} mt="sm">
        <Skeleton h={20} w={70} radius="xl" />
        <Skeleton h={20} w={90} radius="xl" />
      </Group>
    </Card>
  );
}
