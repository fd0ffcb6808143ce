import type { ApiKey, CreatedApiKey } from '@argus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { ApiKeysScreen } from './api-keys-screen';
import { CreatedKeyModal } from './created-key-modal';

const FOLDERS = [
  { value: 'meridian', label: 'Meridian Pharma' },
  { value: 'northwind', label: 'Northwind Logistics' },
];
const labelOf = (name: string) => FOLDERS.find((folder) => folder.value === name)?.label ?? name;

const KEY = 'argus_pk_3f9a1c2b7d4e5f60718293a4b5c6d7e8f9a0b1c2';

function apiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '00000000-0000-4000-8000-00000000000a',
    name: 'Crawler',
    prefix: 'argus_pk_3f9a',
    customers: ['meridian'],
    createdBy: 'admin',
    createdAt: '2026-01-05T10:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}
const created: CreatedApiKey = { ...apiKey(), key: KEY };

describe('CreatedKeyModal', () => {
  it('shows the key with the warning and a curl example, and copies it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <CreatedKeyModal created={created} origin="https://argus.example" folderLabel={labelOf} onClose={onClose} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'API key Crawler' });
    expect(within(dialog).getByText('Copy this key now: it will not be shown again.')).toBeTruthy();
    expect(within(dialog).getByText(KEY)).toBeTruthy();
    expect(
      within(dialog).getByText(
        `curl -H "Authorization: Bearer ${KEY}" -H "Content-Type: application/json" -d @mentions.json https://argus.example/api/ingest/mentions`,
      ),
    ).toBeTruthy();

    expect(within(dialog).getByText(/It may write to Meridian Pharma only/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ApiKeysScreen', () => {
  it('shows a new key once: after Done it is gone from the page, and the list is asked again', async () => {
    let keys: ApiKey[] = [];
    const requests = stubFetch((request) => {
      if (request.method === 'POST') {
        keys = [apiKey()];
        return jsonResponse(201, created);
      }
      return jsonResponse(200, keys);
    });
    const { user, fill } = renderWithApp(<ApiKeysScreen folders={FOLDERS} folderLabel={labelOf} />);
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New key' }));
    await user.click(screen.getByRole('button', { name: 'Make key' }));
    // A key writes to at least one folder: the form says so before anything is sent.
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await fill(screen.getByRole('textbox', { name: 'Name' }), 'Crawler');
    await user.click(screen.getByRole('combobox', { name: /^Folders/ }));
    await user.click(screen.getByRole('option', { name: 'Meridian Pharma' }));
    await user.click(screen.getByRole('button', { name: 'Make key' }));

    expect(await screen.findByText(KEY)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/api-keys', body: { name: 'Crawler', customers: ['meridian'] } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.queryByText(KEY)).toBeNull();
    // The list (prefixes only, never keys) comes again with the new key in it.
    await waitFor(() => expect(requests.at(-1)).toEqual({ method: 'GET', url: '/api/api-keys', body: undefined }));
    expect(screen.queryByText(/Copy this key now/)).toBeNull();
  });
});
