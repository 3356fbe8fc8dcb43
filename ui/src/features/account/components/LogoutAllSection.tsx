import { Alert, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/errors';
import { useLogoutAllDevices } from '../api/logoutAllDevices';
import { SettingsSection } from './SettingsSection';

export const LOGGED_OUT_EVERYWHERE =
  'You were logged out on every device, including this one. Log in again to continue.';

/** "Log out of all devices": for a lost phone or a shared computer left signed in. */
export function LogoutAllSection() {
  const mutation = useLogoutAllDevices();
  const navigate = useNavigate();

  const run = async () => {
    try {
      // Awaited: the session ends here and the page unmounts.
      await mutation.mutateAsync();
    } catch {
      return; // shown from mutation.error
    }
    notifications.show({ title: 'Logged out of all devices', message: LOGGED_OUT_EVERYWHERE });
    navigate('/login', { replace: true });
  };

  return (
    <SettingsSection
      title="Log out of all devices"
      description="Log Out ends the session in this browser only. This ends every session of your account, on every phone and computer, including this one."
    >
      {mutation.error ? (
        <Alert color="red" role="alert">
          {errorMessage(
            mutation.error,
            'You could not be logged out everywhere. Please try again.',
          )}
        </Alert>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void run()}
          loading={mutation.isPending}
        >
          Log out of all devices
        </Button>
      </Group>
    </SettingsSection>
  );
}
