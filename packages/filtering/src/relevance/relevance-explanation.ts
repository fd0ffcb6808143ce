import type { Mention, Signal } from '@argus/contract';
import {
  collectFeatures,
  featureKey,
  hashFeature,
  NO_CONTEXT,
  type FeatureFamily,
  type RelevanceContext,
  type RelevanceFeature,
  type RelevanceItemKind,
} from './relevance-features';
import { COUNTED_FAMILIES, isColdStart, type RelevanceModel } from './relevance-model';

// Why an item ranks where it does, in one line for the card and the details drawer (issue 39, ADR 0137): from the
// item's features that weigh most for it. A count is claimed only where the model keeps one: the likes per readable key
// of the counted families (`likeCounts`); other features are named without a number.

/** A feature explains only when its weight raises the item's logit by at least this much. */
export const MIN_EXPLAINING_WEIGHT = 0.25;
/** At most this many features are named. */
export const MAX_EXPLAINING_FEATURES = 2;

/** Among equal weights the more telling family is named first; the ones nearly every item has come last. */
const FAMILY_ORDER: Readonly<Record<FeatureFamily, number>> = {
  eventTypeIndustry: 0,
  eventType: 1,
  company: 2,
  word: 3,
  industry: 4,
  category: 5,
  source: 6,
  country: 7,
  argument: 8,
  reliability: 9,
  mediaSegment: 10,
  language: 11,
};

export type FeatureContribution = RelevanceFeature & { weight: number; likes: number };

/** The item's features with their weights and like counts, the heaviest first (each hash once; ties by family). */
export function featureContributions(
  model: RelevanceModel,
  item: Signal | Mention,
  context: RelevanceContext = NO_CONTEXT,
): FeatureContribution[] {
  const seen = new Set<number>();
  const contributions: FeatureContribution[] = [];
  collectFeatures(item, model.kind, context, (family, value, second) => {
    const key = featureKey(family, value, second);
    const hash = hashFeature(family, value, second);
    if (seen.has(hash)) return;
    seen.add(hash);
    contributions.push({
      family,
      value,
      ...(second === undefined ? {} : { second }),
      key,
      weight: model.weights[hash]!,
      likes: COUNTED_FAMILIES.has(family) ? (model.likeCounts.get(key) ?? 0) : 0,
    });
  });
  return contributions.sort(
    (left, right) => right.weight - left.weight || FAMILY_ORDER[left.family] - FAMILY_ORDER[right.family],
  );
}

function noun(kind: RelevanceItemKind, count: number) {
  return count === 1 ? kind : `${kind}s`;
}

/** "4 Insolvency signals of Retail companies": a counted feature with its like count. */
function countedPhrase(kind: RelevanceItemKind, feature: FeatureContribution) {
  const count = feature.likes;
  const items = noun(kind, count);
  switch (feature.family) {
    case 'eventType':
      return `${count} ${feature.value} ${items}`;
    case 'eventTypeIndustry':
      return `${count} ${feature.value} ${items} of ${feature.second} companies`;
    case 'category':
      return `${count} ${items} in ${feature.value}`;
    case 'company':
      return `${count} ${items} ${kind === 'signal' ? 'about' : 'naming'} ${feature.value}`;
    case 'industry':
      return `${count} ${items} of ${feature.value} companies`;
    case 'source':
      return `${count} ${items} from ${feature.value}`;
    default:
      return null;
  }
}

/** A feature named without a count. */
function plainPhrase(feature: FeatureContribution) {
  const family: FeatureFamily = feature.family;
  switch (family) {
    case 'eventTypeIndustry':
      return `${feature.value} at ${feature.second} companies`;
    case 'industry':
      return `${feature.value} companies`;
    case 'country':
      return `companies in ${feature.value}`;
    case 'reliability':
      return `${feature.value} reliability`;
    case 'language':
      return `language ${feature.value}`;
    case 'argument':
      return `a “${feature.value}”`;
    case 'word':
      return `“${feature.value}”`;
    case 'eventType':
    case 'category':
    case 'company':
    case 'source':
    case 'mediaSegment':
      return feature.value;
  }
}

/**
 * One line saying why the model ranks the item up, e.g. "You liked 4 Insolvency signals of Retail companies and 3
 * signals from Reuters", or "Similar to what you liked, bookmarked or opened: “breach”, companies in DE"; null in the
 * cold start or when none of the item's features weighs for it.
 */
export function explain(
  model: RelevanceModel,
  item: Signal | Mention,
  context: RelevanceContext = NO_CONTEXT,
): string | null {
  if (isColdStart(model)) return null;
  const chosen: FeatureContribution[] = [];
  for (const feature of featureContributions(model, item, context)) {
    if (feature.weight < MIN_EXPLAINING_WEIGHT || chosen.length === MAX_EXPLAINING_FEATURES) break;
    // The pair of event type and industry says both: do not name either of its parts beside it.
    const pair = chosen.find((other) => other.family === 'eventTypeIndustry');
    if (
      pair &&
      ((feature.family === 'eventType' && feature.value === pair.value) ||
        (feature.family === 'industry' && feature.value === pair.second))
    ) {
      continue;
    }
    if (feature.family === 'eventTypeIndustry') {
      const parts = chosen.filter(
        (other) =>
          (other.family === 'eventType' && other.value === feature.value) ||
          (other.family === 'industry' && other.value === feature.second),
      );
      if (parts.length > 0 && feature.likes > 0) {
        chosen.splice(0, chosen.length, ...chosen.filter((other) => !parts.includes(other)));
      } else if (parts.length > 0) continue;
    }
    chosen.push(feature);
  }
  if (chosen.length === 0) return null;
  const counted: string[] = [];
  const plain: string[] = [];
  for (const feature of chosen) {
    const phrase = feature.likes > 0 ? countedPhrase(model.kind, feature) : null;
    if (phrase) counted.push(phrase);
    else plain.push(plainPhrase(feature));
  }
  const parts: string[] = [];
  if (counted.length > 0) parts.push(`You liked ${counted.join(' and ')}`);
  if (plain.length > 0) {
    parts.push(
      `${counted.length > 0 ? 'similar' : 'Similar'} to what you liked, bookmarked or opened: ${plain.join(', ')}`,
    );
  }
  return parts.join('; ');
}
