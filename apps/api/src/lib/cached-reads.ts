// The shapes that the read caches (plugins/read-caches.ts) hold for the modules: here, so that the plugin, which
// only creates the caches and clears them on change notifications, never imports a module.
import type { CompanyRecognizer, SearchTermMatcher } from '@argus/filtering';

/** A caller's access to a customer (modules/access): granted with the customer's features, forbidden, or missing. */
export type CustomerAccessState =
  | { kind: 'granted'; customer: { name: string; monitoring: boolean; discovery: boolean; groupStories: boolean } }
  | { kind: 'forbidden' }
  | { kind: 'missing' };

/** A folder's knowledge graph of one window and category filter, as modules/knowledge-graph/window-graph.ts builds it. */
export type WindowGraph = {
  /** The folder's entities of the window (monitored or named), most signals first, then by name and id. */
  ids: string[];
  names: string[];
  industries: (string | null)[];
  countries: (string | null)[];
  monitored: Uint8Array;
  signalCounts: Int32Array;
  /** Entity numbers by id. */
  indexOf: Map<string, number>;
  /** The co-occurrence edges, strongest first: their ends (the source's id is the smaller), weight, category. */
  sources: Int32Array;
  targets: Int32Array;
  weights: Int32Array;
  /** Each edge's most frequent category (an index into `categoryNames`), the only one for most edges. */
  categories: Int32Array;
  categoryNames: string[];
  /** The categories of the edges with more than one, most frequent first, by edge number. */
  mixedCategories: Map<number, { category: string; count: number }[]>;
};

/**
 * What arriving mentions of some folders are matched against (modules/mentions/mention-intake.service.ts): their search
 * terms and their entities' names, each in one automaton. Building them for a thousand folders takes a second or two.
 */
export type MentionMatchers = { matcher: SearchTermMatcher; recognizer: CompanyRecognizer; entityNames: number };
