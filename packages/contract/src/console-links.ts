// Addresses inside the web app that other places write: mails link to a signal, a report's row opens one.

export const SIGNAL_STREAM_PATH = '/corporate-intelligence/signal-stream';
export const MENTION_STREAM_PATH = '/discovery/mention-stream';
/** Where a user keeps their webhooks: a paused one's notice leads there. */
export const WEBHOOKS_SCREEN_PATH = '/settings/webhooks';

/** Selects the named folder on arrival, if the user may open it; the app then drops it from the address. */
export const FOLDER_PARAM = 'folder';
/** The signal whose details are open on the Signals screen. */
export const OPEN_SIGNAL_PARAM = 'signal';
/** The mention whose details are open on the Mentions screen. */
export const OPEN_MENTION_PARAM = 'mention';

/** The Signals screen of a folder with one signal's details open; relative to where the web app is served. */
export function signalLinkPath(customerName: string, signalId: string) {
  return `${SIGNAL_STREAM_PATH}?${FOLDER_PARAM}=${encodeURIComponent(customerName)}&${OPEN_SIGNAL_PARAM}=${encodeURIComponent(signalId)}`;
}

/** The Mentions screen of a folder. */
export function mentionStreamPath(customerName: string) {
  return `${MENTION_STREAM_PATH}?${FOLDER_PARAM}=${encodeURIComponent(customerName)}`;
}

/** The Mentions screen of a folder with one mention's details open. */
export function mentionLinkPath(customerName: string, mentionId: string) {
  return `${mentionStreamPath(customerName)}&${OPEN_MENTION_PARAM}=${encodeURIComponent(mentionId)}`;
}
