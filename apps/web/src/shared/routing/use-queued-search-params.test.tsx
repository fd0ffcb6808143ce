import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { useQueuedSearchParams } from './use-queued-search-params';

function withParam(name: string, value: string) {
  return (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    next.set(name, value);
    return next;
  };
}

/** Two hooks writing one address bar, as the filter and the open item's details do. */
function TwoWriters() {
  const [params, change] = useQueuedSearchParams();
  const [, changeToo] = useQueuedSearchParams();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        type="button"
        onClick={() => {
          change(withParam('a', '1'), { replace: true });
          changeToo(withParam('b', '2'), { replace: true });
        }}
      >
        Write a and b
      </button>
      <button type="button" onClick={() => change(() => new URLSearchParams())}>
        Clear
      </button>
    </>
  );
}

describe('useQueuedSearchParams', () => {
  it('builds a change made before the router renders on the change before it, whichever hook made it', async () => {
    const { user, router } = renderWithApp(<TwoWriters />, { url: '/stream?keep=yes' });
    await user.click(screen.getByRole('button', { name: 'Write a and b' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keep=yes&a=1&b=2'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('keep=yes&a=1&b=2'));
  });

  it('builds on the address the router shows once it has moved on, wherever it moved', async () => {
    const { user, router } = renderWithApp(<TwoWriters />, { url: '/stream' });
    await user.click(screen.getByRole('button', { name: 'Write a and b' }));
    await waitFor(() => expect(router.state.location.search).toBe('?a=1&b=2'));
    // Elsewhere (Back, a link): the next change starts from there, not from the writes before.
    await router.navigate('/stream?c=3');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('c=3'));
    await user.click(screen.getByRole('button', { name: 'Write a and b' }));
    await waitFor(() => expect(router.state.location.search).toBe('?c=3&a=1&b=2'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
