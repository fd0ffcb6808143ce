import type { GraphEntity } from '@argus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { useGraphParams } from '../hooks/use-graph-params';
import { GraphEntitiesPicker, GraphEntityPicker } from './graph-entity-picker';

const ALPHA = '00000000-0000-4000-8000-00000000000a';
const BETA = '00000000-0000-4000-8000-00000000000b';
const GAMMA = '00000000-0000-4000-8000-00000000000c';

const entity = (id: string, name: string, signalCount: number, monitored: boolean): GraphEntity => ({
  id,
  name,
  industry: null,
  country: 'DE',
  monitored,
  signalCount,
});
const alpha = entity(ALPHA, 'Alpha Gmbh', 12, true);
const beta = entity(BETA, 'Beta Sa', 1, false);
const gamma = entity(GAMMA, 'Gamma Plc', 3, false);

/** The search call as the server answers it: the entities whose name holds the text, all of them for none. */
function stubSearch() {
  return stubFetch(({ url }) => {
    const search = new URL(url, 'http://localhost').searchParams.get('search')?.toLowerCase() ?? '';
    const entities = [alpha, beta, gamma].filter(({ name }) => name.toLowerCase().includes(search));
    return jsonResponse(200, { entities });
  });
}

/** The pickers bound to the address as the views bind them. */
function Pickers({ known = [], namesLoading = false }: { known?: GraphEntity[]; namesLoading?: boolean }) {
  const { params, setParams } = useGraphParams();
  return (
    <>
      <GraphEntityPicker
        customer="northwind"
        label="Entity"
        known={known}
        namesLoading={namesLoading}
        value={params.entity ?? null}
        onChange={(id) => setParams({ entity: id ?? undefined })}
      />
      <GraphEntitiesPicker
        customer="northwind"
        label="Entities"
        known={known}
        namesLoading={namesLoading}
        value={params.entities}
        onChange={(entities) => setParams({ entities })}
      />
    </>
  );
}

describe('graph entity pickers', () => {
  it("offers the folder's entities with their signals and monitoring, and writes the picked id to the address", async () => {
    const requests = stubSearch();
    const rendered = renderWithApp(<Pickers />, { url: '/knowledge-graph/influence-range' });
    await rendered.user.click(screen.getByRole('combobox', { name: 'Entity' }));
    const option = await screen.findByRole('option', { name: /Alpha Gmbh/ });
    expect(option.textContent).toContain('Monitored');
    expect(option.textContent).toContain('12 signals');
    expect(screen.getByRole('option', { name: /Beta Sa/ }).textContent).toContain('1 signal');
    expect(screen.getByRole('option', { name: /Beta Sa/ }).textContent).not.toContain('Monitored');
    expect(requests[0]!.url).toBe('/api/knowledge-graph/entities/northwind');

    await rendered.user.click(option);
    expect(rendered.router.state.location.search).toBe(`?entity=${ALPHA}`);
    expect((screen.getByRole('combobox', { name: 'Entity' }) as HTMLInputElement).value).toBe('Alpha Gmbh');
  });

  it('asks the server for what is typed, once the typing pauses', async () => {
    const requests = stubSearch();
    const rendered = renderWithApp(<Pickers />, { url: '/knowledge-graph/converging-timelines' });
    const field = screen.getByRole('combobox', { name: 'Entities' });
    await rendered.user.click(field);
    await rendered.user.type(field, 'gam');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Gamma Plc'),
      ]),
    );
    const searches = requests.map(({ url }) => new URL(url, 'http://localhost').searchParams.get('search'));
    // One call for the empty field and one for the paused text, none for each key.
    expect(searches).toEqual([null, 'gam']);

    await rendered.user.click(screen.getByRole('option', { name: /Gamma Plc/ }));
    await rendered.user.type(field, 'alp');
    await rendered.user.click(await screen.findByRole('option', { name: /Alpha Gmbh/ }));
    expect(rendered.router.state.location.search).toBe(`?entities=${GAMMA}&entities=${ALPHA}`);
    // Gamma, no longer among the matches, keeps its name from the earlier answer.
    const pills = rendered.container.querySelectorAll('.mantine-Pill-label');
    expect([...pills].map((pill) => pill.textContent)).toEqual(['Gamma Plc', 'Alpha Gmbh']);
  });

  it("names a cold link's picks from the view's answer, and says they are loading until then", async () => {
    stubFetch(() => jsonResponse(200, { entities: [] }));
    const url = `/knowledge-graph/converging-timelines?entity=${BETA}&entities=${BETA}&entities=${GAMMA}`;
    const loading = renderWithApp(<Pickers namesLoading />, { url });
    const pillTexts = () => [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pillTexts()).toEqual(['Loading…', 'Loading…']);
    loading.unmount();

    renderWithApp(<Pickers known={[beta, gamma]} />, { url });
    expect(pillTexts()).toEqual(['Beta Sa', 'Gamma Plc']);
    expect((screen.getByRole('combobox', { name: 'Entity' }) as HTMLInputElement).value).toBe('Beta Sa');
    expect(within(document.body).queryByText(BETA)).toBeNull();
  });
});
