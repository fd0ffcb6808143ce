// The signal and mention filter pipeline of spec sections 4 and 5: pure functions over plain data, no I/O.
// Prepare a folder once per load (prepareSignals / prepareMentions), then filter it on every criteria change.
export { defaultSignalCriteria, criteriaForNewFolder, type SignalCriteria } from './criteria/signal-criteria';
export { defaultMentionCriteria, mentionCriteriaForNewFolder, type MentionCriteria } from './criteria/mention-criteria';
export { preferredCriteria, type PreferredCriteria } from './criteria/preference-defaults';
export {
  signalCriteriaToSearchParams,
  signalCriteriaFromSearchParams,
  rejectedSignalSearchParams,
  mentionCriteriaToSearchParams,
  mentionCriteriaFromSearchParams,
} from './criteria/search-params';
export { deriveSignalOptions, deriveMentionOptions, type SignalOptions, type MentionOptions } from './criteria/options';
export { prepareSignals, NO_ENTITY, type PreparedSignals } from './signals/prepare-signals';
export { filterSignals, type SignalFilterResult } from './signals/filter-signals';
export { summariseSignals, overviewBucketOf, overviewCriteriaOf } from './signals/summarise-signals';
export { countSignalsByEntity, type EntitySignalCounts, type EntitySignals } from './signals/count-by-entity';
export { prepareMentions, keywordIndex, extendKeywordIndex, type PreparedMentions } from './mentions/prepare-mentions';
export { filterMentions, type MentionFilterResult } from './mentions/filter-mentions';
export { collapseStories, pickPositions } from './mentions/collapse-stories';
export { compileSignalAlert, type SignalAlertPredicate } from './alerts/signal-alert';
export { compileMentionAlert, type MentionAlertPredicate } from './alerts/mention-alert';
export { findKeywordMatches, normalizeKeywords, searchText, type KeywordMatch } from './mentions/keywords';
export { NO_REVIEWS, type Reviews, type ReviewOption } from './shared/reviews';
export { buildReviews } from './shared/build-reviews';
export { compareNewestFirst } from './shared/newest-first';
export {
  defaultDayRange,
  dayRangeOfPreset,
  dayOf,
  isIsoDay,
  addDays,
  dayCount,
  weekStartOf,
  previousRangeOf,
  type DayRange,
} from './shared/day';
export { meetsReliability, reliabilityRank } from './shared/reliability';
export { topByCount, type Ranked } from './shared/rank';
export { compareNames, sortedDistinct } from './shared/sorted-distinct';
export { toStartCase } from './shared/start-case';
export {
  buildSearchTermMatcher,
  type SearchTermDefinition,
  type ItemText,
  type SearchTermMatch,
  type SearchTermMatcher,
} from './ingest/search-term-matcher';
export {
  buildCompanyRecognizer,
  type RecognizableEntity,
  type CompanyRecognizer,
  type NamedEntity,
} from './ingest/company-recognizer';
export {
  collectFeatures,
  createFeatureHasher,
  featureKey,
  hashFeatureKey,
  hashFeatures,
  itemFeatureHashes,
  mentionFeatures,
  signalFeatures,
  titleWords,
  HASH_SIZE,
  NO_CONTEXT,
  entityFactsContext,
  type EntityFacts,
  type EntityFactsEntry,
  type FeatureFamily,
  type RelevanceContext,
  type RelevanceFeature,
  type RelevanceItemKind,
} from './relevance/relevance-features';
export {
  createRelevanceModel,
  isColdStart,
  learn,
  learnReview,
  logit,
  parseModel,
  resetModel,
  reviewCount,
  score,
  serialiseModel,
  trainModel,
  COLD_START_REVIEWS,
  MODEL_VERSION,
  REVIEW_LABELS,
  type RelevanceModel,
  type ReviewKind,
  type ReviewedItem,
  type SerialisedModel,
} from './relevance/relevance-model';
export { explain, featureContributions, type FeatureContribution } from './relevance/relevance-explanation';
export {
  prepareRelevance,
  rankByRelevance,
  rankItemsByRelevance,
  rowsOfIds,
  isForYou,
  scoreAt,
  logitSteps,
  FOR_YOU_THRESHOLD,
  LOGIT_STEP,
  type PreparedRelevance,
  type RelevanceRanking,
} from './relevance/rank-by-relevance';
