import { Notifications } from '@mantine/notifications';

/** Mantine's notification container, a module of its own so that it can load lazily (alert-host.tsx). */
export default function NotificationContainer() {
  return <Notifications position="top-right" limit={4} />;
}
