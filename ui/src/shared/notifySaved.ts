import { notifications } from '@mantine/notifications';

/** The green notification of a change that was made, with a title where one helps. */
export function notifyDone(message: string, title?: string) {
  notifications.show({ color: 'green', title, message });
}

/** The red notification of a change that failed, with a title where one helps. */
export function notifyFailed(message: string, title?: string) {
  notifications.show({ color: 'red', title, message });
}

/** The green "Saved" notification: "Your <what> was saved." */
export function notifySaved(what: string) {
  notifyDone(`Your ${what} was saved.`, 'Saved');
}
