import { reviewsEndpoints } from '@argus/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch';
import { askEarly, callEndpoint, configureApiClient, forgetEarlyAnswers, requestApi } from './api-client';

const FEEDBACK_URL = '/api/feedback/';
const feedback = (id: string) => ({
  id,
  eventId: 'signal-1',
  itemKind: 'signal',
  feedback: 1,
  username: 'analyst',
  customerName: 'northwind',
  eventType: null,
  createdAt: '2026-11-30T07:00:00.000Z',
  updatedAt: '2026-11-30T07:00:00.000Z',
});

/** Answers each request with the feedback list numbered by its order, so that a test can tell which call answered. */
function numberedAnswers() {
  const requests = stubFetch(() => jsonResponse(200, [feedback(`feedback-${requests.length}`)]));
  return requests;
}

/** The session's token as the API client reads it. */
const signedInWith = (token: string | null) =>
  configureApiClient({ getToken: () => token, onUnauthorized: () => undefined });

afterEach(() => {
  forgetEarlyAnswers();
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null, onUnauthorized: () => undefined });
});

describe('answers asked early', () => {
  it('answer the first call of the same URL with the same token, once', async () => {
    const requests = numberedAnswers();
    signedInWith('token-1');
    askEarly([FEEDBACK_URL]);
    expect(requests).toHaveLength(1);

    const first = await callEndpoint(reviewsEndpoints.listFeedback, { query: {} });
    expect(requests).toHaveLength(1);
    expect(first[0]?.id).toMatch(/1$/);

    const second = await callEndpoint(reviewsEndpoints.listFeedback, { query: {} });
    expect(requests).toHaveLength(2);
    expect(second[0]?.id).toMatch(/2$/);
  });

  it("carry the session's token, and are not asked without one", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);
    askEarly([FEEDBACK_URL]);
    expect(fetchMock).not.toHaveBeenCalled();
    signedInWith('token-1');
    askEarly([FEEDBACK_URL]);
    expect(fetchMock).toHaveBeenCalledWith(FEEDBACK_URL, {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
    });
  });

  it('are not taken by a call with another token: the session changed, and the call fetches for itself', async () => {
    const requests = numberedAnswers();
    signedInWith('old-token');
    askEarly([FEEDBACK_URL]);
    signedInWith('new-token');
    const answer = await callEndpoint(reviewsEndpoints.listFeedback, { query: {} });
    expect(requests).toHaveLength(2);
    expect(answer[0]?.id).toMatch(/2$/);
  });

  it('are asked again under a new token, and not twice under the same one', () => {
    const requests = numberedAnswers();
    signedInWith('token-1');
    askEarly([FEEDBACK_URL]);
    askEarly([FEEDBACK_URL]);
    expect(requests).toHaveLength(1);
    signedInWith('token-2');
    askEarly([FEEDBACK_URL]);
    expect(requests).toHaveLength(2);
  });

  it('answer GETs only: a write to the same address is sent', async () => {
    const requests = numberedAnswers();
    signedInWith('token-1');
    askEarly([FEEDBACK_URL]);
    await requestApi(FEEDBACK_URL, { method: 'POST', body: { itemId: 'x' } });
    expect(requests.map(({ method }) => method)).toEqual(['GET', 'POST']);
  });

  it('are dropped once forgotten: a later read fetches what is true then', async () => {
    const requests = numberedAnswers();
    signedInWith('token-1');
    askEarly([FEEDBACK_URL]);
    forgetEarlyAnswers();
    const answer = await callEndpoint(reviewsEndpoints.listFeedback, { query: {} });
    expect(requests).toHaveLength(2);
    expect(answer[0]?.id).toMatch(/2$/);
  });

  it('bring a refusal to the call that takes them, as its own fetch would', async () => {
    stubFetch(() => jsonResponse(403, { error: 'Forbidden', message: 'Not yours' }));
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'token-1', onUnauthorized });
    askEarly([FEEDBACK_URL]);
    await expect(callEndpoint(reviewsEndpoints.listFeedback, { query: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Not yours',
    });
  });
});
