import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import classes from './cards.module.css';

interface Props {
  /** What is saved, for the button's accessible name: "Save Ada Lovelace". */
  name: string;
  saved: boolean;
  onClick: () => void;
}

/**
 * The heart of a card or page: a toggle between "Save" and "Remove from saved".
 * Its hint is drawn by CSS (no tooltip library on the public lists); the
 * accessible name already says the same.
 */
export function HeartButton({ name, saved, onClick }: Props) {
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
