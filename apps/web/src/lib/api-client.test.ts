import { afterEach, describe, expect, it, vi } from 'vitest';
import { signalFilterEndpoints, signalsEndpoints } from '@argus/contract';
import { callEndpoint, configureApiClient, requestApi, requestApiFile } from './api-client';
import { ApiError, NetworkError, SERVER_ERROR_MESSAGE } from './errors';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubFetch(implementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null, onUnauthorized: () => undefined });
});

describe('requestApi', () => {
  it('sends JSON to a relative URL and returns the parsed answer', async () => {
    const fetchMock = stubFetch(async () => answer(200, { access_token: 'abc' }));
    await expect(requestApi('/auth/login', { method: 'POST', body: { username: 'a' } })).resolves.toEqual({
      access_token: 'abc',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"username":"a"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('adds the bearer token once one is set', async () => {
    const fetchMock = stubFetch(async () => answer(200, {}));
    await requestApi('/health');
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    configureApiClient({ getToken: () => 'token-1', onUnauthorized: () => undefined });
    await requestApi('/health');
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('appends defined query parameters', async () => {
    const fetchMock = stubFetch(async () => answer(200, []));
    await requestApi('/api/events', { query: { start: '2025-01-01', limit: 5, skip: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events?start=2025-01-01&limit=5');
  });

  it('carries the status and the error body of a refused request', async () => {
    stubFetch(async () => answer(400, { error: 'Bad Request', message: 'username is required', field: 'username' }));
    const error = await requestApi('/auth/login').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: 'username is required',
      field: 'username',
    });
  });

  it('turns a server failure into the spec message', async () => {
    stubFetch(async () => answer(500, { error: 'Internal Server Error', message: 'stack trace here' }));
    await expect(requestApi('/api/settings/x')).rejects.toMatchObject({ status: 500, message: SERVER_ERROR_MESSAGE });
  });

  it('turns a failed fetch into a network error', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestApi('/health')).rejects.toBeInstanceOf(NetworkError);
  });

  it('reports a refused token so that the session can end', async () => {
    stubFetch(async () => answer(401, { error: 'Unauthorized', message: 'Token revoked' }));
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'revoked', onUnauthorized });
    await expect(requestApi('/api/settings/x')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
  });

  it('keeps the session when a request under way brings a new token after an older one is refused', async () => {
    // The password change revokes the old token before its answer arrives; a poll sent meanwhile is refused first.
    let token = 'before-the-password-change';
    let answerTheChange: (response: Response) => void = () => undefined;
    stubFetch(async (url) =>
      String(url).includes('/change-password')
        ? new Promise<Response>((resolve) => (answerTheChange = resolve))
        : answer(401, { error: 'Unauthorized', message: 'Token revoked' }),
    );
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => token, onUnauthorized });
    const change = requestApi<{ access_token: string }>('/auth/change-password', { method: 'POST', body: {} }).then(
      (body) => {
        token = body.access_token;
      },
    );
    await expect(requestApi('/api/alerts')).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onUnauthorized).not.toHaveBeenCalled();
    answerTheChange(answer(200, { access_token: 'after-the-password-change' }));
    await change;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session when the refused token was replaced while the request was under way', async () => {
    let token = 'before-the-password-change';
    stubFetch(async () => {
      // The password change answers with a fresh token before this older request's refusal arrives.
      token = 'after-the-password-change';
      return answer(401, { error: 'Unauthorized', message: 'Token revoked' });
    });
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => token, onUnauthorized });
    await expect(requestApi('/api/settings/x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('checks the answer with the given parser', async () => {
    stubFetch(async () => answer(200, { wrong: true }));
    const parser = {
      parse: (input: unknown) => {
        if (typeof input !== 'object' || input === null || !('access_token' in input)) throw new Error('bad shape');
        return input as { access_token: string };
      },
    };
    await expect(requestApi('/auth/refresh', { parser })).rejects.toThrow('bad shape');
  });
});

describe('requestApiFile', () => {
  it('fetches a file with the bearer header and answers its bytes and headers', async () => {
    const fetchMock = stubFetch(
      async () => new Response('a,b\r\n1,2\r\n', { status: 200, headers: { 'x-export-truncated': '100000' } }),
    );
    configureApiClient({ getToken: () => 'token-2', onUnauthorized: () => undefined });
    const { blob, headers } = await requestApiFile('/logs/export', { query: { action: 'auth.' } });
    expect(await blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(headers.get('x-export-truncated')).toBe('100000');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/logs/export?action=auth.');
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-2');
  });

  it('turns a refusal into an ApiError naming the field', async () => {
    stubFetch(async () => answer(400, { error: 'Bad Request', message: 'from: must be a date', field: 'from' }));
    await expect(requestApiFile('/logs/export')).rejects.toMatchObject({ status: 400, field: 'from' });
  });
});

describe('callEndpoint', () => {
  it('fills and encodes the path, sends the query (a list as a repeated key) and the body, with the method', async () => {
    const fetchMock = stubFetch(async () => answer(200, { id: 'a/b', deleted: true }));
    await callEndpoint(signalsEndpoints.deleteSignal, {
      params: { client: 'north_wind', id: 'a/b', reason: 'dup & wrong?' },
      query: { language: 'de', mediaSegment: 'press release', eventType: 'Merger', dunsId: undefined },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      '/events-management/north_wind/a%2Fb/dup%20%26%20wrong%3F?language=de&mediaSegment=press+release&eventType=Merger',
    );
    expect(init?.method).toBe('DELETE');

    await callEndpoint(signalFilterEndpoints.filterSignals, {
      params: { customer: 'poc' },
      query: { company: ['Acme', 'Beta'], from: '2026-01-01' },
    }).catch(() => undefined);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/events/filter/poc?company=Acme&company=Beta&from=2026-01-01');
  });

  it("answers the body as the endpoint's response schema parses it, and refuses one that does not fit", async () => {
    stubFetch(async () => answer(200, { id: 'x', deleted: true }));
    const client = 'poc';
    const query = { language: 'en', mediaSegment: 'news', eventType: 'Merger' } as const;
    await expect(
      callEndpoint(signalsEndpoints.deleteSignal, { params: { client, id: 'x', reason: 'r' }, query }),
    ).resolves.toEqual({ id: 'x', deleted: true });
    stubFetch(async () => answer(200, { id: 'x', deleted: false }));
    await expect(
      callEndpoint(signalsEndpoints.deleteSignal, { params: { client, id: 'x', reason: 'r' }, query }),
    ).rejects.toThrow();
  });

  it('throws the ApiError of a refusal, naming the field', async () => {
    stubFetch(async () => answer(400, { error: 'Bad Request', message: 'reason: is required', field: 'reason' }));
    await expect(
      callEndpoint(signalsEndpoints.hideSignal, { params: { client: 'poc', id: 'x' }, body: { reason: ' ' } }),
    ).rejects.toMatchObject({ status: 400, field: 'reason' });
  });
});
