import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { describeError, describeSubmitError } from '../../lib/errors';

type AlertKind = 'error' | 'success' | 'info';

const colorByKind: Record<AlertKind, string> = { error: 'red', success: 'teal', info: 'blue' };

/** Every alert of the app goes through here, so they look and behave alike (a message may carry a list). */
export function showAlert(kind: AlertKind, title: string, message: ReactNode): void {
  notifications.show({
    title,
    message,
    color: colorByKind[kind],
    autoClose: kind === 'error' ? 8000 : 5000,
    withBorder: true,
  });
}

/** Alert for a failed call; `title` names the call (spec section 8, e.g. 'User Settings Error'). */
export function showErrorAlert(error: unknown, title: string): void {
  const content = describeError(error, title);
  showAlert('error', content.title, content.message);
}

/** Alert for a refused form submission: the server's own sentence, e.g. why a sign-up was refused. */
export function showSubmitErrorAlert(error: unknown, title: string): void {
  const content = describeSubmitError(error, title);
  showAlert('error', content.title, content.message);
}
