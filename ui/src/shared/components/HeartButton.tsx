import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { saveReturnPath, useCurrentUser } from '@/shared/auth';
import { errorMessage } from '@/shared/errors';
import { paths } from '@/shared/paths';
import classes from './cards.module.css';
import { notifyFailed } from '@/shared/notifySaved';

interface Props {
  /** What is saved, for the button's accessible name: "Save Ada Lovelace". */
  name: string;
  saved: boolean;
  /** A change is on its way: one change at a time (a removal needs the saved record's id). */
  busy: boolean;
  /** Saves or removes for the signed-in user; a guest is sent to log in and back here instead. */
  onToggle: () => void;
}

/** The red notification of a heart whose change the server refused. */
export function notifyNotSaved(saved: boolean, err: unknown) {
  notifyFailed(errorMessage(err), saved ? 'Not removed' : 'Not saved');
}

/**
 * The heart of a card or page: a toggle between "Save" and "Remove from saved".
 * Its hint is drawn by CSS (no tooltip library on the public lists); the
 * accessible name already says the same.
 */
export function HeartButton({ name, saved, busy, onToggle }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    if (!user) {
      saveReturnPath(location.pathname + location.search);
      void navigate(paths.login);
      return;
    }
    if (!busy) onToggle();
  };

  return (
    <span
      className={`${classes.above} ${classes.hint}`}
      data-hint={saved ? 'Remove from saved' : 'Save'}
    >
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="lg"
        radius="xl"
        aria-label={saved ? `Remove ${name} from saved` : `Save ${name}`}
        aria-pressed={saved}
        onClick={onClick}
      >
        {saved ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </ActionIcon>
    </span>
  );
}
