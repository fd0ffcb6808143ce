import { RESULT_LABELS, REVIEW_OPTIONS } from '@argus/contract';
import { defaultMentionCriteria, type MentionCriteria } from './mention-criteria';
import { booleanField, dayField, listField, reliabilityField, type FieldCodec } from './search-params-fields';
import { defaultSignalCriteria, type SignalCriteria } from './signal-criteria';

type Codecs<C> = { [K in keyof C]: { key: string; codec: FieldCodec<C[K]> } };

const signalCodecs: Codecs<SignalCriteria> = {
  dateBegin: { key: 'from', codec: dayField },
  dateEnd: { key: 'to', codec: dayField },
  companyNames: { key: 'company', codec: listField() },
  mediaSegments: { key: 'media', codec: listField() },
  reliability: { key: 'reliability', codec: reliabilityField },
  languages: { key: 'language', codec: listField() },
  results: { key: 'result', codec: listField<string>(RESULT_LABELS) },
  reviews: { key: 'review', codec: listField(REVIEW_OPTIONS) },
  eventTypes: { key: 'eventType', codec: listField() },
  hideDisliked: { key: 'hideDisliked', codec: booleanField },
};

const mentionCodecs: Codecs<MentionCriteria> = {
  dateBegin: { key: 'from', codec: dayField },
  dateEnd: { key: 'to', codec: dayField },
  companies: { key: 'company', codec: listField() },
  mediaSegments: { key: 'media', codec: listField() },
  reliability: { key: 'reliability', codec: reliabilityField },
  languages: { key: 'language', codec: listField() },
  keywords: { key: 'keyword', codec: listField() },
  reviews: { key: 'review', codec: listField(REVIEW_OPTIONS) },
  hideDisliked: { key: 'hideDisliked', codec: booleanField },
};

function toSearchParams<C extends object>(codecs: Codecs<C>, criteria: C, defaults: C) {
  const params = new URLSearchParams();
  for (const field of Object.keys(codecs) as (keyof C)[]) {
    const { key, codec } = codecs[field];
    codec.write(params, key, criteria[field], defaults[field]);
  }
  return params;
}

function fromSearchParams<C extends object>(codecs: Codecs<C>, params: URLSearchParams, defaults: C): C {
  const criteria = { ...defaults };
  for (const field of Object.keys(codecs) as (keyof C)[]) {
    const { key, codec } = codecs[field];
    criteria[field] = codec.read(params, key, defaults[field]);
  }
  return criteria;
}

function rejectedKeys<C extends object>(codecs: Codecs<C>, params: URLSearchParams): string[] {
  return (Object.keys(codecs) as (keyof C)[])
    .map((field) => codecs[field])
    .filter(({ key, codec }) => codec.rejects(params, key))
    .map(({ key }) => key);
}

/** The parameters of a signal filter URL that could not be read: a screen shows their defaults and says so. */
export function rejectedSignalSearchParams(params: URLSearchParams): string[] {
  return rejectedKeys(signalCodecs, params);
}

/** The signal criteria as URL search params: only the fields that differ from `defaults`. */
export function signalCriteriaToSearchParams(
  criteria: SignalCriteria,
  defaults: SignalCriteria = defaultSignalCriteria(),
): URLSearchParams {
  return toSearchParams(signalCodecs, criteria, defaults);
}

/** Signal criteria from URL search params; missing or invalid fields take their default. */
export function signalCriteriaFromSearchParams(
  params: URLSearchParams,
  defaults: SignalCriteria = defaultSignalCriteria(),
): SignalCriteria {
  return fromSearchParams(signalCodecs, params, defaults);
}

export function mentionCriteriaToSearchParams(
  criteria: MentionCriteria,
  defaults: MentionCriteria = defaultMentionCriteria(),
): URLSearchParams {
  return toSearchParams(mentionCodecs, criteria, defaults);
}

export function mentionCriteriaFromSearchParams(
  params: URLSearchParams,
  defaults: MentionCriteria = defaultMentionCriteria(),
): MentionCriteria {
  return fromSearchParams(mentionCodecs, params, defaults);
}
