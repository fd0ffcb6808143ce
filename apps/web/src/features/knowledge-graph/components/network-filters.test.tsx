import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, type Rendered } from '../../../test/render';
import { useGraphParams } from '../hooks/use-graph-params';
import { NetworkFilters } from './network-filters';

/** The filters bound to the address as the Industry Network binds them (network-view.tsx). */
function BoundFilters() {
  const { params, setParams } = useGraphParams();
  return <NetworkFilters params={params} onChange={setParams} categoryNames={['Finance', 'Legal', 'Operations']} />;
}

const renderFilters = (url = '/knowledge-graph/industry-network') => renderWithApp(<BoundFilters />, { url });
const query = ({ router }: Rendered) => new URLSearchParams(router.state.location.search);

describe('NetworkFilters', () => {
  it('writes a preset window, categories and the minimum weight into the address; Reset clears them', async () => {
    const rendered = renderFilters();
    const { user } = rendered;
    expect((screen.getByRole('radio', { name: 'Month' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Year' }));
    expect(query(rendered).get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query(rendered).get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((screen.getByRole('radio', { name: 'Year' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Event categories' }));
    await user.click(screen.getByRole('option', { name: 'Legal' }));
    await user.click(screen.getByRole('combobox', { name: 'Minimum link weight' }));
    await user.click(screen.getByRole('option', { name: '5' }));
    expect(query(rendered).getAll('category')).toEqual(['Legal']);
    expect(query(rendered).get('minWeight')).toBe('5');

    // The month is the server's default: choosing it leaves the address without days.
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    expect(query(rendered).has('from')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(rendered.router.state.location.search).toBe('');
  });

  it('shows what a shared link says, offering a weight outside the steps', () => {
    renderFilters('/knowledge-graph/industry-network?minWeight=7&from=2026-01-01&to=2026-01-31&category=Finance');
    expect((screen.getByRole('combobox', { name: 'Minimum link weight' }) as HTMLInputElement).value).toBe('7');
    expect((screen.getByRole('radio', { name: 'Days' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText('Finance').length).toBeGreaterThan(0);
  });
});
