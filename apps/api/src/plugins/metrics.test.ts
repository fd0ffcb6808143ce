import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testDatabaseKinds } from '../../test/test-database';

/** The value of one series in Prometheus's text format, e.g. `argus_live_stream_clients` or `name{label="x"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('/metrics on %s', (kind) => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('times requests by route pattern and status, not by path, and reports streams and the process', async () => {
    testApp = await buildTestApp(kind);
    const { app } = testApp;
    for (const customer of ['northwind', 'kestrel', 'northwind']) {
      // No token: refused, and counted all the same.
      expect((await app.inject({ method: 'GET', url: `/api/events/latest/${customer}` })).statusCode).toBe(401);
    }
    await app.inject({ method: 'GET', url: '/healthz' });
    // Asks the database, so that the pool holds a connection.
    await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing' });

    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const latest =
      'argus_http_request_duration_seconds_count{method="GET",route="/api/events/latest/:customer",status_code="401"}';
    expect(seriesValue(text, latest)).toBe(3);
    expect(
      seriesValue(text, 'argus_http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}'),
    ).toBe(1);
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain('/api/events/latest/northwind');
    expect(seriesValue(text, 'argus_live_stream_clients')).toBe(0);
    expect(seriesValue(text, 'argus_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('argus_nodejs_eventloop_lag_seconds');
    // The pool is a PostgreSQL server's; PGlite is one connection in the process.
    if (kind === 'postgres') expect(seriesValue(text, 'argus_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('argus_db_pool_connections');
  });

  it('answers a scrape only with the METRICS_TOKEN when one is set', async () => {
    testApp = await buildTestApp(kind, { metricsToken: 'scrape-token-0123456789' });
    const scrape = (authorization?: string) =>
      testApp!.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

    for (const refused of [undefined, 'Bearer wrong-token', 'Bearer scrape-token-012345678', 'Basic x']) {
      const response = await scrape(refused);
      expect(response.statusCode, String(refused)).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Metrics need the token set in METRICS_TOKEN.' });
    }
    const allowed = await scrape('Bearer scrape-token-0123456789');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('argus_http_request_duration_seconds');
  });
});
