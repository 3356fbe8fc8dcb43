import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { CardGrid } from '@/shared/components/ListPageFrame';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryView } from '@/shared/components/QueryView';
import { Pagination } from '@/shared/components/Pagination';
import classes from '@/shared/components/cards.module.css';
import {
  missingText,
  useRecommendations,
  type RecommendedOpportunity,
} from '../api/recommendations';
import { DismissButton } from './DismissButton';
import { Reasons } from './Reasons';

interface Props {
  userId: string;
  page?: number;
  perPage?: number;
  onPage?: (page: number) => void;
  /** Where the volunteer completes their profile. */
  profilePath: string;
  /** How the page draws an opportunity card, with the reasons and "Not for me" below it. */
  renderCard: (opportunity: RecommendedOpportunity, footer: ReactNode) => ReactNode;
  /** The list's accessible name. */
  label: string;
}

/** The volunteer's recommendations: cards with their reasons, a thin profile's hint, paging. */
export function RecommendedList({
  userId,
  page = 1,
  perPage = 12,
  onPage,
  profilePath,
  renderCard,
  label,
}: Props) {
  const query = useRecommendations(userId, page, perPage);
  return (
    <QueryView
      query={query}
      loading={
        <SimpleGrid cols={{ base: 1, sm: 2 }} w="100%" role="status" aria-label="Loading">
          <Skeleton h={160} />
          <Skeleton h={160} />
        </SimpleGrid>
      }
      errorTitle="Recommendations could not be loaded"
    >
      {(data) => {
        if (data.missing.length > 0) {
          return (
            <Paper withBorder p="md" w="100%">
              <Text fw={600}>Tell us more to get recommendations.</Text>
              <Text size="sm" mt={4} mb="sm">
                Add {missingText(data.missing)} to your profile and we will recommend open
                opportunities that ask for them.
              </Text>
              <Button component={Link} to={profilePath} variant="light">
                Complete your profile
              </Button>
            </Paper>
          );
        }
        if (data.totalItems === 0) {
          return (
            <Paper withBorder p="md" w="100%">
              <Text fw={600}>Nothing fits your profile right now.</Text>
              <Text size="sm" mt={4} mb="sm">
                Add more skills, topics or a field to your profile, or browse every open
                opportunity.
              </Text>
              <Button component={Link} to={profilePath} variant="light">
                Add to your profile
              </Button>
            </Paper>
          );
        }
        const pages = Math.ceil(data.totalItems / data.perPage);
        return (
          <Stack gap="md" w="100%">
            <CardGrid
              cols={{ base: 1, sm: 2 }}
              label={label}
              items={data.items}
              keyOf={(o) => o.id}
            >
              {(o) =>
                renderCard(
                  o,
                  <Stack gap={6}>
                    <Reasons reasons={o.reasons} label={`Why ${o.title} is recommended`} />
                    <Group justify="flex-end" className={classes.above}>
                      <DismissButton opportunityId={o.id} title={o.title} />
                    </Group>
                  </Stack>,
                )
              }
            </CardGrid>
            {onPage && pages > 1 ? (
              <Pagination page={page} total={pages} onChange={onPage} />
            ) : null}
          </Stack>
        );
      }}
    </QueryView>
  );
}
