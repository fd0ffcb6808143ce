import {
  createEmailScheduleRequestSchema,
  updateEmailScheduleRequestSchema,
  type CreateEmailScheduleRequest,
  type DigestFilters,
  type EmailScheduleRecord,
  type UpdateEmailScheduleRequest,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../shared/forms/form-validation';
import { describeCron } from './cron-meaning';
import { cronOfPreset } from './frequency-presets';

/** The editor's fields; a Select's value is text, so the minimum reliability is '' (none) or '1'…'5'. */
export type ScheduleFormValues = {
  username: string;
  customerName: string;
  cron: string;
  recipients: string[];
  minReliability: string;
  eventTypes: string[];
  companies: string[];
  enabled: boolean;
  sendWhenEmpty: boolean;
};

export const EMPTY_SCHEDULE: ScheduleFormValues = {
  username: '',
  customerName: '',
  cron: cronOfPreset('daily')!,
  recipients: [],
  minReliability: '',
  eventTypes: [],
  companies: [],
  enabled: true,
  sendWhenEmpty: false,
};

export function scheduleValuesOf(schedule: EmailScheduleRecord): ScheduleFormValues {
  return {
    username: schedule.username,
    customerName: schedule.customerName,
    cron: schedule.cron,
    recipients: schedule.recipients,
    minReliability: schedule.filters.minReliability ? String(schedule.filters.minReliability) : '',
    eventTypes: schedule.filters.eventTypes ?? [],
    companies: schedule.filters.companies ?? [],
    enabled: schedule.enabled,
    sendWhenEmpty: schedule.sendWhenEmpty,
  };
}

/** Only the filters that narrow anything: an empty list and no minimum both mean "all". */
function filtersOf(values: ScheduleFormValues): DigestFilters {
  const trimmed = (list: string[]) => list.map((entry) => entry.trim()).filter(Boolean);
  const eventTypes = trimmed(values.eventTypes);
  const companies = trimmed(values.companies);
  return {
    ...(values.minReliability ? { minReliability: Number(values.minReliability) } : {}),
    ...(eventTypes.length > 0 ? { eventTypes } : {}),
    ...(companies.length > 0 ? { companies } : {}),
  };
}

const recipientsOf = (values: ScheduleFormValues) => values.recipients.map((recipient) => recipient.trim());

export function toCreateScheduleRequest(values: ScheduleFormValues): CreateEmailScheduleRequest {
  return {
    username: values.username,
    customerName: values.customerName,
    cron: values.cron.trim(),
    recipients: recipientsOf(values),
    filters: filtersOf(values),
    enabled: values.enabled,
    sendWhenEmpty: values.sendWhenEmpty,
  };
}

/** Owner and folder are fixed once a schedule exists (the API changes neither): a new one is made instead. */
export function toUpdateScheduleRequest(values: ScheduleFormValues): UpdateEmailScheduleRequest {
  return {
    cron: values.cron.trim(),
    recipients: recipientsOf(values),
    filters: filtersOf(values),
    enabled: values.enabled,
    sendWhenEmpty: values.sendWhenEmpty,
  };
}

/**
 * The form field a body path belongs to: `recipients.3` is the recipients field, `filters.eventTypes.0` the event
 * types. Used for the contract's rules in the browser and for the server's 400s alike.
 */
export function scheduleFieldOf(path: string): string | undefined {
  const [head, second] = path.split('.');
  if (head === 'filters') return second;
  if (head === 'username' || head === 'customerName' || head === 'cron' || head === 'recipients') return head;
  if (head === 'enabled' || head === 'sendWhenEmpty') return head;
  return undefined;
}

function collapse(errors: FormErrors): FormErrors {
  const collapsed: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = scheduleFieldOf(path) ?? path;
    if (collapsed[field] === undefined) collapsed[field] = message;
  }
  return collapsed;
}

function withCronMeaning(errors: FormErrors, values: ScheduleFormValues): FormErrors {
  if (errors.cron !== undefined) return errors;
  const meaning = describeCron(values.cron);
  return meaning.valid ? errors : { ...errors, cron: meaning.message };
}

const checkCreate = validateAsRequest(createEmailScheduleRequestSchema, toCreateScheduleRequest);
const checkUpdate = validateAsRequest(updateEmailScheduleRequestSchema, toUpdateScheduleRequest);

/** The contract's rules (which the server applies too) and the cron read as the server reads it. */
export function validateNewSchedule(values: ScheduleFormValues): FormErrors {
  const errors = collapse(checkCreate(values));
  if (!values.username) errors.username = 'Pick the user the digest is for';
  if (!values.customerName) errors.customerName = 'Pick a folder';
  if (values.recipients.length === 0) errors.recipients ??= 'List at least one recipient';
  return withCronMeaning(errors, values);
}

export function validateScheduleChanges(values: ScheduleFormValues): FormErrors {
  const errors = collapse(checkUpdate(values));
  if (values.recipients.length === 0) errors.recipients ??= 'List at least one recipient';
  return withCronMeaning(errors, values);
}
