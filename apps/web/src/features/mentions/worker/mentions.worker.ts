// The mentions worker (ADR 0051): fetches a folder's mentions (the latest page, then the whole history: up to
// hundreds of MB of JSON to parse and validate), keeps a copy of each folder the page holds, filters large folders
// with their keyword index, and runs their live streams (ADR 0126), so that none of this blocks the page. A folder
// worker (shared/folder-data/folder-worker-core.ts) over mentions.
import {
  LIVE_MENTIONS_EVENTS,
  liveMentionsChangeSchema,
  liveMentionsEndpoints,
  mentionListSchema,
  type Mention,
} from '@argus/contract';
import type { MentionCriteria } from '@argus/filtering';
import type { FolderFetchRequest } from '../../../shared/folder-data/folder-worker-protocol';
import { createRelevanceRanker, type RelevanceRankRequest } from '../../../shared/folder-data/relevance-ranker';
import { serveFolderWorker } from '../../../shared/folder-data/serve-folder-worker';
import { fetchValidated } from '../../../shared/folder-data/worker-fetch';
import { createFolderFilter } from './filter-folder';

serveFolderWorker<Mention, MentionCriteria, FolderFetchRequest, Mention[], RelevanceRankRequest>(
  {
    idOf: (mention) => mention.uuid,
    live: {
      endpoint: liveMentionsEndpoints.liveMentions,
      event: LIVE_MENTIONS_EVENTS.mentions,
      schema: liveMentionsChangeSchema,
      what: 'live mentions',
    },
    fetch: ({ path, token }) => fetchValidated(path, token, mentionListSchema, 'Mentions'),
    itemsOf: (mentions) => mentions,
    // Every load of the folder sets its stream's range, and its stream waits for it (ADR 0126).
    setsRange: () => true,
    // A range's history runs to 200,000 mentions.
    inParts: true,
    filter: createFolderFilter(),
  },
  // "Most relevant first" (ADR 0137): the list's filtered rows ranked here, only once the sort is chosen.
  (replicas, post) => createRelevanceRanker('mention', replicas, post),
);
