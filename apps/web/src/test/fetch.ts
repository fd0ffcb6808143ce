import { botCheckEndpoints, type BotCheckChallenge, type ErrorResponse } from '@argus/contract';
import { vi } from 'vitest';

/** A request the app sent through `fetch`, its body parsed. */
export type SentRequest = { method: string; url: string; body: unknown };

/**
 * Replaces `fetch`, the boundary every API call of the app crosses (lib/api-client.ts), with `answer`; the requests
 * are recorded in order. The setup file puts the real `fetch` back after each test.
 */
export function stubFetch(
  answer: (request: SentRequest) => Response | Promise<Response> = () => new Response(null, { status: 204 }),
) {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const text = typeof init.body === 'string' ? init.body : undefined;
      const request = { method: init.method ?? 'GET', url: String(input), body: text && JSON.parse(text) };
      requests.push(request);
      return answer(request);
    }),
  );
  return requests;
}

/** An answer as the API sends it: JSON with a status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A refusal in the API's one error shape (packages/contract errors.ts). */
export function errorResponse(status: number, error: ErrorResponse): Response {
  return jsonResponse(status, error);
}

/** A bot-check challenge as the API issues it, easy enough to solve at once. */
export const TEST_BOT_CHECK_CHALLENGE: BotCheckChallenge = { challenge: 'test-challenge', difficulty: 4 };

/**
 * `stubFetch` for the logged-out forms: their bot-check challenge is answered with TEST_BOT_CHECK_CHALLENGE, and
 * `formRequests()` lists the others, which is what the form sent.
 */
export function stubFetchBehindBotCheck(answer?: (request: SentRequest) => Response | Promise<Response>) {
  const isChallenge = (request: SentRequest) => request.url === botCheckEndpoints.challenge.path;
  const requests = stubFetch((request) =>
    isChallenge(request)
      ? jsonResponse(200, TEST_BOT_CHECK_CHALLENGE)
      : (answer?.(request) ?? new Response(null, { status: 204 })),
  );
  return { formRequests: () => requests.filter((request) => !isChallenge(request)) };
}
