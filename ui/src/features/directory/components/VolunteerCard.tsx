import { Badge, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { volunteerName, type VolunteerListItem } from '../api/volunteers';
import classes from '@/shared/components/cards.module.css';
import { FavoriteButton } from './FavoriteButton';
import { paths } from '@/shared/paths';
import { EntityCard, EntityCardSkeleton, PlaceLine } from '@/shared/components/entity/EntityCard';

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
    <EntityCard
      avatar={{ name, src: v.photo, alt: `Photo of ${name}`, size: 64, radius: '50%' }}
      title={name}
      to={paths.volunteerPublic(v.username)}
      action={<FavoriteButton volunteerId={v.id} name={name} saved={saved} />}
      tags={v.tags.map((tag) => (
        <Badge key={tag} component="li" variant="light" tt="none" maw="100%">
          {tag}
        </Badge>
      ))}
      below={
        actions ? (
          <Group gap="xs" mt="sm" className={classes.above}>
            {actions}
          </Group>
        ) : null
      }
    >
      {v.category ? (
        <Text size="sm" c="gray.8" className={classes.wrap}>
          {v.category.name}
        </Text>
      ) : null}
      {place ? <PlaceLine place={place} /> : null}
      {v.available ? (
        <Badge color="green.8" variant="dot" tt="none" mt={2}>
          Open to opportunities
        </Badge>
      ) : null}
    </EntityCard>
  );
}

/** The placeholder of a volunteer card while the list loads. */
export function VolunteerCardSkeleton() {
  return (
    <EntityCardSkeleton
      avatar={<Skeleton h={64} w={64} circle />}
      lines={['60%', '40%', '50%']}
      tags={[70, 90]}
    />
  );
}
