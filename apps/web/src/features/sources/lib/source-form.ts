import {
  createSourceRequestSchema,
  DEFAULT_SOURCE_INTERVAL_MINUTES,
  MEDIA_SEGMENTS,
  RELIABILITY_LABELS,
  SOURCE_LANGUAGES,
  updateSourceRequestSchema,
  type CreateSourceRequest,
  type MediaSegment,
  type Source,
  type SourceLanguage,
  type UpdateSourceRequest,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../shared/forms/form-validation';

export type SourceFormValues = {
  name: string;
  url: string;
  /** Empty: every folder with discovery. */
  customers: string[];
  /** A NumberInput's value: a number, or '' while empty. */
  intervalMinutes: number | string;
  mediaSegment: MediaSegment;
  /** A Select's value: '1' to '5'. */
  reliability: string;
  language: SourceLanguage;
  paused: boolean;
};

/** A new source starts as the API would make it without these fields. */
export const NEW_SOURCE: SourceFormValues = {
  name: '',
  url: '',
  customers: [],
  intervalMinutes: DEFAULT_SOURCE_INTERVAL_MINUTES,
  mediaSegment: 'news',
  reliability: '3',
  language: 'detect',
  paused: false,
};

export const LANGUAGE_LABELS: Record<SourceLanguage, string> = {
  en: 'English',
  de: 'German',
  zh: 'Chinese',
  detect: 'Detect',
};

export const LANGUAGE_OPTIONS = SOURCE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

export const MEDIA_SEGMENT_OPTIONS = MEDIA_SEGMENTS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** Reliability 1-5 by its words (index 0 is the filters' "No Filter", not a level a source has). */
export const RELIABILITY_OPTIONS = RELIABILITY_LABELS.slice(1).map((label, index) => ({
  value: String(index + 1),
  label,
}));

export function sourceFormValues(source: Source): SourceFormValues {
  return {
    name: source.name,
    url: source.url,
    customers: source.customers,
    intervalMinutes: source.intervalMinutes,
    mediaSegment: source.mediaSegment,
    reliability: String(source.reliability),
    language: source.language,
    paused: source.paused,
  };
}

/** Every field as the API takes it. */
export function toCreateSourceRequest(values: SourceFormValues): CreateSourceRequest {
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    customers: values.customers,
    intervalMinutes: Number(values.intervalMinutes),
    mediaSegment: values.mediaSegment,
    reliability: Number(values.reliability),
    language: values.language,
    paused: values.paused,
  };
}

const sameMembers = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((item) => right.includes(item));

/** Only what changed, so that the audit log says what the moderator did. */
export function toUpdateSourceRequest(source: Source, values: SourceFormValues): UpdateSourceRequest {
  const next = toCreateSourceRequest(values);
  const changes: UpdateSourceRequest = {};
  if (next.name !== source.name) changes.name = next.name;
  if (next.url !== source.url) changes.url = next.url;
  if (!sameMembers(next.customers ?? [], source.customers)) changes.customers = next.customers;
  if (next.intervalMinutes !== source.intervalMinutes) changes.intervalMinutes = next.intervalMinutes;
  if (next.mediaSegment !== source.mediaSegment) changes.mediaSegment = next.mediaSegment;
  if (next.reliability !== source.reliability) changes.reliability = next.reliability;
  if (next.language !== source.language) changes.language = next.language;
  if (next.paused !== source.paused) changes.paused = next.paused;
  return changes;
}

const FIELDS = new Set<string>(Object.keys(NEW_SOURCE));

/** A body path ("customers.2", "intervalMinutes") as the form's field, or undefined for one the form lacks. */
export function sourceFieldOf(path: string): string | undefined {
  const field = path.replace(/^customers\.\d+$/, 'customers');
  return FIELDS.has(field) ? field : undefined;
}

/** An empty interval box is not the default: it is sent as nothing, which the contract refuses as "not a number". */
const intervalOf = (value: number | string) => (value === '' ? null : Number(value));

function onFormFields(validate: (values: SourceFormValues) => FormErrors) {
  return (values: SourceFormValues) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(validate(values))) {
      errors[sourceFieldOf(path) ?? path] ??= message;
    }
    return errors;
  };
}

export const validateNewSource = onFormFields(
  validateAsRequest(createSourceRequestSchema, (values: SourceFormValues) => ({
    ...toCreateSourceRequest(values),
    intervalMinutes: intervalOf(values.intervalMinutes),
  })),
);

export function validateSourceEdit(source: Source) {
  return onFormFields(
    validateAsRequest(updateSourceRequestSchema, (values: SourceFormValues) => {
      const changes: Record<string, unknown> = { ...toUpdateSourceRequest(source, values) };
      if (values.intervalMinutes === '') changes.intervalMinutes = null;
      return changes;
    }),
  );
}
