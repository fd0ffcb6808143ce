import { signalFilterResponseSchema } from '@argus/contract';
import { measureLatency } from '../signals-api/measure';

// The reads the scale run times at each size (ADR 0116, 0142): as the signals-api and filter-api runs time them, over
// the same months and folders, so that the figures compare.

const MONTHS = Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`);
const SAMPLED_CUSTOMERS = ['bench_01', 'bench_03', 'bench_06', 'bench_10', 'bench_15', 'bench_20'];

function monthWindow(month: string) {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return { first: `${month}-01`, last: new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10) };
}

/** The reads of the Signals screen that grow with a window's density, as signals-api and filter-api time them. */
export async function measureReads(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const fetchOk = async (url: string) => {
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${Buffer.from(body).toString()}`);
    return body;
  };
  const calls = (path: (customer: string, window: ReturnType<typeof monthWindow>) => string) =>
    MONTHS.flatMap((month) =>
      SAMPLED_CUSTOMERS.map((customer) => {
        const url = `${baseUrl}${path(customer, monthWindow(month))}`;
        return { label: `${customer} ${month}`, run: async () => void (await fetchOk(url)) };
      }),
    );
  const latency = { warmUp: 20, samples: 200, budgetMs: 60_000 };
  return {
    latest: await measureLatency(
      calls((customer, window) => `/api/events/latest/${customer}?start=${window.first}&end=${window.last}&limit=50`),
      latency,
    ),
    byDate: await measureLatency(
      calls((customer, window) => `/api/events/${customer}/${window.first}/${window.last}`),
      latency,
    ),
    filters: await measureFilters(baseUrl, async (url) => JSON.parse(Buffer.from(await fetchOk(url)).toString())),
  };
}

/**
 * The server filter (ADR 0031) of a month, one kind of criteria at a time as filter-api names them: none, several
 * fields, the month's top company, its top event type (both from the month's unfiltered answer).
 */
async function measureFilters(baseUrl: string, fetchJson: (url: string) => Promise<unknown>) {
  const kinds = ['no selection', 'fields', 'company', 'event type'] as const;
  const callsOf = new Map<(typeof kinds)[number], { label: string; run: () => Promise<void> }[]>(
    kinds.map((kind) => [kind, []]),
  );
  for (const month of MONTHS) {
    for (const customer of SAMPLED_CUSTOMERS) {
      const window = monthWindow(month);
      const url = (query: string) =>
        `${baseUrl}/api/events/filter/${customer}?from=${window.first}&to=${window.last}${query}`;
      const first = signalFilterResponseSchema.parse(await fetchJson(url('')));
      const queries = {
        'no selection': '',
        fields: '&reliability=3&language=en&language=de&media=news&media=blog',
        company: `&company=${encodeURIComponent(first.topCompanies[0]?.value ?? 'none')}`,
        'event type': `&eventType=${encodeURIComponent(first.topEventTypes[0]?.value ?? 'none')}`,
      };
      for (const kind of kinds) {
        callsOf.get(kind)!.push({
          label: `${customer} ${month}`,
          run: async () => void (await fetchJson(url(queries[kind]))),
        });
      }
    }
  }
  const summaries = [];
  for (const kind of kinds) {
    summaries.push({
      kind,
      summary: await measureLatency(callsOf.get(kind)!, { warmUp: 10, samples: 100, budgetMs: 60_000 }),
    });
  }
  return summaries;
}
