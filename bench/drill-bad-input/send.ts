// Sends a drill request through `app.inject` or over a real socket, and judges the answer: a 5xx, a stack trace or a
// path of the server in the body, a 4xx that is not the project's JSON error, a 400 that names no field.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DrillRequest } from './requests';

/** status 0: no answer at all (the connection ended first); `error` says how. */
export type Answer = { status: number; contentType: string; body: string; error?: string };

/** A frame of a stack trace, a node_modules path or a source file of the server. */
const LEAK = /\n\s+at |node_modules|\/apps\/api\/|file:\/\/|\.ts:\d+:\d+/;

export async function sendInjected(app: FastifyInstance, request: DrillRequest): Promise<Answer> {
  const response = await app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

/** One connection per request (no keep-alive): a server that ends a connection after a refusal is then fine. */
export function sendOverSocket(port: number, request: DrillRequest): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Answer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const headers = { ...request.headers };
    if (request.payload !== undefined) {
      // Said outright: for a DELETE Node's client frames no chunks by default, and a body without either header is,
      // to the server, the next request's bytes (it would run the bodyless DELETE, rightly).
      if (request.chunked) headers['transfer-encoding'] = 'chunked';
      else headers['content-length'] = String(Buffer.byteLength(request.payload));
    }
    const outgoing = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent: false, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          settle({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    // A server that answers early (401, 413) and closes may make the upload fail before the answer is read: give the
    // answer a moment to arrive before counting the request as unanswered.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      setTimeout(() => settle({ status: 0, contentType: '', body: '', error: error.code ?? error.message }), 200),
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    if (request.payload === undefined) return void outgoing.end();
    if (!request.chunked) return void outgoing.end(request.payload);
    // Chunked: the server learns the size only while reading, so the body limit must stop the stream itself.
    const payload = Buffer.from(request.payload);
    for (let offset = 0; offset < payload.length; offset += 1 << 20) {
      outgoing.write(payload.subarray(offset, offset + (1 << 20)));
    }
    outgoing.end();
  });
}

export type Verdict = {
  serverError: boolean;
  leak: boolean;
  /** A 4xx whose body is not JSON `{ error, message }` with a JSON content type. */
  unclean: boolean;
  /** A 400 without `field`: the project's rule is "HTTP 400 with the field named". */
  noField: boolean;
  /** A 400 that names another field than the one the mutation broke. */
  otherField?: string;
  accepted: boolean;
  unanswered: boolean;
};

export function judge(request: DrillRequest, answer: Answer): Verdict {
  let parsed: { error?: unknown; message?: unknown; field?: unknown } | undefined;
  try {
    parsed = JSON.parse(answer.body) as typeof parsed;
  } catch {
    parsed = undefined;
  }
  const clientError = answer.status >= 400 && answer.status < 500;
  const named = typeof parsed?.field === 'string' ? parsed.field : undefined;
  return {
    serverError: answer.status >= 500,
    leak: LEAK.test(answer.body),
    unclean:
      clientError &&
      !(
        answer.contentType.startsWith('application/json') &&
        typeof parsed?.error === 'string' &&
        typeof parsed.message === 'string'
      ),
    noField: answer.status === 400 && !named,
    otherField:
      answer.status === 400 && request.field && named && named !== request.field && !named.endsWith(`.${request.field}`)
        ? named
        : undefined,
    accepted: answer.status > 0 && answer.status < 400,
    unanswered: answer.status === 0,
  };
}
