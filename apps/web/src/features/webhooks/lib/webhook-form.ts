import { createWebhookRequestSchema, type CreateWebhookRequest, type WebhookFormat } from '@argus/contract';
import { validateAsRequest } from '../../../shared/forms/form-validation';

export type WebhookFormValues = {
  url: string;
  format: WebhookFormat;
  /** An admin's folder webhook: the folder; empty for the user's own alerts. */
  customer: string | null;
};

export const NEW_WEBHOOK: WebhookFormValues = { url: '', format: 'json', customer: null };

export function toCreateWebhookRequest(values: WebhookFormValues): CreateWebhookRequest {
  const request: CreateWebhookRequest = { url: values.url.trim(), format: values.format };
  return values.customer ? { ...request, customer: values.customer } : request;
}

const FIELDS = new Set(['url', 'format', 'customer']);

/** A body path as the form's field: the three are the body's own. */
export function webhookFieldOf(path: string): string | undefined {
  return FIELDS.has(path) ? path : undefined;
}

/** The contract's rules, checked before anything is sent: the server checks the same. */
export const validateNewWebhook = validateAsRequest(createWebhookRequestSchema, toCreateWebhookRequest);
