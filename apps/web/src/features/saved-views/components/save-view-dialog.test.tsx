import type { SavedView } from '@argus/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithApp } from '../../../test/render';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { SaveViewDialog } from './save-view-dialog';

const TARGET = { kind: 'signals', customer: 'meridian', criteria: 'company=Acme&reliability=3' } as const;

function savedView(overrides: Partial<SavedView> = {}): SavedView {
  return {
    id: '00000000-0000-4000-8000-00000000000b',
    name: 'Acme, reliable',
    ...TARGET,
    alert: false,
    shared: false,
    owner: 'analyst',
    own: true,
    createdAt: '2026-11-29T08:00:00.000Z',
    updatedAt: '2026-11-29T08:00:00.000Z',
    ...overrides,
  };
}

describe('SaveViewDialog', () => {
  it('saves the filter by its trimmed name, shared when asked, without alerts unless asked, and says so', async () => {
    const requests = stubFetch(() => jsonResponse(201, savedView({ shared: true })));
    const onClose = vi.fn();
    const { user, fill } = renderWithApp(<SaveViewDialog opened target={TARGET} onClose={onClose} />);

    await fill(screen.getByRole('textbox', { name: /^Name/ }), '  Acme, reliable  ');
    await user.click(screen.getByRole('switch', { name: "Share with the folder's other users" }));
    await user.click(screen.getByRole('button', { name: 'Save view' }));

    expect(await screen.findByText('View saved')).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/saved-views',
        body: {
          name: 'Acme, reliable',
          kind: 'signals',
          customer: 'meridian',
          criteria: 'company=Acme&reliability=3',
          alert: false,
          shared: true,
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('alerts when asked: the switch is off at first and sends alert: true once turned on', async () => {
    const requests = stubFetch(() => jsonResponse(201, savedView({ alert: true })));
    const { user, fill } = renderWithApp(<SaveViewDialog opened target={TARGET} onClose={() => undefined} />);
    const alertSwitch = screen.getByRole('switch', { name: 'Alert me when new items match' });
    expect((alertSwitch as HTMLInputElement).checked).toBe(false);

    await fill(screen.getByRole('textbox', { name: /^Name/ }), 'Acme');
    await user.click(alertSwitch);
    await user.click(screen.getByRole('button', { name: 'Save view' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({
      name: 'Acme',
      kind: 'signals',
      customer: 'meridian',
      criteria: 'company=Acme&reliability=3',
      alert: true,
      shared: false,
    });
  });

  it('is not shared unless asked, and asks for a name before anything is sent', async () => {
    const requests = stubFetch(() => jsonResponse(201, savedView()));
    const { user, fill } = renderWithApp(<SaveViewDialog opened target={TARGET} onClose={() => undefined} />);
    const name = screen.getByRole('textbox', { name: /^Name/ });

    await fill(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);

    await user.clear(name);
    await fill(name, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ name: 'Acme', shared: false, alert: false });
  });

  it('shows a name already used for this folder and screen (409) on the name field, and stays open', async () => {
    const message = 'You have a view of this name for this folder and screen already.';
    stubFetch(() => errorResponse(409, { error: 'Conflict', message, field: 'name' }));
    const onClose = vi.fn();
    const { user, fill } = renderWithApp(<SaveViewDialog opened target={TARGET} onClose={onClose} />);
    const name = screen.getByRole('textbox', { name: /^Name/ });

    await fill(name, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save view' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(name)).toContain(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('View saved')).toBeNull();
  });

  it('shows a 409 without a field on the name field too', async () => {
    const message = 'You have a view of this name for this folder and screen already.';
    stubFetch(() => errorResponse(409, { error: 'Conflict', message }));
    const { user, fill } = renderWithApp(<SaveViewDialog opened target={TARGET} onClose={() => undefined} />);
    const name = screen.getByRole('textbox', { name: /^Name/ });

    await fill(name, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save view' }));

    await waitFor(() => expect(descriptionOf(name)).toContain(message));
  });
});
