/** An error whose status and wording are meant for the client; anything else is answered as a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, 'Bad Request', message, field);
export const unauthorized = (message = 'A valid access token is required.') =>
  new HttpError(401, 'Access denied', message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, 'Forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'Not Found', message);
export const tooManyRequests = (message: string) => new HttpError(429, 'Too Many Requests', message);
export const conflict = (message: string, field?: string) => new HttpError(409, 'Conflict', message, field);
export const unprocessableContent = (message: string, field?: string) =>
  new HttpError(422, 'Unprocessable Content', message, field);
