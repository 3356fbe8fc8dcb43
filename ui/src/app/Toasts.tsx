import { Notifications } from '@mantine/notifications';

/** Where the app's toasts appear (loaded with the first toast: app/App.tsx). */
export default function Toasts() {
  return <Notifications position="top-right" />;
}
