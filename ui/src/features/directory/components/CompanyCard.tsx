import { Button, Skeleton, Text } from '@mantine/core';
import { companyName, type CompanyListItem } from '../api/companies';
import classes from '@/shared/components/cards.module.css';
import { paths } from '@/shared/paths';
import { EntityCard, EntityCardSkeleton, PlaceLine } from '@/shared/components/entity/EntityCard';

export type CompanyLayout = 'grid' | 'list';

interface Props {
  company: CompanyListItem;
  layout: CompanyLayout;
  /** The tags in the filter: their buttons show pressed. */
  selectedTags: string[];
  /** A tag's button adds it to the filter, or takes it out when it is in. */
  onTag: (tag: string, selected: boolean) => void;
}

/** "Unknown Location" when the company gave no city. */
export function companyPlace(c: Pick<CompanyListItem, 'city' | 'country'>): string {
  if (!c.city.trim()) return 'Unknown Location';
  return [c.city.trim(), c.country?.name].filter(Boolean).join(', ');
}

/** A company of the public list; the whole card opens the profile, its tags filter the list. */
export function CompanyCard({ company: c, layout, selectedTags, onTag }: Props) {
  const name = companyName(c);
  const list = layout === 'list';
  const isSelected = (tag: string) =>
    selectedTags.some((t) => t.toLowerCase() === tag.toLowerCase());

  return (
    <EntityCard
      avatar={{
        name,
        src: c.logo,
        alt: `${name} logo`,
        size: list ? 56 : 64,
        imageProps: { style: { objectFit: 'contain' } },
        style: c.logo ? { background: 'var(--mantine-color-white)' } : undefined,
      }}
      title={name}
      to={paths.companyPublic(c.username)}
      tags={c.tags.map((tag) => {
        const selected = isSelected(tag);
        return (
          <li key={tag} className={classes.above} style={{ maxWidth: '100%' }}>
            <Button
              size="compact-xs"
              radius="xl"
              variant={selected ? 'filled' : 'light'}
              tt="none"
              maw="100%"
              aria-pressed={selected}
              aria-label={`Filter by tag ${tag}`}
              onClick={() => onTag(tag, selected)}
            >
              {tag}
            </Button>
          </li>
        );
      })}
    >
      <PlaceLine place={companyPlace(c)} />
      {c.category ? (
        <Text size="sm" c="gray.8" className={classes.wrap}>
          {c.category.name}
        </Text>
      ) : null}
      {c.opportunities > 0 ? (
        <Text size="sm" c="gray.8">
          {c.opportunities === 1 ? '1 opportunity' : `${c.opportunities} opportunities`}
        </Text>
      ) : null}
    </EntityCard>
  );
}

/** The placeholder of a company card while the list loads. */
export function CompanyCardSkeleton() {
  return (
    <EntityCardSkeleton
      avatar={<Skeleton h={64} w={64} radius="md" />}
      lines={['60%', '40%']}
      tags={[70, 60]}
    />
  );
}
