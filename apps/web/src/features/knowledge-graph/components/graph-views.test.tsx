import type { GraphStartingPoints } from '@argus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch';
import { renderWithApp, type Rendered } from '../../../test/render';
import { ConvergingTimelinesView } from './converging-timelines-view';
import { InfluenceRangeView } from './influence-range-view';
import { NetworkFilters } from './network-filters';
import { useGraphParams } from '../hooks/use-graph-params';

// ADR 0130: the Influence Range and the Converging Timelines open on the window's most connected entities, one click
// each; the timelines take the categories as the other views do; the three views share one window field.

const ALPHA = '00000000-0000-4000-8000-00000000000a';
const BETA = '00000000-0000-4000-8000-00000000000b';
const CATEGORIES = ['Finance', 'Legal', 'Operations'];

const point = (id: string, name: string, degree: number) => ({
  id,
  name,
  industry: 'Energy',
  country: 'DE',
  monitored: true,
  signalCount: 10 - degree,
  degree,
});
const STARTING_POINTS: GraphStartingPoints = {
  window: { from: '2026-03-01', to: '2026-03-31' },
  entities: [point(ALPHA, 'Alpha Gmbh', 5), point(BETA, 'Beta Sa', 3)],
};

const pathOf = (request: SentRequest) => new URL(request.url, 'http://localhost').pathname;
const queryOf = (request: SentRequest) => new URL(request.url, 'http://localhost').searchParams;
const addressOf = ({ router }: Rendered) => new URLSearchParams(router.state.location.search);

/** The graph API as the views call it: starting points and searches answered, the views' own reads left pending. */
function stubGraphApi() {
  return stubFetch((request) => {
    const path = pathOf(request);
    if (path.startsWith('/api/knowledge-graph/starting-points/')) return jsonResponse(200, STARTING_POINTS);
    if (path.startsWith('/api/knowledge-graph/entities/')) return jsonResponse(200, { entities: [] });
    // The chart's answer is not this test's: it stays on its way.
    return new Promise<Response>(() => {});
  });
}

const callsTo = (requests: SentRequest[], read: string) =>
  requests.filter((request) => pathOf(request).startsWith(`/api/knowledge-graph/${read}/`));

describe('the influence range', () => {
  it("offers the window's most connected entities; one click makes the centre", async () => {
    const requests = stubGraphApi();
    const rendered = renderWithApp(<InfluenceRangeView customer="northwind" categoryOptions={CATEGORIES} />, {
      url: '/knowledge-graph/influence-range?category=Legal&minWeight=2&from=2026-03-01&to=2026-03-31',
    });
    const points = await screen.findByRole('group', { name: 'Most connected entities' });
    expect(
      within(points)
        .getAllByTestId('starting-point')
        .map((button) => button.textContent),
    ).toEqual(['Alpha Gmbh5 links', 'Beta Sa3 links']);
    // Under the view's window and filters.
    const asked = queryOf(callsTo(requests, 'starting-points')[0]!);
    expect([asked.get('from'), asked.get('to'), asked.getAll('category'), asked.get('minWeight')]).toEqual([
      '2026-03-01',
      '2026-03-31',
      ['Legal'],
      '2',
    ]);

    await rendered.user.click(within(points).getByRole('button', { name: /Beta Sa/ }));
    expect(addressOf(rendered).get('entity')).toBe(BETA);
    await waitFor(() => expect(callsTo(requests, 'influence')).toHaveLength(1));
    expect(queryOf(callsTo(requests, 'influence')[0]!).get('entity')).toBe(BETA);
    // The picker names the centre at once, from the starting points.
    expect((screen.getByRole('combobox', { name: 'Entity' }) as HTMLInputElement).value).toBe('Beta Sa');
  });
});

