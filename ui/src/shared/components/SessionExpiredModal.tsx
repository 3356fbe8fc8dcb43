import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout, saveReturnPath } from '@/shared/auth';
import { UNAUTHENTICATED_EVENT } from '@/shared/pb';
import { paths } from '@/shared/paths';

const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

/** Opens on any 401 of an authenticated call. */
export function SessionExpiredModal() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const open = () => {
      setUsed(true);
      setOpened(true);
    };
    window.addEventListener(UNAUTHENTICATED_EVENT, open);
    return () => window.removeEventListener(UNAUTHENTICATED_EVENT, open);
  }, []);

  const goToLogin = () => {
    saveReturnPath(location.pathname + location.search);
    logout();
    setOpened(false);
    navigate(paths.login);
  };

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog opened={opened} onGoToLogin={goToLogin} />
    </Suspense>
  );
}
