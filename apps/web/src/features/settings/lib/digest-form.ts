import {
  updateDigestSubscriptionsRequestSchema,
  type DigestSubscription,
  type DigestSubscriptions,
  type UpdateDigestSubscriptionsRequest,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../shared/forms/form-validation';

export type DigestFrequencyValue = DigestSubscription['frequency'];
/** One frequency per folder, by customer name. */
export type DigestValues = { frequencies: Record<string, DigestFrequencyValue> };

export function digestValuesOf(answer: DigestSubscriptions): DigestValues {
  return {
    frequencies: Object.fromEntries(answer.subscriptions.map((entry) => [entry.customerName, entry.frequency])),
  };
}

/**
 * The folders whose frequency changed, for the PUT: the others stay as they are on the server, including a
 * 'custom' schedule made in E-Mail Schedules that the user did not touch here.
 */
export function toDigestRequest(values: DigestValues, saved: DigestValues): UpdateDigestSubscriptionsRequest {
  const subscriptions: UpdateDigestSubscriptionsRequest['subscriptions'] = [];
  for (const [customerName, frequency] of Object.entries(values.frequencies)) {
    if (frequency === saved.frequencies[customerName] || frequency === 'custom') continue;
    subscriptions.push({ customerName, frequency });
  }
  return { subscriptions };
}

/** The contract's rules for the request this form would send. */
export function digestValidator(saved: DigestValues): (values: DigestValues) => FormErrors {
  return validateAsRequest(updateDigestSubscriptionsRequestSchema, (values: DigestValues) =>
    toDigestRequest(values, saved),
  );
}
