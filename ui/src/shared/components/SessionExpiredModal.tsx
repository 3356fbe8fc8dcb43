import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout, noteIfRemovedFromTeam, saveReturnPath } from '@/shared/auth';
import { pb, UNAUTHENTICATED_EVENT } from '@/shared/pb';
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
  // Whether the session ended because the user was removed from a team:
  // asked as the dialog opens, so the login page can say so.
  const why = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const open = () => {
      why.current = noteIfRemovedFromTeam(pb.authStore.token);
      setUsed(true);
      setOpened(true);
    };
    window.addEventListener(UNAUTHENTICATED_EVENT, open);
    return () => window.removeEventListener(UNAUTHENTICATED_EVENT, open);
  }, []);

  const goToLogin = async () => {
    saveReturnPath(location.pathname + location.search);
    await why.current;
    logout();
    setOpened(false);
    void navigate(paths.login);
  };

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog opened={opened} onGoToLogin={() => void goToLogin()} />
    </Suspense>
  );
}