describe('the converging timelines', () => {
  it('fill their lanes from the starting points, and send the categories of the address', async () => {
    const requests = stubGraphApi();
    const rendered = renderWithApp(<ConvergingTimelinesView customer="northwind" categoryOrder={CATEGORIES} />, {
      url: '/knowledge-graph/converging-timelines?category=Legal',
    });
    const points = await screen.findByRole('group', { name: 'Most connected entities' });
    expect(queryOf(callsTo(requests, 'starting-points')[0]!).getAll('category')).toEqual(['Legal']);
    await rendered.user.click(within(points).getByRole('button', { name: /Alpha Gmbh/ }));
    expect(addressOf(rendered).getAll('entities')).toEqual([ALPHA]);
    // A picked one stays in the list, but is not offered twice.
    expect((within(points).getByRole('button', { name: /Alpha Gmbh/ }) as HTMLButtonElement).disabled).toBe(true);
    await rendered.user.click(within(points).getByRole('button', { name: /Beta Sa/ }));
    expect(addressOf(rendered).getAll('entities')).toEqual([ALPHA, BETA]);

    await waitFor(() => expect(callsTo(requests, 'timelines')).toHaveLength(1));
    const asked = queryOf(callsTo(requests, 'timelines')[0]!);
    expect([asked.getAll('entity'), asked.getAll('category')]).toEqual([[ALPHA, BETA], ['Legal']]);
  });

  it('write a category into the address, which the timelines call then carries', async () => {
    const requests = stubGraphApi();
    const rendered = renderWithApp(<ConvergingTimelinesView customer="northwind" categoryOrder={CATEGORIES} />, {
      url: `/knowledge-graph/converging-timelines?entities=${ALPHA}&entities=${BETA}`,
    });
    await waitFor(() => expect(callsTo(requests, 'timelines')).toHaveLength(1));
    expect(queryOf(callsTo(requests, 'timelines')[0]!).getAll('category')).toEqual([]);
    await rendered.user.click(screen.getByRole('combobox', { name: 'Categories' }));
    await rendered.user.click(screen.getByRole('option', { name: 'Finance' }));
    expect(addressOf(rendered).getAll('category')).toEqual(['Finance']);
    await waitFor(() => expect(callsTo(requests, 'timelines')).toHaveLength(2));
    expect(queryOf(callsTo(requests, 'timelines')[1]!).getAll('category')).toEqual(['Finance']);
  });
});

/** The network's filters bound to the address as the Industry Network binds them. */
function BoundNetworkFilters() {
  const { params, setParams } = useGraphParams();
  return <NetworkFilters params={params} onChange={setParams} categoryNames={CATEGORIES} />;
}

describe('the window of every graph view', () => {
  it.each([
    ['industry network', () => <BoundNetworkFilters />],
    ['influence range', () => <InfluenceRangeView customer="northwind" categoryOptions={CATEGORIES} />],
    ['converging timelines', () => <ConvergingTimelinesView customer="northwind" categoryOrder={CATEGORIES} />],
  ])('is the one window field in the %s: presets and days, written to the address', async (_, view) => {
    stubGraphApi();
    const rendered = renderWithApp(view(), { url: '/knowledge-graph/view' });
    const field = screen.getByTestId('graph-window');
    expect(screen.getAllByTestId('graph-window')).toHaveLength(1);
    expect((within(field).getByRole('radio', { name: 'Month' }) as HTMLInputElement).checked).toBe(true);
    await rendered.user.click(within(field).getByRole('radio', { name: 'Year' }));
    expect(addressOf(rendered).get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((within(field).getByRole('radio', { name: 'Year' }) as HTMLInputElement).checked).toBe(true);
    // Days of a shared link that are no preset show as days.
    rendered.unmount();
    renderWithApp(view(), { url: '/knowledge-graph/view?from=2026-01-01&to=2026-01-31' });
    const shared = screen.getByTestId('graph-window');
    expect((within(shared).getByRole('radio', { name: 'Days' }) as HTMLInputElement).checked).toBe(true);
    expect(within(shared).getByRole('button', { name: /Date range/ }).textContent).toContain('2026-01-01');
  });
});
