import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { CardGrid } from '@/shared/components/ListPageFrame';
import { useState, type ReactNode } from 'react';
import { CardHeading, CardSection } from '@/shared/components/CardSection';
import { Pagination } from '@/shared/components/Pagination';
import { QueryView } from '@/shared/components/QueryView';
import { useSuggestions, type SuggestedVolunteer } from '../api/suggestions';
import { Reasons } from './Reasons';

interface Props {
  opportunityId: string;
  /** Whether the opportunity is open: only open ones have suggestions. */
  open: boolean;
  /** How the page draws a volunteer card, with the reasons (and "Invite to apply") below. */
  renderCard: (volunteer: SuggestedVolunteer, reasons: ReactNode) => ReactNode;
}

/** "Suggested volunteers" of one of the company's opportunities, best first, with their reasons. */
export function SuggestedVolunteers({ opportunityId, open, renderCard }: Props) {
  const [page, setPage] = useState(1);
  const query = useSuggestions(open ? opportunityId : '', page);
  return (
    <CardSection id="suggested-volunteers">
      <Stack gap="sm">
        <CardHeading title="Suggested volunteers" id="suggested-volunteers" />
        {!open ? (
          <Text c="gray.7">Volunteers are suggested while the opportunity is open.</Text>
        ) : (
          <QueryView
            query={query}
            loading={
              <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label="Loading suggestions">
                <Skeleton h={140} />
                <Skeleton h={140} />
              </SimpleGrid>
            }
            errorTitle="Suggested volunteers could not be loaded"
          >
            {(data) =>
              data.totalItems === 0 ? (
                <Paper withBorder p="md">
                  <Text>
                    No available volunteer lists the skills or field this opportunity asks for yet.
                    Adding skills to the opportunity helps us find them.
                  </Text>
                </Paper>
              ) : (
                <Stack gap="md">
                  <Text size="sm" c="gray.7">
                    Available volunteers whose profile fits, best first, and why.
                  </Text>
                  <CardGrid
                    cols={{ base: 1, sm: 2 }}
                    label="Suggested volunteers"
                    items={data.items}
                    keyOf={(v) => v.id}
                  >
                    {(v) =>
                      renderCard(
                        v,
                        <Reasons
                          reasons={v.reasons}
                          label={`Why ${v.first_name} ${v.last_name} is suggested`}
                        />,
                      )
                    }
                  </CardGrid>
                  {data.totalItems > data.perPage ? (
                    <Pagination
                      page={page}
                      total={Math.ceil(data.totalItems / data.perPage)}
                      onChange={setPage}
                    />
                  ) : null}
                </Stack>
              )
            }
          </QueryView>
        )}
      </Stack>
    </CardSection>
  );
}
