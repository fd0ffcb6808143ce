import { RELIABILITY_LABELS, type ResultLabel, type Signal } from '@argus/contract';
import type { SignalRecord } from './signals.repository';

/** A stored signal as the API answers it (the contract's signalSchema); signal-json.repository.ts builds the same in SQL. */
export function toSignalWire(row: SignalRecord): Signal {
  return {
    id: row.id,
    publishDate: row.publishDate.toISOString(),
    targetEntityName: row.targetEntityName,
    targetEntityId: row.targetEntityId,
    mediaSegment: row.mediaSegment,
    reliability: RELIABILITY_LABELS[row.reliability] as Signal['reliability'],
    language: row.language,
    result: row.result as ResultLabel | null,
    eventType: row.eventType,
    category: row.category,
    dunsId: row.dunsId,
    title: row.title,
    sentence: row.sentence,
    url: row.url,
    source: row.source,
    eventArguments: row.eventArguments.map((argument) =>
      argument.targetEntityId
        ? { name: argument.name, value: argument.value, targetEntityId: argument.targetEntityId }
        : { name: argument.name, value: argument.value },
    ),
    ...(row.createdBy ? { createdBy: row.createdBy } : {}),
    updatedAt: row.updatedAt.toISOString(),
  };
}
