import { compressAnswer, entityTagOf, recompressAtBest, type AnswerEncoding } from './answer-encoding';
import type { ReadCache } from './read-cache';
import type { EncodedJson } from './send-serialised-json';

/** How many times a cached coding is answered before it is worth compressing at the best settings (ADR 13). */
export const BEST_CODING_AFTER_ANSWERS = 10;

/** Codings made quickly on a miss, and how many answers remain until they are compressed at the best settings. */
const answersLeftOfQuickCodings = new WeakMap<EncodedJson, number>();

function rememberPlain(cache: ReadCache<EncodedJson>, key: string, loadPlain: () => Promise<Buffer>) {
  return cache.remember(`${key}|identity`, async (): Promise<EncodedJson> => {
    const body = await loadPlain();
    return { body, encoding: 'identity', entityTag: entityTagOf(body) };
  });
}

/**
 * A cached answer in the coding the request accepts (ADRs 8 and 13). The plain bytes and each coding are entries of
 * their own (`<key>|identity`, `<key>|br`, `<key>|gzip`), each made once and weighed as it is. A miss compresses
 * quickly, because the request waits; once that coding has been answered often enough to be shared, it is compressed
 * again at the best settings in the background and replaces the quick one, unless the cache was cleared meanwhile.
 */
export async function rememberEncodedAnswer(
  cache: ReadCache<EncodedJson>,
  key: string,
  encoding: AnswerEncoding,
  loadPlain: () => Promise<Buffer>,
): Promise<EncodedJson> {
  if (encoding === 'identity') return rememberPlain(cache, key, loadPlain);
  const codingKey = `${key}|${encoding}`;
  const answer = await cache.remember(codingKey, async () => {
    const { body, entityTag } = await rememberPlain(cache, key, loadPlain);
    const quick: EncodedJson = { body: await compressAnswer(body, encoding, 'quick'), encoding, entityTag };
    answersLeftOfQuickCodings.set(quick, BEST_CODING_AFTER_ANSWERS);
    return quick;
  });
  const answersLeft = answersLeftOfQuickCodings.get(answer);
  if (answersLeft === undefined) return answer;
  if (answersLeft > 1) {
    answersLeftOfQuickCodings.set(answer, answersLeft - 1);
    return answer;
  }
  answersLeftOfQuickCodings.delete(answer);
  void recompressAtBest(answer.body, encoding).then(
    (body) => cache.replace(codingKey, answer, { ...answer, body }),
    // The quick coding stays: it is as correct, only larger.
    () => false,
  );
  return answer;
}
