import { schemaResolver, type FormErrors } from '@mantine/form';
import { ApiError } from '../../lib/errors';

type RequestSchema = Parameters<typeof schemaResolver>[0];

/** The contract's messages are fragments ("must be at least 8 characters"); under a field label they read as sentences. */
export function sentenceCase(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

export const PASSWORDS_DIFFER = 'The two passwords are not the same';
export const REPEAT_PASSWORD = 'Repeat the password';

/** A new password is typed twice, because a typo in a password nobody can read would lock its owner out. */
export function confirmPasswordError(password: string, confirmPassword: string): FormErrors {
  if (!confirmPassword) return { confirmPassword: REPEAT_PASSWORD };
  return confirmPassword === password ? {} : { confirmPassword: PASSWORDS_DIFFER };
}

/**
 * Validates a form by the request body it will send, against the contract's schema the server also checks, so
 * that the browser and the server apply the same rules. `fieldOf` renames body paths to form fields where they differ.
 */
export function validateAsRequest<Values, Body>(
  schema: RequestSchema,
  toBody: (values: Values) => Body,
  fieldOf: Record<string, string> = {},
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(toBody(values)))) {
      const field = fieldOf[path] ?? path;
      // The first problem of a field is the one to fix first.
      if (errors[field] === undefined && typeof message === 'string') errors[field] = sentenceCase(message);
    }
    return errors;
  };
}

/**
 * A refusal of the server that names a field the form shows (a taken username, an e-mail the server rejects):
 * the field and its message, without the "field: " prefix the API puts in front. Anything else: null.
 * `fieldOf` maps the body path to the form field (a function for forms whose paths are the body's).
 */
export function serverFieldError(
  error: unknown,
  fieldOf: Record<string, string> | ((path: string) => string | undefined),
): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.field) return null;
  const path = error.field.replace(/^body\./, '');
  const field = typeof fieldOf === 'function' ? fieldOf(path) : fieldOf[path];
  if (!field) return null;
  const message = error.message.startsWith(`${path}: `) ? error.message.slice(path.length + 2) : error.message;
  return { field, message: sentenceCase(message) };
}
