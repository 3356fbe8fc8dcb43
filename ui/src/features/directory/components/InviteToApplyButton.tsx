import { Alert, Anchor, Button, Modal, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ModalActions } from '@/shared/components/ModalActions';
import { paths } from '@/shared/paths';
import { splitServerErrors } from '@/shared/serverErrors';
import { useInviteToApply } from '../api/inviteToApply';
import { useOpenOpportunities } from '../api/openOpportunities';
import { volunteerName, type VolunteerListItem } from '../api/volunteers';
import { notifyDone } from '@/shared/notifySaved';

/**
 * "Invite to apply" on a volunteer's card: the company picks one of its open
 * opportunities and the volunteer is emailed a link to it.
 */
export function InviteToApplyButton({
  volunteer,
  companyId,
}: {
  volunteer: VolunteerListItem;
  companyId: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const name = volunteerName(volunteer);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} aria-hidden />}
        onClick={open}
        aria-label={`Invite ${name} to apply`}
      >
        Invite to apply
      </Button>
      <Modal opened={opened} onClose={close} title={`Invite ${name} to apply`}>
        {opened ? <InviteForm volunteer={volunteer} companyId={companyId} onDone={close} /> : null}
      </Modal>
    </>
  );
}

function InviteForm({
  volunteer,
  companyId,
  onDone,
}: {
  volunteer: VolunteerListItem;
  companyId: string;
  onDone: () => void;
}) {
  const opportunities = useOpenOpportunities(companyId, true);
  const invite = useInviteToApply();
  const [chosen, setChosen] = useState('');
  const name = volunteerName(volunteer);
  const errors = invite.error
    ? splitServerErrors(invite.error, ['opportunity'], {
        fallback: 'The invitation could not be sent. Please try again.',
      })
    : null;
  const list = opportunities.data ?? [];
  const value = chosen || list[0]?.id || '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value) return;
    invite.mutate(
      { volunteer: volunteer.username, opportunity: value },
      {
        onSuccess: () => {
          notifyDone(`${name} was emailed a link to the opportunity.`, 'Invitation sent');
          onDone();
        },
      },
    );
  };

  if (opportunities.isPending) {
    return <Skeleton h={80} aria-label="Loading your open opportunities" role="status" />;
  }
  if (opportunities.isError) {
    return (
      <Alert color="red" role="alert" title="Your opportunities could not be loaded">
        <Button size="xs" variant="default" onClick={() => void opportunities.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (list.length === 0) {
    return (
      <Stack gap="sm">
        <Text>You have no open opportunities to invite {name} to.</Text>
        <Text size="sm">
          <Anchor component={Link} to={paths.company.newOpportunity}>
            Post an opportunity
          </Anchor>{' '}
          or reopen one in{' '}
          <Anchor component={Link} to={paths.company.opportunities}>
            your opportunities
          </Anchor>
          , then come back.
        </Text>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {name} gets an email with a link to the opportunity and decides whether to apply.
        </Text>
        <NativeSelect
          label="Opportunity"
          data={list.map((o) => ({ value: o.id, label: o.title }))}
          value={value}
          onChange={(e) => setChosen(e.currentTarget.value)}
          error={errors?.fields.opportunity}
          required
        />
        {errors?.general ? (
          <Alert color="red" role="alert">
            {errors.general}
          </Alert>
        ) : null}
        <ModalActions onCancel={onDone} confirmLabel="Send invitation" pending={invite.isPending} />
      </Stack>
    </form>
  );
}
