import { createSavedViewRequestSchema, type CreateSavedViewRequest, type SavedViewKind } from '@argus/contract';
import { ApiError } from '../../../lib/errors';
import { serverFieldError, validateAsRequest } from '../../../shared/forms/form-validation';

export type SaveViewFormValues = { name: string; alert: boolean; shared: boolean };
export const NEW_SAVED_VIEW: SaveViewFormValues = { name: '', alert: false, shared: false };

/** What the view is of: the screen, its folder and its filter (the query string without `?`). */
export type SavedViewTarget = { kind: SavedViewKind; customer: string; criteria: string };

export function toCreateSavedViewRequest(values: SaveViewFormValues, target: SavedViewTarget): CreateSavedViewRequest {
  return { name: values.name.trim(), ...target, alert: values.alert, shared: values.shared };
}

/** The name's rules are the contract's, the same for a new view and a renamed one. */
export const validateSavedViewName = validateAsRequest(
  createSavedViewRequestSchema.pick({ name: true }),
  (values: { name: string }) => ({ name: values.name }),
);

/**
 * A refusal the name field shows: the server's field error on `name`, or a 409 (the user has a view of this name in
 * this folder for this screen already), whichever field the server names for it. Anything else: null.
 */
export function nameErrorOf(error: unknown): string | null {
  const field = serverFieldError(error, (path) => (path === 'name' ? 'name' : undefined));
  if (field) return field.message;
  if (error instanceof ApiError && error.status === 409) return error.message;
  return null;
}
