import { act, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AfterFirstScreen } from './after-first-screen';

describe('AfterFirstScreen', () => {
  it('renders nothing, and imports nothing, until the browser is idle; then its lazy child once loaded', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    let loaded: ((module: { default: ComponentType }) => void) | undefined;
    const load = vi.fn(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          loaded = resolve;
        }),
    );
    const Later = lazy(load);

    renderWithApp(
      <AfterFirstScreen>
        <Later />
      </AfterFirstScreen>,
    );
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(load).not.toHaveBeenCalled();

    await act(async () => idle?.());
    // Asked for now; nothing is shown while it loads.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('later')).toBeNull();

    await act(async () => loaded?.({ default: () => <span data-testid="later">Later</span> }));
    expect(await screen.findByTestId('later')).toBeTruthy();
  });
});
