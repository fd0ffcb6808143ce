import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliDecompress,
  constants,
  gunzip,
  gzip,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * The content codings the API answers in, preferred first (ADR 8). Browsers send `gzip, deflate, br` (br only over
 * HTTPS); deflate is left out because servers and browsers have long disagreed on whether it means raw or zlib data.
 */
export const ANSWER_ENCODINGS: Exclude<AnswerEncoding, 'identity'>[] = ['br', 'gzip'];
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/**
 * Answers compressed per request (plugins/compression.ts) and the first coding of a cached answer: the fastest
 * settings, since the request waits for them (brotli 1 makes a 52 KB latest answer 13.4 KB in ~0.2 ms).
 */
const QUICK_BROTLI_QUALITY = 1;
export const PER_REQUEST_COMPRESSION = {
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY } } satisfies BrotliOptions,
  zlibOptions: { level: 1 } satisfies ZlibOptions,
};

/**
 * A cached answer that many requests share is compressed again, in the background, at the best settings (ADR 13):
 * brotli 10 makes the 52 KB latest answer 10.4 KB in ~35-70 ms of one pool thread (brotli 11: 10.2 KB in twice the
 * time; 5: 11.9 KB in ~1 ms). Brotli 10 costs ~0.7 ms per KB, so answers above 256 KB get quality 5 instead.
 */
const BEST_BROTLI_UP_TO_BYTES = 256 * 1024;
const bestBrotliQuality = (size: number) => (size <= BEST_BROTLI_UP_TO_BYTES ? 10 : 5);
const BEST_GZIP = { level: 9 } satisfies ZlibOptions;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const decompressBrotli = promisify(brotliDecompress);
const decompressGzip = promisify(gunzip);

export type AnswerCompression = 'quick' | 'best';

/** Clients send a handful of distinct Accept-Encoding headers: each is negotiated once, not on every request. */
const NEGOTIATED_HEADERS_KEPT = 100;
const negotiatedEncodings = new Map<string, AnswerEncoding>();

/**
 * The coding to answer a request in, from its Accept-Encoding header; `identity` (plain bytes) when it names none
 * of ours. `*` and `x-gzip` mean gzip, as they do to @fastify/compress, so both agree on every header.
 */
export function negotiateAnswerEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  if (!acceptEncoding) return 'identity';
  let encoding = negotiatedEncodings.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ANSWER_ENCODINGS) ?? 'identity';
    if (negotiatedEncodings.size < NEGOTIATED_HEADERS_KEPT) negotiatedEncodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** The answer's bytes in `encoding`, compressed on the thread pool so the event loop keeps answering. */
export function compressAnswer(
  plain: Buffer,
  encoding: Exclude<AnswerEncoding, 'identity'>,
  compression: AnswerCompression,
): Promise<Buffer> {
  if (encoding === 'gzip')
    return compressGzip(plain, compression === 'quick' ? PER_REQUEST_COMPRESSION.zlibOptions : BEST_GZIP);
  const quality = compression === 'quick' ? QUICK_BROTLI_QUALITY : bestBrotliQuality(plain.byteLength);
  return compressBrotli(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength },
  });
}

/**
 * The same answer compressed at the best settings, from a quicker coding of it: decoding costs a small part of
 * encoding (~0.2 ms for the 52 KB latest answer), and the plain bytes need not be kept meanwhile.
 */
export async function recompressAtBest(coded: Buffer, encoding: Exclude<AnswerEncoding, 'identity'>) {
  const plain = await (encoding === 'br' ? decompressBrotli(coded) : decompressGzip(coded));
  return compressAnswer(plain, encoding, 'best');
}

/**
 * A weak entity tag of the answer's plain bytes: the same for every coding of it (they mean the same document), and
 * the same on every instance, so a client revalidating against another instance still gets its 304.
 */
export function entityTagOf(plain: Buffer): string {
  return `W/"${hash('sha1', plain, 'base64url')}"`;
}

/** RFC 9110 section 13.1.2: If-None-Match matches with the weak comparison, `*` matches any current answer. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, entityTag: string): boolean {
  if (!ifNoneMatch) return false;
  // What a browser sends back: the tag it was given, as it was given.
  if (ifNoneMatch === entityTag) return true;
  const opaque = entityTag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque);
}
