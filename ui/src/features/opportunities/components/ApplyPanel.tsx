import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { saveReturnPath, useCurrentUser } from '@/shared/auth';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { ModalActions } from '@/shared/components/ModalActions';
import { AppliedBadge, StageBadge } from '@/shared/components/opportunity/Badges';
import {
  canWithdraw,
  isOpenForApplications,
  type Opportunity,
} from '@/shared/components/opportunity/model';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { charCount } from '@/shared/fields';
import { useApply } from '../api/apply';
import { opportunityQuery } from '../api/opportunity';
import { notify } from '@/shared/components/opportunity/notify';
import { WithdrawApplicationModal } from '@/shared/components/opportunity/WithdrawApplicationModal';

/** The server's profile_step once the volunteer wizard is finished (volunteers.StepDone). */
const VOLUNTEER_PROFILE_DONE = 7;
export const NOTE_MAX = 500;

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
  } else if (user.role === 'company' && user.id === o.company) {
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
          <Button variant="outline" color="red.8" onClick={() => setConfirming(true)}>
            Withdraw
          </Button>
        ) : null}
      </Group>
      <WithdrawApplicationModal
        applicationId={application.id}
        opened={confirming}
        onClose={() => setConfirming(false)}
      >
        The company will no longer consider you for {o.title}. You cannot apply to it again.
      </WithdrawApplicationModal>
    </>
  );
}

function ApplyButton({ opportunity: o }: { opportunity: Opportunity }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const apply = useApply();
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    setNoteError(null);
    if (charCount(note) > NOTE_MAX) {
      setNoteError(`Keep the note to ${NOTE_MAX} characters.`);
      return;
    }
    apply.mutate(
      { opportunity: o.id, note },
      {
        onSuccess: (created) => {
          client.setQueryData(opportunityQuery(o.id, user?.id ?? '').queryKey, (old) =>
            old ? { ...old, application: { id: created.id, stage: created.stage } } : old,
          );
          setOpened(false);
          notify({
            color: 'green',
            title: 'Application sent',
            message: `${o.company_name || 'The company'} has your application.`,
          });
        },
        onError: (err) => {
          const fields = fieldErrors(err);
          if (fields.note) setNoteError(fields.note);
          setError(fields.opportunity ?? (fields.note ? null : errorMessage(err)));
        },
      },
    );
  };

  return (
    <>
      <Text>Tell the company in a few words why you would like to help.</Text>
      <Button onClick={() => setOpened(true)}>Apply</Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Apply to ${o.title}`}
        centered
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <CountedTextarea
              label="A short note to the company"
              placeholder="What you would bring, and when you could start"
              max={NOTE_MAX}
              minRows={4}
              value={note}
              error={noteError}
              onChange={(e) => setNote(e.currentTarget.value)}
              data-autofocus
            />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <ModalActions
              onCancel={() => setOpened(false)}
              confirmLabel="Send application"
              pending={apply.isPending}
              cancelWhilePending
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
