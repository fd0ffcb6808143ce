import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { OutgoingCallError, toOutgoingCallError } from './outgoing-call-error';

export const ACCEPT_ENCODING = 'gzip, deflate, br';

type Encoding = 'identity' | 'gzip' | 'deflate' | 'br';

function tooLarge(host: string, maxBytes: number, how: string): OutgoingCallError {
  return new OutgoingCallError(
    'too-large',
    `The answer from ${host} is larger than the limit of ${maxBytes} bytes (${how}); Argus stopped reading it.`,
  );
}

function encodingOf(response: IncomingMessage, host: string): Encoding {
  const value = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (value === '' || value === 'identity') return 'identity';
  if (value === 'gzip' || value === 'x-gzip') return 'gzip';
  if (value === 'deflate' || value === 'br') return value;
  throw new OutgoingCallError(
    'decoding',
    `${host} sent its answer encoded as "${value}", which Argus did not ask for and cannot read.`,
  );
}

/** Counts the bytes as they arrive from the wire and stops at the cap (the compressed size is capped too). */
class ByteCap extends Transform {
  private seen = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly makeError: () => OutgoingCallError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) callback(this.makeError());
    else callback(null, chunk);
  }
}

/**
 * "deflate" is the zlib format by the standard, but some servers send raw deflate (browsers accept both): a zlib
 * stream starts with a header whose first byte's low nibble is 8 and whose first two bytes are a multiple of 31.
 * The first chunk is read to see which, then put back.
 */
async function deflateFormat(response: IncomingMessage, signal: AbortSignal): Promise<'zlib' | 'raw'> {
  await once(response, 'readable', { signal });
  const chunk = response.read() as Buffer | null;
  if (!chunk) return 'zlib';
  response.unshift(chunk);
  const [first = 0, second = 0] = chunk;
  return (first & 0x0f) === 8 && (first * 256 + second) % 31 === 0 ? 'zlib' : 'raw';
}

async function decoderFor(
  encoding: Exclude<Encoding, 'identity'>,
  response: IncomingMessage,
  signal: AbortSignal,
): Promise<Transform> {
  switch (encoding) {
    case 'gzip':
      return zlib.createGunzip();
    case 'deflate':
      return (await deflateFormat(response, signal)) === 'zlib' ? zlib.createInflate() : zlib.createInflateRaw();
    case 'br':
      return zlib.createBrotliDecompress();
  }
}

/**
 * Reads a response body into one Buffer: decoded as its Content-Encoding says (streaming, so a zip bomb is stopped
 * after maxBytes of output instead of being inflated whole), refused early by Content-Length, capped on the wire
 * and after decoding. Any failure destroys the response and with it the socket.
 */
export async function readResponseBody(
  response: IncomingMessage,
  options: { host: string; maxBytes: number; signal: AbortSignal },
): Promise<Buffer> {
  const { host, maxBytes, signal } = options;
  // Kept aside: when the sink throws, pipeline may report the AbortError of the streams it tears down instead.
  let capError: OutgoingCallError | undefined;
  try {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      throw tooLarge(host, maxBytes, `Content-Length says ${declared}`);
    }
    const encoding = encodingOf(response, host);
    const chunks: Buffer[] = [];
    let total = 0;
    const collect = async (source: AsyncIterable<Buffer>): Promise<void> => {
      for await (const chunk of source) {
        total += chunk.length;
        if (total > maxBytes) {
          const how = encoding === 'identity' ? 'no length given' : `after ${encoding} decoding`;
          throw (capError = tooLarge(host, maxBytes, how));
        }
        chunks.push(chunk);
      }
    };
    const wireCap = new ByteCap(maxBytes, () => (capError = tooLarge(host, maxBytes, 'as sent')));
    if (encoding === 'identity') {
      await pipeline(response, wireCap, collect, { signal });
    } else {
      await pipeline(response, wireCap, await decoderFor(encoding, response, signal), collect, { signal });
    }
    return Buffer.concat(chunks, total);
  } catch (error) {
    response.destroy();
    throw bodyError(capError ?? error, host, signal);
  }
}

function bodyError(error: unknown, host: string, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof OutgoingCallError) return error;
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  if (code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code.startsWith('ERR__ERROR')) {
    return new OutgoingCallError('decoding', `The compressed answer from ${host} could not be decoded (${code}).`, {
      cause: error,
    });
  }
  return toOutgoingCallError(error, { host });
}
