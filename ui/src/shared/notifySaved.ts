import { notifications } from '@mantine/notifications';

/** The green "Saved" notification: "Your <what> was saved." */
export function notifySaved(what: string) {
  notifications.show({ color: 'green', title: 'Saved', message: `Your ${what} was saved.` });
}
