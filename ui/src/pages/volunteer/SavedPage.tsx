import { Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  useIsOpportunitySaved,
  useToggleOpportunityFavorite,
} from '@/features/opportunities/api/opportunityFavorites';
import { useCurrentUser } from '@/shared/auth';
import { AreaListPage } from '@/shared/components/AreaListPage';
import { FavoriteOpportunityButton } from '@/features/opportunities/components/FavoriteOpportunityButton';
import {
  OpportunityCard,
  OpportunityCardSkeleton,
  OpportunityGridList,
} from '@/features/opportunities/components/OpportunityCard';
import { errorMessage } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import {
  useSavedOpportunities,
  type SavedOpportunity,
} from '@/features/opportunities/api/savedOpportunities';
import { notifications } from '@mantine/notifications';
import { paths } from '@/shared/paths';

/** The opportunities the volunteer saved with the heart. */
export function SavedPage() {
  usePageTitle('Saved');
  const user = useCurrentUser();
  const userId = user?.id ?? '';
  const query = useSavedOpportunities(userId);
  const isSaved = useIsOpportunitySaved(userId || null);
  // A heart taken off hides the card at once; the list reloads after.
  const shown = (query.data ?? []).filter((f) => isSaved(f.opportunity, true));

  return (
    <AreaListPage
      title="Saved"
      intro="Opportunities you kept for later."
      query={query}
      items={shown}
      loadingLabel="Loading your saved opportunities"
      skeleton={
        <OpportunityGridList label="Loading">
          {[0, 1].map((i) => (
            <li key={i}>
              <OpportunityCardSkeleton />
            </li>
          ))}
        </OpportunityGridList>
      }
      errorTitle="Your saved opportunities could not be loaded"
      empty={{
        title: 'You have not saved an opportunity yet.',
        text: 'Tap the heart on an opportunity to keep it here for later.',
        action: { label: 'Find opportunities', to: paths.opportunities },
      }}
    >
      {(items) => (
        <OpportunityGridList label="Saved opportunities">
          {items.map((f) => (
            <li key={f.id} style={{ minWidth: 0 }}>
              <SavedItem favorite={f} />
            </li>
          ))}
        </OpportunityGridList>
      )}
    </AreaListPage>
  );
}

function SavedItem({ favorite: f }: { favorite: SavedOpportunity }) {
  const o = f.expand?.opportunity;
  if (o) {
    return (
      <OpportunityCard
        opportunity={o}
        action={<FavoriteOpportunityButton opportunityId={o.id} title={o.title} saved />}
      />
    );
  }
  return <UnavailableItem favorite={f} />;
}

/** A saved opportunity the viewer can no longer see: closed, expired or removed. */
function UnavailableItem({ favorite: f }: { favorite: SavedOpportunity }) {
  const user = useCurrentUser();
  const toggle = useToggleOpportunityFavorite(user?.id ?? '');
  return (
    <Card withBorder padding="md" component="article" h="100%">
      <Stack gap="sm">
        <Text fw={600}>No longer available</Text>
        <Text size="sm" c="gray.7">
          An opportunity you saved has closed or expired.
        </Text>
        <Group>
          <Button
            variant="default"
            size="xs"
            loading={toggle.isPending}
            onClick={() =>
              toggle.toggle(
                { opportunityId: f.opportunity, save: false, favoriteId: f.id },
                (err) =>
                  notifications.show({
                    color: 'red',
                    title: 'Not removed',
                    message: errorMessage(err),
                  }),
              )
            }
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export { SavedPage as Component };
