import type { GraphEntityDetails } from '@argus/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { EntityDetailsPanel } from './entity-details-panel';

const ENTITY_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';

const details: GraphEntityDetails = {
  id: ENTITY_ID,
  name: 'Quenanta Motors SE',
  industry: 'Automotive',
  country: 'FR',
  monitored: true,
  signalCount: 12,
  dunsId: '227306354',
  city: 'Rennes',
  website: 'https://www.quenanta.example',
  latestSignals: [
    {
      id: 'signal-1',
      entityId: ENTITY_ID,
      role: 'subject',
      publishDate: '2026-11-25T08:00:00Z',
      eventType: 'Workplace Accident',
      category: 'ESG',
      reliability: 4,
      title: '2 workers injured in accident at Quenanta Motors plant',
    },
  ],
};

function renderPanel(answer: () => Response) {
  const requests = stubFetch(answer);
  const onFocus = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithApp(
    <EntityDetailsPanel
      customer="northwind"
      entityId={ENTITY_ID}
      windowSignalCount={12}
      links={[{ id: 'other', name: 'Daleon Steel Ltd', weight: 3, category: 'Operations' }]}
      colorOfCategory={() => '#228be6'}
      onFocus={onFocus}
      onClose={onClose}
    />,
  );
  return { ...rendered, requests, onFocus, onClose };
}

describe('EntityDetailsPanel', () => {
  it("shows the entity's details and latest signals, each a link into the Signals screen of the folder", async () => {
    const { requests, user, onFocus, onClose } = renderPanel(() => jsonResponse(200, details));
    expect(await screen.findByRole('heading', { name: 'Quenanta Motors SE' })).toBeTruthy();
    expect(requests[0]!.url).toBe(`/api/knowledge-graph/entities/northwind/${ENTITY_ID}`);
    expect(screen.getByText('France')).toBeTruthy();
    expect(screen.getByText('12 signals in this window')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Workplace Accident/ }).getAttribute('href')).toBe(
      '/corporate-intelligence/signal-stream?folder=northwind&signal=signal-1',
    );
    expect(screen.getByText('Reliability: High')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Focus Daleon Steel Ltd' }));
    expect(onFocus).toHaveBeenCalledWith('other');
    await user.click(screen.getByRole('button', { name: 'Close the details' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the entity cannot be loaded', async () => {
    renderPanel(() => jsonResponse(404, { error: 'Not Found', message: 'No such entity in this folder' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This entity could not be loaded');
    expect(screen.getByRole('heading', { name: 'Entity not found' })).toBeTruthy();
  });
});
