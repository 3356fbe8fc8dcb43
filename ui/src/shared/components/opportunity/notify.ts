import { notifications, type NotificationData } from '@mantine/notifications';

/** Shows a notification whose close button is named for screen readers. */
export function notify(data: NotificationData) {
  notifications.show({ closeButtonProps: { 'aria-label': 'Close notification' }, ...data });
}
