import { TitledCard } from '@/shared/components/CardSection';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmAction } from '@/shared/forms/ConfirmAction';
import { HourEntries } from '@/features/engagements/components/HourEntries';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { EngagementReview } from '@/features/reviews/components/EngagementReview';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { formatDay } from '@/shared/engagements/model';
import { paths } from '@/shared/paths';
import { engagementQuery, useEngagement } from '@/features/engagements/api/engagement';
import { EngagementHeader } from '@/features/engagements/components/EngagementHeader';
import { EngagementNotLoaded } from '@/features/engagements/components/EngagementNotLoaded';
import {
  engagementCertificateQuery,
  useEngagementCertificate,
} from '@/features/certificates/api/engagementCertificate';
import {
  engagementHoursQuery,
  useEngagementHours,
} from '@/features/engagements/api/engagementHours';
import { scopeQuery } from '@/features/projects/api/scope';
import { engagementReviewsQuery } from '@/features/reviews/api/engagementReviews';
import type { FirstData } from '@/shared/firstData';
import { useFinishEngagement } from '@/features/engagements/api/finishEngagement';
import { LogHoursForm } from '@/features/engagements/components/LogHoursForm';
import { ScopeSection } from '@/features/projects/components/ScopeSection';

/** Why "Mark as finished" is off: the server's own words. */
const NO_HOURS_LOGGED = 'Log the time you worked before marking this engagement finished.';

/**
 * The engagement, its hours and scope, and for a completed one its reviews
 * and certificate: the first screen is drawn with them (index.html starts
 * them: app/preloads.ts).
 */
export const firstData: FirstData = (client, { params }) => {
  const id = params.id ?? '';
  const completed = client
    .fetchQuery(engagementQuery(id))
    .then((e) => e.status === 'completed')
    .catch(() => false);
  return [
    completed.then(() => undefined),
    client.prefetchQuery(engagementHoursQuery(id)),
    client.prefetchQuery(scopeQuery(id)),
    completed.then((done) =>
      done
        ? Promise.all([
            client.prefetchQuery(engagementReviewsQuery(id)),
            client.prefetchQuery(engagementCertificateQuery(id)),
          ]).then(() => undefined)
        : undefined,
    ),
  ];
};

/** /volunteer/engagements/:id: the volunteer's time on one engagement, the log form and the finish. */
export function EngagementPage() {
  const { id = '' } = useParams();
  const engagement = useEngagement(id);
  const hours = useEngagementHours(id);
  const e = engagement.data;
  const certificate = useEngagementCertificate(id, e?.status === 'completed');
  const finish = useFinishEngagement();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(e ? e.opportunity_title : 'Engagement');

  if (engagement.isPending || engagement.isError || !e) {
    return <EngagementNotLoaded query={engagement} />;
  }

  const entries = hours.data ?? [];
  // The server asks for some logged time before the finish (hooks/engagements/finish.go).
  const noTime = e.approved_hours + e.pending_hours <= 0;
  return (
    <Stack gap="lg">
      <EngagementHeader
        engagement={e}
        back={{ to: paths.volunteer.engagements, label: 'Back to your engagements' }}
        title={e.opportunity_title}
        subtitle={e.company_name}
      />

      {e.status === 'completed' ? (
        <Alert color="green" icon={<IconCertificate aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            {/* A bold line rather than the alert's title: the title's green fails the contrast check. */}
            <Text fw={700} size="sm">
              Engagement completed
            </Text>
            <Text size="sm">
              {e.company_name} confirmed the completion on {formatDay(e.completed_at)}.
            </Text>
            {certificate.data ? (
              <Button component={Link} to={paths.certificate(certificate.data.id)} size="xs">
                See your certificate
              </Button>
            ) : certificate.isSuccess ? (
              <Text size="sm">No certificate was issued: no hours were approved.</Text>
            ) : null}
          </Stack>
        </Alert>
      ) : (
        <TitledCard title="Log hours" id="log-hours">
          <LogHoursForm engagementId={e.id} acceptedDay={e.accepted_at.slice(0, 10)} />
        </TitledCard>
      )}

      <ScopeSection
        engagementId={e.id}
        side="volunteer"
        names={{ company: e.company_name, volunteer: 'You' }}
        active={e.status !== 'completed'}
      />

      <EngagementReview engagement={e} side="volunteer" />

      <TitledCard title="Your hours" id="logged-hours">
        {hours.isPending ? (
          <Skeleton h={80} role="status" aria-label="Loading your hours" />
        ) : hours.isError ? (
          <LoadErrorAlert title="Your hours could not be loaded" query={hours} />
        ) : entries.length === 0 ? (
          <Text c="gray.7">
            {e.status === 'completed'
              ? 'No hours were logged on this engagement.'
              : 'No hours yet. Log the time you worked with the form above.'}
          </Text>
        ) : (
          <HourEntries entries={entries} label="Your hours" />
        )}
      </TitledCard>

      {e.status === 'active' ? (
        <Paper withBorder p="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm" style={{ flex: '1 1 240px' }} id={`finish-${e.id}`}>
              {noTime
                ? NO_HOURS_LOGGED
                : `Done with this work? Mark it finished and ${e.company_name} confirms it.`}
            </Text>
            <Button
              variant="default"
              onClick={() => setConfirming(true)}
              disabled={noTime}
              aria-describedby={`finish-${e.id}`}
            >
              Mark as finished
            </Button>
          </Group>
        </Paper>
      ) : null}
      {e.status === 'finish_requested' ? (
        <Alert color="blue">
          You marked this engagement as finished. {e.company_name} will confirm it.
        </Alert>
      ) : null}

      <ConfirmAction
        target={confirming ? e : null}
        onClose={() => setConfirming(false)}
        action={finish}
        title="Mark as finished?"
        confirmLabel="Mark as finished"
        confirmColor="blue.8"
        done={() => ({ message: 'The company was asked to confirm.' })}
      >
        <Text size="sm">
          {e.company_name} is asked to confirm that the work is finished. You can still log hours
          until they do.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}

export { EngagementPage as Component };
