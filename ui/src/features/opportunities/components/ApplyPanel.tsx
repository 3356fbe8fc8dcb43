import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { companyIdOf, saveReturnPath, useCurrentUser } from '@/shared/auth';
import { AppliedBadge, StageBadge } from '@/shared/components/opportunity/Badges';
import {
  canWithdraw,
  isOpenForApplications,
  type Opportunity,
} from '@/shared/components/opportunity/model';

/** The server's profile_step once the volunteer wizard is finished (volunteers.StepDone). */
const VOLUNTEER_PROFILE_DONE = 7;

const ApplyDialog = lazy(() => import('./ApplyDialogs').then((m) => ({ default: m.ApplyDialog })));
const WithdrawDialog = lazy(() =>
  import('./ApplyDialogs').then((m) => ({ default: m.WithdrawDialog })),
);

/**
 * What the viewer can do about an opportunity: a guest logs in, a volunteer
 * with a finished profile applies (once) or withdraws, a volunteer without
 * one finishes it first, the owning company manages it.
 */
export function ApplyPanel({ opportunity: o }: { opportunity: Opportunity }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const open = isOpenForApplications(o);
  const application = o.application ?? null;

  let body;
  if (!user) {
    body = open ? (
      <>
        <Text>Log in as a volunteer to apply to this opportunity.</Text>
        <Button
          onClick={() => {
            saveReturnPath(location.pathname + location.search);
            void navigate('/login');
          }}
        >
          Log in to apply
        </Button>
        <Text size="sm">
          New to Voluntech?{' '}
          <Link to="/pre-register" style={{ color: 'var(--mantine-color-blue-8)' }}>
            Create an account
          </Link>
        </Text>
      </>
    ) : (
      <Text>This opportunity is not open for applications.</Text>
    );
  } else if (user.role === 'company' && companyIdOf(user) === o.company) {
    body = (
      <>
        <Text>This is your opportunity.</Text>
        <Button
          component={Link}
          to={`/company/opportunities?id=${encodeURIComponent(o.id)}`}
          variant="default"
        >
          Manage it and see the applicants
        </Button>
      </>
    );
  } else if (user.role !== 'volunteer') {
    body = <Text>Only volunteers can apply.</Text>;
  } else if (application) {
    body = <ApplicationState opportunity={o} />;
  } else if (!open) {
    body = <Text>This opportunity is not open for applications.</Text>;
  } else if (!user.verified) {
    body = (
      <>
        <Text>Verify your email address before you apply.</Text>
        <Button component={Link} to="/verify-email" variant="default">
          Verify your email
        </Button>
      </>
    );
  } else if ((user.profile_step ?? 0) < VOLUNTEER_PROFILE_DONE) {
    body = (
      <>
        <Text>Finish your profile before you apply: companies read it with your note.</Text>
        <Button component={Link} to="/volunteer/profile-creation">
          Finish your profile
        </Button>
      </>
    );
  } else {
    body = <ApplyButton opportunity={o} />;
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="apply-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="apply-title">
          Apply
        </Title>
        {body}
      </Stack>
    </Card>
  );
}

function ApplicationState({ opportunity: o }: { opportunity: Opportunity }) {
  const application = o.application;
  const [confirming, setConfirming] = useState(false);
  // The dialog's code loads on the first click.
  const [wanted, setWanted] = useState(false);
  if (!application) return null;
  const withdrawn = application.stage === 'withdrawn';

  return (
    <>
      <Group gap="xs">
        {withdrawn ? null : <AppliedBadge size="lg" />}
        {application.stage !== 'applied' ? (
          <StageBadge stage={application.stage} size="lg" />
        ) : null}
      </Group>
      <Text size="sm">
        {withdrawn
          ? 'You withdrew your application.'
          : 'The company has your application. Follow it in My Opportunities.'}
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/volunteer/opportunities" variant="default">
          My Opportunities
        </Button>
        {canWithdraw(application.stage) ? (
          <Button
            variant="outline"
            color="red.8"
            onClick={() => {
              setWanted(true);
              setConfirming(true);
            }}
          >
            Withdraw
          </Button>
        ) : null}
      </Group>
      {wanted ? (
        <Suspense fallback={null}>
          <WithdrawDialog
            applicationId={application.id}
            opened={confirming}
            onClose={() => setConfirming(false)}
          >
            The company will no longer consider you for {o.title}. You cannot apply to it again.
          </WithdrawDialog>
        </Suspense>
      ) : null}
    </>
  );
}

function ApplyButton({ opportunity: o }: { opportunity: Opportunity }) {
  const [opened, setOpened] = useState(false);
  // The dialog's code loads on the first click; it stays mounted after, so a
  // note typed and closed is still there when it opens again.
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Text>Tell the company in a few words why you would like to help.</Text>
      <Button
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        Apply
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ApplyDialog opportunity={o} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
