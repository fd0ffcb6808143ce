import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Content = () => <span data-testid="content">Frame</span>;
const module = { default: Content as ComponentType<object> };

function renderInSuspense(Component: ComponentType<object>) {
  render(
    <Suspense fallback={<span data-testid="fallback">Loading</span>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders a preloaded component in its first render, never showing the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const Frame = preloadableLazy(load);
    await Frame.preload();
    await Frame.preload();

    renderInSuspense(Frame);
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId('content')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like lazy when it was not preloaded, and loads once', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const Frame = preloadableLazy(load);

    renderInSuspense(Frame);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(await screen.findByTestId('content')).toBeTruthy();
    await Frame.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const Frame = preloadableLazy(load);
    await expect(Frame.preload()).rejects.toThrow('offline');
    await Frame.preload();

    renderInSuspense(Frame);
    expect(screen.getByTestId('content')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
