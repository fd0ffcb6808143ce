/**
 * GET requests sent before the code that reads their answers has loaded (ADR 0150): the start-up's reads leave with
 * the page's first script or with the login answer, and the API client hands each answer to the first call of the
 * same URL with the same token, once. Nothing here parses an answer: the reader does, as if it had fetched it itself.
 */
type Asked = { token: string; response: Promise<Response> };

const asked = new Map<string, Asked>();

/** Sends a GET of each URL with the token, unless one with this token is already waiting to be taken. */
export function askEarly(urls: readonly string[], token: string): void {
  for (const url of urls) {
    if (asked.get(url)?.token === token) continue;
    const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    // A failure belongs to the reader that takes the answer; one never taken must not be reported as unhandled.
    response.catch(() => undefined);
    asked.set(url, { token, response });
  }
}

/**
 * The answer asked early for `url`, for a call that carries `token`; once. Undefined when none was asked or it was
 * asked with another token (the session changed since): the caller fetches it itself.
 */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | undefined {
  const entry = asked.get(url);
  if (!entry) return undefined;
  asked.delete(url);
  return entry.token === token ? entry.response : undefined;
}

/**
 * Drops the answers nobody took. The start-up calls it once its reads have left: a later read of the same URL (after
 * a change, say) must fetch what is true then, not take an answer from the start of the page.
 */
export function forgetEarlyAnswers(): void {
  asked.clear();
}
