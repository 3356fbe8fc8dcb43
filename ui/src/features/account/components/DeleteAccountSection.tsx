import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { paths } from '@/shared/paths';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/errors';
import type { User } from '@/shared/types';
import { useDeleteAccount } from '../api/deleteAccount';
import { SettingsSection } from './SettingsSection';

export function DeleteAccountSection({ user }: { user: User }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const mutation = useDeleteAccount(user.id);
  const navigate = useNavigate();
  const confirmed = typed.trim() === user.username;

  const closeModal = () => {
    if (mutation.isPending) return;
    close();
    setTyped('');
    mutation.reset();
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) return;
    try {
      // Awaited rather than passed callbacks: the session ends with the
      // account, and this page unmounts before the callbacks would run.
      await mutation.mutateAsync();
    } catch {
      return; // shown from mutation.error
    }
    notifications.show({ title: 'Account deleted', message: 'Your account was deleted.' });
    navigate(paths.home, { replace: true });
  };

  return (
    <SettingsSection
      title="Delete account"
      description="Deleting your account removes your account, your profile and your applications. This cannot be undone."
    >
      <Group>
        <Button color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={open}>
          Delete account
        </Button>
      </Group>

      <Modal opened={opened} onClose={closeModal} title="Delete your account?" centered>
        <form onSubmit={confirm} noValidate>
          <Stack gap="md">
            <Text>
              Your account, your profile and your applications will be deleted permanently.
              {user.role === 'company'
                ? ' If your company has an active subscription, cancel it first.'
                : null}
            </Text>
            <TextInput
              label={`Type your username (${user.username}) to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              data-autofocus
            />
            {mutation.error ? (
              <Alert color="red" role="alert">
                {errorMessage(
                  mutation.error,
                  'Your account could not be deleted. Please try again.',
                )}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeModal} disabled={mutation.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={!confirmed} loading={mutation.isPending}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsSection>
  );
}
