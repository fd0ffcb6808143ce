import {
  endpointPath,
  LIVE_STREAM_EVENTS,
  LIVE_STREAM_STABLE_MS,
  liveStreamRetryDelayMs,
  type EndpointDescriptor,
} from '@argus/contract';
import { createParser } from 'eventsource-parser';
import type { WorkerSchema } from './worker-fetch';

/**
 * A kind of live stream (ADRs 0046, 0126): its endpoint (the customer in its path), the event that carries its changes
 * and their schema. Signals and mentions each have one; the reading, resuming and reconnecting are the same.
 */
export type LiveStreamKind<Change> = {
  endpoint: Pick<EndpointDescriptor, 'path' | 'produces'>;
  event: string;
  schema: WorkerSchema<Change>;
  /** Names the stream in a developer's warning: 'live signals'. */
  what: string;
};

/** Where a customer's stream starts: the folder's range and the cursor to resume from (ADR 0046). */
export type ResumePoint = { from: string | null; cursor: string | undefined };

export type LiveStreamHooks<Change> = {
  /** Awaits a load of the folder in flight, so that a stream never starts after a load it should resume from. */
  resumePoint: (customer: string) => Promise<ResumePoint>;
  saveCursor: (customer: string, cursor: string) => void;
  onChange: (customer: string, change: Change) => void;
  onReload: (customer: string) => void;
  /** Refused for good (401, 403, 404, 400): the stream has stopped. */
  onRefused: (customer: string, status: number, token: string | null) => void;
};

type Session = {
  customer: string;
  token: string | null;
  controller: AbortController | undefined;
  retry: ReturnType<typeof setTimeout> | undefined;
  failures: number;
  /** When the stream last went live (its `ready`), while it is. */
  liveSince: number | undefined;
  stopped: boolean;
};

/**
 * The page's first stream waits this long before it connects (and then, as every connection does, for its folder's
 * load in flight): it holds one of the browser's six
 * connections to the server for as long as the page is open, and the start-up's other calls (the history, the
 * mentions and their keywords, the font's slices) need them first. It resumes from the moment of that load, so a
 * change made meanwhile still arrives. A stream started later (another folder chosen) connects at once.
 */
const FIRST_CONNECTION_DELAY_MS = 2_000;
// A stream's message is a few hundred items at most; anything far larger is not Argus talking.
const MAX_MESSAGE_CHARACTERS = 32 * 1024 * 1024;

const retriable = (status: number) => status === 429 || status >= 500;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The live streams of one kind of the folders the page shows (ADR 0126), run in the kind's worker: fetch
 * with the bearer header (no token in the URL), the events parsed as they arrive, validated against the contract and
 * normalised like loaded items (signals are start-cased). A stream that ends or fails reconnects at once, then after
 * 1, 2, 4 … 30 seconds (`liveStreamRetryDelayMs`, spread so that a restarted server is not hit by every page at once)
 * and resumes from the last id it received; a refusal stops it.
 */
export function createLiveStreams<Change>(
  kind: LiveStreamKind<Change>,
  hooks: LiveStreamHooks<Change>,
  normalise: (change: Change) => void = () => undefined,
) {
  const sessions = new Map<string, Session>();
  let startedBefore = false;

  function scheduleRetry(session: Session) {
    if (session.stopped) return;
    // A stream that stayed live ends cleanly (retried at once); one that fails again soon after going live backs off.
    if (session.liveSince !== undefined && Date.now() - session.liveSince >= LIVE_STREAM_STABLE_MS)
      session.failures = 0;
    session.liveSince = undefined;
    const delay = liveStreamRetryDelayMs(session.failures, Math.random());
    session.failures++;
    session.retry = setTimeout(() => void connect(session), delay);
  }

  function handle(session: Session, event: string | undefined, data: string) {
    if (event === LIVE_STREAM_EVENTS.ready) {
      session.liveSince = Date.now();
    } else if (event === LIVE_STREAM_EVENTS.reload) {
      hooks.onReload(session.customer);
    } else if (event === kind.event) {
      const parsed = kind.schema.safeParse(parseJson(data));
      if (!parsed.success) {
        console.warn(`A ${kind.what} message does not match the contract`, parsed.error.issues);
        return;
      }
      normalise(parsed.data);
      hooks.onChange(session.customer, parsed.data);
    }
  }

  async function connect(session: Session) {
    const { from, cursor } = await hooks.resumePoint(session.customer);
    if (session.stopped) return;
    const controller = new AbortController();
    session.controller = controller;
    const path = endpointPath(kind.endpoint, { customer: session.customer });
    const token = session.token;
    let response: Response;
    try {
      response = await fetch(`${path}${from ? `?from=${encodeURIComponent(from)}` : ''}`, {
        headers: {
          Accept: kind.endpoint.produces ?? 'text/event-stream',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(cursor ? { 'Last-Event-ID': cursor } : {}),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      scheduleRetry(session);
      return;
    }
    if (!response.ok || !response.body) {
      if (retriable(response.status)) {
        scheduleRetry(session);
      } else {
        stop(session.customer);
        hooks.onRefused(session.customer, response.status, token);
      }
      return;
    }
    // Events are handled synchronously inside `feed`, and the cursor moves only after its event is handled. A
    // heartbeat carries no event, so its comment repeats the cursor (`: heartbeat <id>`) for this parser to read.
    const parser = createParser({
      onEvent: (message) => {
        handle(session, message.event, message.data);
        if (message.id) hooks.saveCursor(session.customer, message.id);
      },
      onComment: (comment) => {
        const cursor = /^\s*heartbeat (\S+)$/.exec(comment)?.[1];
        if (cursor) hooks.saveCursor(session.customer, cursor);
      },
      maxBufferSize: MAX_MESSAGE_CHARACTERS,
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // Aborted by stop(), or the network went away: either way the loop is over.
    }
    scheduleRetry(session);
  }

  function stop(customer: string) {
    const session = sessions.get(customer);
    if (!session) return;
    session.stopped = true;
    clearTimeout(session.retry);
    session.controller?.abort();
    sessions.delete(customer);
  }

  /** Starts the customer's stream, or hands the running one the token its next connection will use. */
  function start(customer: string, token: string | null, delayMs = startedBefore ? 0 : FIRST_CONNECTION_DELAY_MS) {
    const running = sessions.get(customer);
    if (running) {
      running.token = token;
      return;
    }
    const session: Session = {
      customer,
      token,
      controller: undefined,
      retry: undefined,
      failures: 0,
      liveSince: undefined,
      stopped: false,
    };
    sessions.set(customer, session);
    startedBefore = true;
    session.retry = setTimeout(() => void connect(session), delayMs);
  }

  return {
    start,
    /** Connects the customer's stream again at once, resuming from its cursor (where it starts has changed). */
    restart(customer: string, token: string | null) {
      stop(customer);
      start(customer, token, 0);
    },
    stop,
  };
}
