import { Notifications } from '@mantine/notifications';
import classes from './notification-container.module.css';

/** Mantine's notification container, a module of its own so that it can load lazily (alert-host.tsx). */
export default function NotificationContainer() {
  return <Notifications position="top-right" limit={4} className={classes.container} />;
}
