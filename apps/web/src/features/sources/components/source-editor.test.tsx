import type { Source } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { SourceForm } from './source-editor';

const FOLDERS = [
  { value: 'meridian', label: 'Meridian Pharma' },
  { value: 'northwind', label: 'Northwind Logistics' },
];

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const urlField = () => screen.getByRole('textbox', { name: /^Feed URL/ });
const addButton = () => screen.getByRole('button', { name: 'Add source' });

function savedSource(overrides: Partial<Source> = {}): Source {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Reuters Business',
    url: 'https://feeds.example.com/business.rss',
    customers: [],
    intervalMinutes: 15,
    mediaSegment: 'news',
    reliability: 3,
    language: 'detect',
    paused: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    lastFetchedAt: null,
    lastHttpStatus: null,
    lastError: null,
    failuresInARow: 0,
    nextFetchAt: null,
    lastNewItems: null,
    lastSeenItems: null,
    ...overrides,
  };
}

describe('SourceForm (new source)', () => {
  it('starts from the defaults: every folder, 15 minutes, news, Middle, detect, not paused', async () => {
    const requests = stubFetch(() => jsonResponse(201, savedSource()));
    const onSaved = vi.fn();
    const { fill, user } = renderWithApp(
      <SourceForm source={null} folders={FOLDERS} onCancel={vi.fn()} onSaved={onSaved} />,
    );

    expect(screen.getByPlaceholderText('Every folder with discovery')).toBeTruthy();
    expect(screen.getByText(/leave it empty for every folder with discovery/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Interval \(minutes\)/ }) as HTMLInputElement).value).toBe('15');
    expect((screen.getByRole('combobox', { name: 'Media segment' }) as HTMLInputElement).value).toBe('News');
    expect((screen.getByRole('combobox', { name: 'Reliability' }) as HTMLInputElement).value).toBe('Middle');
    expect((screen.getByRole('combobox', { name: /^Language/ }) as HTMLInputElement).value).toBe('Detect');
    expect((screen.getByRole('switch', { name: /^Paused/ }) as HTMLInputElement).checked).toBe(false);

    await fill(nameField(), ' Reuters Business ');
    await fill(urlField(), 'https://feeds.example.com/business.rss');
    await user.click(addButton());

    expect(within(await screen.findByRole('alert')).getByText('Source added')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(savedSource());
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/sources',
        body: {
          name: 'Reuters Business',
          url: 'https://feeds.example.com/business.rss',
          customers: [],
          intervalMinutes: 15,
          mediaSegment: 'news',
          reliability: 3,
          language: 'detect',
          paused: false,
        },
      },
    ]);
  });

  it("shows the contract's rules under the fields before anything is sent", async () => {
    const requests = stubFetch();
    const { fill, user } = renderWithApp(
      <SourceForm source={null} folders={FOLDERS} onCancel={vi.fn()} onSaved={vi.fn()} />,
    );

    await fill(urlField(), 'ftp://feeds.example.com/x');
    await user.click(addButton());

    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: /^Feed URL/, description: /Must be an http or https URL/ }),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("shows a 400's message on the field the server names", async () => {
    stubFetch(() =>
      errorResponse(400, {
        error: 'Bad Request',
        message: 'url: the feed answered 404 Not Found',
        field: 'body.url',
      }),
    );
    const onSaved = vi.fn();
    const { fill, user } = renderWithApp(
      <SourceForm source={null} folders={FOLDERS} onCancel={vi.fn()} onSaved={onSaved} />,
    );

    await fill(nameField(), 'Gone');
    await fill(urlField(), 'https://feeds.example.com/gone.rss');
    await user.click(addButton());

    expect(
      await screen.findByRole('textbox', { name: /^Feed URL/, description: /The feed answered 404 Not Found/ }),
    ).toBeTruthy();
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('SourceForm (edit)', () => {
  it('sends only what changed', async () => {
    const source = savedSource({ customers: ['meridian'], paused: true });
    const requests = stubFetch(() => jsonResponse(200, { ...source, paused: false }));
    const { user } = renderWithApp(
      <SourceForm source={source} folders={FOLDERS} onCancel={vi.fn()} onSaved={vi.fn()} />,
    );

    expect(nameField()).toHaveProperty('value', 'Reuters Business');
    await user.click(screen.getByRole('switch', { name: /^Paused/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(within(await screen.findByRole('alert')).getByText('Source saved')).toBeTruthy();
    expect(requests).toEqual([{ method: 'PATCH', url: `/api/sources/${source.id}`, body: { paused: false } }]);
  });
});
