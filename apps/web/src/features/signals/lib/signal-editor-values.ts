import {
  createSignalRequestSchema,
  RELIABILITY_LABELS,
  updateSignalRequestSchema,
  type CreateSignalRequest,
  type Language,
  type MediaSegment,
  type ResultLabel,
  type Signal,
  type UpdateSignalRequest,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../shared/forms/form-validation';

/** A target entity the editor offers (the route page supplies them; the target-entities feature loads them). */
export type TargetEntityChoice = { id: string; name: string; dunsId: string | null };

/** The Select value that stands for "no result label". */
export const NO_RESULT = 'none';

/** One event-argument row of the editor; `key` keeps React's rows apart, `targetEntityId` the entity a value names. */
export type EventArgumentRow = { key: string; name: string; value: string; targetEntityId?: string };

/** The editor's fields as the inputs hold them: text, and Select values as strings (null when nothing is chosen). */
export type SignalEditorValues = {
  targetEntityId: string | null;
  targetEntityName: string;
  dunsId: string;
  eventType: string | null;
  /** The publish date's UTC day, YYYY-MM-DD, as the cards show it. */
  publishDay: string;
  mediaSegment: string | null;
  /** '1' (Very Low) … '5' (Very High). */
  reliability: string | null;
  language: string | null;
  /** NO_RESULT (or null): no result label. */
  result: string | null;
  title: string;
  sentence: string;
  url: string;
  source: string;
  eventArguments: EventArgumentRow[];
};

let rowCount = 0;
export function newRowKey(): string {
  rowCount += 1;
  return `argument-${rowCount}`;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function emptySignalEditorValues(now: Date = new Date()): SignalEditorValues {
  return {
    targetEntityId: null,
    targetEntityName: '',
    dunsId: '',
    eventType: null,
    publishDay: utcDay(now),
    mediaSegment: 'news',
    reliability: '3',
    language: 'en',
    result: NO_RESULT,
    title: '',
    sentence: '',
    url: '',
    source: '',
    eventArguments: [],
  };
}

export function signalEditorValuesOf(signal: Signal): SignalEditorValues {
  return {
    targetEntityId: signal.targetEntityId,
    targetEntityName: signal.targetEntityName,
    dunsId: signal.dunsId ?? '',
    eventType: signal.eventType,
    publishDay: signal.publishDate.slice(0, 10),
    mediaSegment: signal.mediaSegment,
    reliability: String(RELIABILITY_LABELS.indexOf(signal.reliability)),
    language: signal.language,
    result: signal.result ?? NO_RESULT,
    title: signal.title ?? '',
    sentence: signal.sentence ?? '',
    url: signal.url ?? '',
    source: signal.source ?? '',
    eventArguments: signal.eventArguments.map((argument) => ({ key: newRowKey(), ...argument })),
  };
}

/**
 * The rows for an event type: one per argument name it takes, keeping the values already typed under that name (a
 * second row of a name, e.g. two partners, stays too). Rows of names the type does not take go, unless `keepOthers`
 * (a stored signal's arguments are shown as they are, for the moderator to correct).
 */
export function argumentRowsForEventType(
  rows: readonly EventArgumentRow[],
  argumentNames: readonly string[],
  { keepOthers = false }: { keepOthers?: boolean } = {},
): EventArgumentRow[] {
  const kept = keepOthers ? [...rows] : rows.filter((row) => argumentNames.includes(row.name));
  const missing = argumentNames.filter((name) => !kept.some((row) => row.name === name));
  return [...kept, ...missing.map((name) => ({ key: newRowKey(), name, value: '' }))];
}

/** A row without a value is not sent: the editor offers every argument of the type, few signals carry all. */
const isFilled = (row: EventArgumentRow) => row.value.trim() !== '';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The publish date to send: the chosen day, at the signal's own time of day (or now's, for a new one). */
function publishDateOf(publishDay: string, original: string | undefined, now: Date): string {
  if (original?.startsWith(publishDay)) return original;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(publishDay)) return publishDay;
  return `${publishDay}${(original ?? now.toISOString()).slice(10)}`;
}

function requestFieldsOf(values: SignalEditorValues, customerName: string, originalPublishDate: string | undefined) {
  return {
    customerName,
    targetEntityName: values.targetEntityName,
    targetEntityId: values.targetEntityId,
    dunsId: orNull(values.dunsId),
    eventType: values.eventType ?? '',
    publishDate: publishDateOf(values.publishDay, originalPublishDate, new Date()),
    mediaSegment: (values.mediaSegment ?? '') as MediaSegment,
    reliability: Number(values.reliability),
    language: (values.language ?? '') as Language,
    result: values.result === NO_RESULT ? null : (values.result as ResultLabel | null),
    title: orNull(values.title),
    sentence: orNull(values.sentence),
    url: orNull(values.url),
    source: orNull(values.source),
    eventArguments: values.eventArguments.filter(isFilled).map(({ name, value, targetEntityId }) => ({
      name,
      value: value.trim(),
      ...(targetEntityId ? { targetEntityId } : {}),
    })),
  };
}

export function toCreateSignalRequest(values: SignalEditorValues, customerName: string): CreateSignalRequest {
  return requestFieldsOf(values, customerName, undefined);
}

/** Every field is sent, so that one emptied in the form is cleared on the server (an explicit null). */
export function toUpdateSignalRequest(
  values: SignalEditorValues,
  original: Signal,
  customerName: string,
): UpdateSignalRequest {
  return { id: original.id, ...requestFieldsOf(values, customerName, original.publishDate) };
}

// Fields the form shows under the same name as the request.
const SAME_NAME_FIELDS = [
  'targetEntityId',
  'dunsId',
  'eventType',
  'mediaSegment',
  'reliability',
  'language',
  'result',
  'title',
  'sentence',
  'url',
  'source',
  'eventArguments',
];

/**
 * Request paths → form fields: the entity's name is picked with the entity, the day stands for the date, and only
 * filled argument rows are sent, so the n-th argument sent is not always the n-th row.
 */
export function editorFieldOf(values: SignalEditorValues): Record<string, string> {
  const fieldOf: Record<string, string> = Object.fromEntries(SAME_NAME_FIELDS.map((field) => [field, field]));
  fieldOf.targetEntityName = 'targetEntityId';
  fieldOf.publishDate = 'publishDay';
  let sent = 0;
  values.eventArguments.forEach((row, index) => {
    if (!isFilled(row)) return;
    fieldOf[`eventArguments.${sent}.name`] = `eventArguments.${index}.name`;
    fieldOf[`eventArguments.${sent}.value`] = `eventArguments.${index}.value`;
    // The entity a value names is not a field of its own: a wrong one is the value's problem.
    fieldOf[`eventArguments.${sent}.targetEntityId`] = `eventArguments.${index}.value`;
    sent += 1;
  });
  return fieldOf;
}

/** The server's rules (the contract's schemas), shown under each field before anything is sent. */
export function validateSignalEditor(
  values: SignalEditorValues,
  customerName: string,
  original: Signal | undefined,
): FormErrors {
  const fieldOf = editorFieldOf(values);
  return original
    ? validateAsRequest(
        updateSignalRequestSchema,
        (form: SignalEditorValues) => toUpdateSignalRequest(form, original, customerName),
        fieldOf,
      )(values)
    : validateAsRequest(
        createSignalRequestSchema,
        (form: SignalEditorValues) => toCreateSignalRequest(form, customerName),
        fieldOf,
      )(values);
}
