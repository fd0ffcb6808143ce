import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { InfluencePath } from '../lib/influence-paths';
import { InfluencePathsCard } from './influence-paths-card';

const path = (targetId: string, target: string, weights: number[]): InfluencePath => {
  const names = ['Centre Ag', ...weights.slice(1).map((_, index) => `Step ${index + 1}`), target];
  return {
    targetId,
    target,
    hop: weights.length,
    steps: weights.map((weight, index) => ({ from: names[index]!, to: names[index + 1]!, weight })),
    strength: Math.min(...weights),
    ids: ['c', ...weights.map((_, index) => `${targetId}-${index}`)],
  };
};

const PATHS = [path('a', 'Alpha Gmbh', [2]), path('b', 'Beta Sa', [9, 5]), path('d', 'Delta Plc', [1])];
const rows = () => screen.getAllByTestId('influence-path').map((row) => row.getAttribute('data-target'));

describe('InfluencePathsCard', () => {
  it('lists each neighbour with its path, nearest first, or strongest first on request', async () => {
    const rendered = renderWithApp(<InfluencePathsCard paths={PATHS} onCenter={() => undefined} />);
    expect(rows()).toEqual(['a', 'd', 'b']);
    const beta = screen.getAllByTestId('influence-path')[2]!;
    expect(within(beta).getByTestId('influence-path-steps').textContent).toBe('Centre Ag →9→ Step 1 →5→ Beta Sa');

    await rendered.user.click(screen.getByRole('radio', { name: 'Strongest' }));
    expect(rows()).toEqual(['b', 'a', 'd']);
  });

  it('centres on a neighbour when its name is clicked', async () => {
    const onCenter = vi.fn();
    const rendered = renderWithApp(<InfluencePathsCard paths={PATHS} onCenter={onCenter} />);
    await rendered.user.click(screen.getByRole('button', { name: 'Delta Plc' }));
    expect(onCenter).toHaveBeenCalledWith('d');
  });
});
