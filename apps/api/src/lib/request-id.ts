/** The request id's header, read from a reverse proxy and answered on every response. */
export const REQUEST_ID_HEADER = 'x-request-id';
