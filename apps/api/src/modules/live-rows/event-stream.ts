import type { FastifyReply } from 'fastify';

export type EventStreamMessage = { event: string; id: string; data: string };

export type EventStream = {
  /** Writes one message; false when the stream has closed, or has just been closed for falling too far behind. */
  send: (message: EventStreamMessage) => boolean;
  close: () => void;
  readonly closed: boolean;
};

/**
 * Turns a reply into a text/event-stream (ADR 0046). The stream never holds more than `maxBufferedBytes` unsent: a
 * client that reads slower than its rows arrive is closed instead, and resumes from its last id when it reconnects,
 * so one slow reader cannot make the server's memory grow without bound. A heartbeat comment every `heartbeatMs`
 * keeps proxies from closing an idle stream and carries `cursor()`, where a reconnect would resume.
 */
export function openEventStream(
  reply: FastifyReply,
  options: { maxBufferedBytes: number; heartbeatMs: number; cursor: () => number; onClose: () => void },
): EventStream {
  const response = reply.raw;
  reply.hijack();
  // Helmet's headers (set on the reply before the handler ran) still apply.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx buffers answers unless told otherwise, which would hold every message back.
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();
  let closed = false;

  const write = (text: string) => {
    if (closed) return false;
    if (response.writableLength > options.maxBufferedBytes) {
      close();
      return false;
    }
    response.write(text);
    return true;
  };
  // The comment repeats the cursor for clients whose parser reports no id without an event (the web app's worker).
  const heartbeat = setInterval(() => {
    const cursor = options.cursor();
    write(`id: ${cursor}\n: heartbeat ${cursor}\n\n`);
  }, options.heartbeatMs);

  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    response.end();
    options.onClose();
  }
  // The client went away (closed the tab, lost the network, aborted its fetch).
  response.on('close', close);

  return {
    // A line break in the data (PostgreSQL's json_agg writes some between elements) starts another `data:` line;
    // the client joins them with line breaks again, which JSON reads as white space.
    send: ({ event, id, data }) =>
      write(`id: ${id}\nevent: ${event}\ndata: ${data.split(/\r\n|\r|\n/).join('\ndata: ')}\n\n`),
    close,
    get closed() {
      return closed;
    },
  };
}
