import type { Signal } from '@argus/contract';
import { createFilterAnswers } from '../../../shared/folder-data/filter-answers';
import type { FolderReplicas } from '../../../shared/folder-data/folder-replicas';
import type { FolderWorkerExtension } from '../../../shared/folder-data/serve-folder-worker';
import type { createFolderFilter } from './filter-folder';
import type { SignalFiguresRequest } from './signals-worker-protocol';

const FIGURES: readonly SignalFiguresRequest['type'][] = ['overview', 'entity-counts', 'entity-signals'];

/**
 * What the signals worker answers besides a folder worker's requests (ADR 0047): the Overview's figures, the Map's
 * counts per target entity and a Map selection's signals, of the same folder copies and prepared folders as its filter.
 * Queues of their own (the newest request of each kind per folder): the Overview's figures, the Map's counts and the
 * Signals list's filter never skip each other.
 */
export function createSignalFigures(
  filter: ReturnType<typeof createFolderFilter>,
  replicas: FolderReplicas<Signal>,
  post: Parameters<typeof createFilterAnswers>[1],
): FolderWorkerExtension<SignalFiguresRequest> {
  function figuresOf(request: SignalFiguresRequest) {
    const folder = replicas.get(request.customer);
    const { customer, criteria, reviews } = request;
    switch (request.type) {
      case 'overview':
        return filter.summarise(customer, folder, criteria, reviews);
      case 'entity-counts':
        return filter.countByEntity(customer, folder, criteria, reviews);
      case 'entity-signals':
        return filter.signalsOfEntities(customer, folder, criteria, reviews, request.entityIds);
    }
  }
  const figures = createFilterAnswers(figuresOf, post);
  return {
    handle: (request) => figures.push(`${request.type}:${request.customer}`, request),
    forget(customer) {
      for (const type of FIGURES) figures.drop(`${type}:${customer}`);
    },
  };
}
