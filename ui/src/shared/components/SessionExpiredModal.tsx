import { Button, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout, saveReturnPath } from '@/shared/auth';
import { UNAUTHENTICATED_EVENT } from '@/shared/pb';

/** Opens on any 401 of an authenticated call (spec 000 §2.11). */
export function SessionExpiredModal() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const open = () => setOpened(true);
    window.addEventListener(UNAUTHENTICATED_EVENT, open);
    return () => window.removeEventListener(UNAUTHENTICATED_EVENT, open);
  }, []);

  const goToLogin = () => {
    saveReturnPath(location.pathname + location.search);
    logout();
    setOpened(false);
    navigate('/login');
  };

  return (
    <Modal
      opened={opened}
      onClose={goToLogin}
      title="Unauthenticated"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Text mb="lg">Your login session is expired please login again</Text>
      <Button fullWidth onClick={goToLogin}>
        Go To Login
      </Button>
    </Modal>
  );
}
