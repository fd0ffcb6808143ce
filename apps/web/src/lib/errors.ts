// The one place that turns failures into what the user reads (spec section 8).

export const NETWORK_ERROR_MESSAGE = 'We have detected a network error. Please give it a minute and try again later.';
export const SERVER_ERROR_TITLE = 'Sorry for the inconvenience!';
export const SERVER_ERROR_TEXT =
  'Our team is working to improve the system for you. Please give it a minute and try again later.';
/** What a server failure becomes once the alert has explained it (spec section 8). */
export const SERVER_ERROR_MESSAGE = 'Please give it a minute and try again later.';
export const ACCESS_DENIED_TITLE = 'Access denied';
export const ACCESS_DENIED_MESSAGE = 'Are your sure your credentials are correct?';
export const AUTHENTICATION_FAILED_TITLE = 'Authentication Failed';

/** An answer of the API with a non-2xx status; `error` and `message` come from the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly field: string | undefined;

  constructor(status: number, error: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.field = field;
  }
}

/** The request never got an answer (offline, server down, connection reset). */
export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options);
    this.name = 'NetworkError';
  }
}

export type AlertContent = { title: string; message: string };

export function isServerFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}

/** Title and text of the alert for a failed call; `title` names the call, e.g. 'User Settings Error'. */
export function describeError(error: unknown, title: string): AlertContent {
  if (isServerFailure(error)) {
    return { title: SERVER_ERROR_TITLE, message: SERVER_ERROR_TEXT };
  }
  if (error instanceof NetworkError) {
    return { title, message: NETWORK_ERROR_MESSAGE };
  }
  if (error instanceof ApiError) {
    // Spec section 8: the server's error field first, else the error message.
    return { title, message: error.error || error.message };
  }
  if (error instanceof Error && error.message) {
    return { title, message: error.message };
  }
  return { title, message: String(error) };
}

/**
 * A refused form submission (sign-up, password reset …): the server's sentence rather than its error class,
 * since "Conflict" says nothing about what to change; network and server failures read as everywhere else.
 */
export function describeSubmitError(error: unknown, title: string): AlertContent {
  if (error instanceof ApiError && error.status < 500 && error.message) {
    return { title, message: error.message };
  }
  return describeError(error, title);
}

/** Spec sections 5 and 8: a 401 reads 'Access denied', any other failure shows its own message. */
export function describeLoginError(error: unknown): AlertContent {
  if (error instanceof ApiError && error.status === 401) {
    return { title: ACCESS_DENIED_TITLE, message: ACCESS_DENIED_MESSAGE };
  }
  const message = error instanceof Error && error.message ? error.message : String(error);
  return { title: AUTHENTICATION_FAILED_TITLE, message };
}
