import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { describeError, describeSubmitError, SERVER_ERROR_TEXT, SERVER_ERROR_TITLE } from '../../lib/errors';

type AlertKind = 'error' | 'success' | 'info';

const colorByKind: Record<AlertKind, string> = { error: 'red', success: 'teal', info: 'blue' };

/** Every alert of the app goes through here, so they look and behave alike (a message may carry a list). */
export function showAlert(kind: AlertKind, title: string, message: ReactNode): void {
  // Whatever a caller made of a server failure, the apology shows once (see showServerFailureAlert).
  if (kind === 'error' && title === SERVER_ERROR_TITLE) {
    showServerFailureAlert();
    return;
  }
  notifications.show({
    title,
    message,
    color: colorByKind[kind],
    autoClose: kind === 'error' ? 8000 : 5000,
    withBorder: true,
  });
}

/**
 * Spec section 8's apology for a server failure (HTTP 5xx) of any call. One at a time: calls failing together (a
 * start-up's, or the api-client's report and a list's own alert of the same failure) show it once.
 */
export function showServerFailureAlert(): void {
  notifications.show({
    id: 'server-failure',
    title: SERVER_ERROR_TITLE,
    message: SERVER_ERROR_TEXT,
    color: colorByKind.error,
    autoClose: 8000,
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
