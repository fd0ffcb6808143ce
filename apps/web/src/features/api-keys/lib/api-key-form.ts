import { createApiKeyRequestSchema, ingestEndpoints, type CreateApiKeyRequest } from '@argus/contract';
import { validateAsRequest } from '../../../shared/forms/form-validation';

export type ApiKeyFormValues = { name: string; customers: string[] };

export const NEW_API_KEY: ApiKeyFormValues = { name: '', customers: [] };

export function toCreateApiKeyRequest(values: ApiKeyFormValues): CreateApiKeyRequest {
  return { name: values.name.trim(), customers: values.customers };
}

/** A body path ("customers.0") as the form's field. */
export function apiKeyFieldOf(path: string): string | undefined {
  const field = path.replace(/^customers\.\d+$/, 'customers');
  return field === 'name' || field === 'customers' ? field : undefined;
}

const validate = validateAsRequest(createApiKeyRequestSchema, toCreateApiKeyRequest);

export function validateNewApiKey(values: ApiKeyFormValues) {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(validate(values))) {
    errors[apiKeyFieldOf(path) ?? path] ??= String(message);
  }
  return errors;
}

/** The push endpoint a key is for, on this server: what the example call posts to. */
export function ingestMentionsUrl(origin: string): string {
  return `${origin}${ingestEndpoints.ingestMentions.path}`;
}

/** The one-line example: the key goes in the Authorization header as a bearer token. */
export function curlExample(key: string, origin: string): string {
  return `curl -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" -d @mentions.json ${ingestMentionsUrl(origin)}`;
}
