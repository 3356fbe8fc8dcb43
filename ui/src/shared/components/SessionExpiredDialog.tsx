import { Button, Modal, Text } from '@mantine/core';

/** "Unauthenticated"; loaded only when a session expires. */
export function SessionExpiredDialog({
  opened,
  onGoToLogin,
}: {
  opened: boolean;
  onGoToLogin: () => void;
}) {
  return (
    <Modal
      opened={opened}
      // The session is gone, so nothing behind the dialog works any more: it
      // stays until the user goes to the login page.
      onClose={() => {}}
      title="Unauthenticated"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Text mb="lg">Your login session is expired please login again</Text>
      <Button fullWidth onClick={onGoToLogin}>
        Go To Login
      </Button>
    </Modal>
  );
}
