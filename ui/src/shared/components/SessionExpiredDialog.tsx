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
      onClose={onGoToLogin}
      title="Unauthenticated"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Text mb="lg">Your login session is expired please login again</Text>
      <Button fullWidth onClick={onGoToLogin}>
        Go To Login
      </Button>
    </Modal>
  );
}
