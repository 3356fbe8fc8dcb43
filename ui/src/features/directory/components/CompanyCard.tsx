import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { companyName, type CompanyListItem } from '../api/companies';
import classes from '@/shared/components/cards.module.css';
import { paths } from '@/shared/paths';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

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
    <Card withBorder padding="md" className={classes.card} component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <InitialsAvatar
          name={name}
          src={c.logo}
          alt={c.logo ? `${name} logo` : undefined}
          size={list ? 56 : 64}
          radius="md"
          variant="filled"
          imageProps={{ style: { objectFit: 'contain' } }}
          style={c.logo ? { background: 'var(--mantine-color-white)' } : undefined}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" className={classes.wrap}>
            <Anchor
              component={Link}
              to={paths.companyPublic(c.username)}
              className={classes.stretched}
              underline="hover"
            >
              {name}
            </Anchor>
          </Title>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm" c="gray.7" className={classes.wrap}>
              {companyPlace(c)}
            </Text>
          </Group>
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
        </Stack>
      </Group>
      {c.tags.length > 0 ? (
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
          {c.tags.map((tag) => {
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
        </Group>
      ) : null}
    </Card>
  );
}

/** The placeholder of a company card while the list loads. */
export function CompanyCardSkeleton() {
  return (
    <Card withBorder padding="md" aria-hidden>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Skeleton h={64} w={64} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={18} w="60%" />
          <Skeleton h={12} w="40%" />
        </Stack>
      </Group>
      <Group gap={6} mt="sm">
        <Skeleton h={20} w={70} radius="xl" />
        <Skeleton h={20} w={60} radius="xl" />
      </Group>
    </Card>
  );
}
