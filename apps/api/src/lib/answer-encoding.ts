import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * The content codings the API answers in, preferred first (ADR 8). Browsers send `gzip, deflate, br` (br only over
 * HTTPS); deflate is left out because servers and browsers have long disagreed on whether it means raw or zlib data.
 */
export const ANSWER_ENCODINGS: Exclude<AnswerEncoding, 'identity'>[] = ['br', 'gzip'];
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Answers compressed per request (plugins/compression.ts): the fastest settings, since every answer pays them. */
export const PER_REQUEST_COMPRESSION = {
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } } satisfies BrotliOptions,
  zlibOptions: { level: 1 } satisfies ZlibOptions,
};

/** Answers compressed once and kept (the latest-signals cache): smaller output is worth a few ms per cache fill. */
const ONCE_COMPRESSION = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } satisfies BrotliOptions,
  gzip: { level: 6 } satisfies ZlibOptions,
};

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The coding to answer a request in, from its Accept-Encoding header; `identity` (plain bytes) when it names none
 * of ours. `*` and `x-gzip` mean gzip, as they do to @fastify/compress, so both agree on every header.
 */
export function negotiateAnswerEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  if (!acceptEncoding) return 'identity';
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ANSWER_ENCODINGS) ?? 'identity';
}

/** The answer's bytes in `encoding`, compressed on the thread pool so the event loop keeps answering. */
export function compressOnce(plain: Buffer, encoding: Exclude<AnswerEncoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? compressBrotli(plain, {
        params: { ...ONCE_COMPRESSION.br.params, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength },
      })
    : compressGzip(plain, ONCE_COMPRESSION.gzip);
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
  const opaque = entityTag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque);
}
