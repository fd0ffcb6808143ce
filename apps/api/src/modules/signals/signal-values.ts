import type { CreateSignalRequest } from '@argus/contract';
import type { SignalArgumentRow, SignalValues } from './signals.repository';

/** The stored columns of a create-signal body (the API's and the importer's): a left-out optional field is null. */
export function signalValuesOf(request: CreateSignalRequest): SignalValues {
  return {
    customerName: request.customerName,
    targetEntityName: request.targetEntityName,
    targetEntityId: request.targetEntityId ?? null,
    dunsId: request.dunsId ?? null,
    eventType: request.eventType,
    publishDate: new Date(request.publishDate),
    mediaSegment: request.mediaSegment,
    reliability: request.reliability,
    language: request.language,
    result: request.result ?? null,
    title: request.title ?? null,
    sentence: request.sentence ?? null,
    url: request.url ?? null,
    source: request.source ?? null,
  };
}

export function argumentRowsOf(input: Pick<CreateSignalRequest, 'eventArguments'>): SignalArgumentRow[] {
  return input.eventArguments.map((argument) => ({
    name: argument.name,
    value: argument.value,
    targetEntityId: argument.targetEntityId ?? null,
  }));
}
