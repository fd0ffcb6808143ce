import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredFolder } from './use-deferred-folder';

type Folder = { customer: string; items: number };

const EMPTY: Folder = { customer: '', items: 0 };

/** Each value the screen rendered, in order. */
function renderFolders(customer: string | null, folder: Folder) {
  const shown: Folder[] = [];
  function Screen(props: { customer: string | null; folder: Folder }) {
    shown.push(useDeferredFolder(props.customer, props.folder, EMPTY));
    return null;
  }
  const view = render(<Screen customer={customer} folder={folder} />);
  // The first render shows the empty folder, the deferred pass the folder.
  const change = (nextCustomer: string | null, next: Folder) =>
    act(() => view.rerender(<Screen customer={nextCustomer} folder={next} />));
  return { shown, change };
}

describe('useDeferredFolder', () => {
  it('renders a change within the open folder in a second, deferred pass', async () => {
    const first = { customer: 'northwind', items: 10 };
    const grown = { customer: 'northwind', items: 20 };
    const { shown, change } = renderFolders('northwind', first);
    shown.length = 0;
    await change('northwind', grown);
    // The urgent render keeps what was shown; the deferred one shows the change.
    expect(shown).toEqual([first, grown]);
  });

  it('shows another folder at once, never the last folder under the new name', async () => {
    const northwind = { customer: 'northwind', items: 10 };
    const helios = { customer: 'helios_energy', items: 5 };
    const { shown, change } = renderFolders('northwind', northwind);
    shown.length = 0;
    await change('helios_energy', helios);
    expect(shown.every((folder) => folder === helios)).toBe(true);
    expect(shown.length).toBeGreaterThan(0);
  });

  it('renders the first folder after none in the deferred pass too: nothing shown belongs to another folder', async () => {
    const northwind = { customer: 'northwind', items: 10 };
    const { shown, change } = renderFolders(null, EMPTY);
    shown.length = 0;
    await change('northwind', northwind);
    expect(shown).toEqual([EMPTY, northwind]);
  });

  it("paints the screen's first render without the folder, then the folder in the deferred pass", async () => {
    const northwind = { customer: 'northwind', items: 10 };
    const { shown } = renderFolders('northwind', northwind);
    await act(async () => {});
    expect(shown).toEqual([EMPTY, northwind]);
  });
});
