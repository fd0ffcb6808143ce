import { badRequest } from '../../lib/http-error';
import type { AuditLogCursor } from './logs.repository';

// Opaque to the client: base64url of `<at in epoch microseconds>.<id>`, both whole numbers.

export function encodeCursor(cursor: AuditLogCursor) {
  return Buffer.from(`${cursor.atMicros}.${cursor.id}`).toString('base64url');
}

/** Only whole numbers in a range PostgreSQL can hold reach the query, so a forged cursor is a 400, never a 500. */
export function decodeCursor(text: string): AuditLogCursor {
  const match = /^(\d{1,16})\.(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const atMicros = match ? Number(match[1]) : NaN;
  const id = match ? Number(match[2]) : NaN;
  if (!Number.isSafeInteger(atMicros) || !Number.isSafeInteger(id)) {
    throw badRequest('cursor', 'cursor: is not a cursor of this log');
  }
  return { atMicros: String(atMicros), id };
}
