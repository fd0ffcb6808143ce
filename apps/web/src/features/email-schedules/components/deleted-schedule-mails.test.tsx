import type { DeletedScheduleMessage } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { DeletedScheduleMails } from './deleted-schedule-mails';

const MESSAGE: DeletedScheduleMessage = {
  id: '6b0f3a1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b',
  customerName: 'northwind',
  username: 'analyst',
  recipients: ['analyst@example.com'],
  subject: 'Argus digest: Northwind Logistics',
  text: 'Two new signals since Monday.',
  html: '<p>Two new signals since Monday.</p>',
  status: 'outbox',
  error: null,
  createdAt: '2026-01-05T06:00:00.000Z',
};

const folderLabel = (name: string) => (name === 'northwind' ? 'Northwind Logistics' : name);

describe('DeletedScheduleMails', () => {
  it('lists the mails of deleted schedules under their owner and folder, and opens one', async () => {
    const requests = stubFetch(() => jsonResponse(200, [MESSAGE]));
    const { user } = renderWithApp(<DeletedScheduleMails folderLabel={folderLabel} />);

    const list = await screen.findByRole('list', { name: 'Mails of deleted schedules' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Argus digest: Northwind Logistics')).toBeTruthy();
    expect(item.textContent).toContain('analyst · Northwind Logistics (schedule deleted)');
    expect(within(item).getByText('In the outbox')).toBeTruthy();
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/email-schedules/deleted-messages'],
    ]);

    await user.click(within(item).getByRole('button', { name: /View the mail of/ }));
    const viewer = await screen.findByRole('dialog', { name: 'E-mail' });
    expect(within(viewer).getByText('Argus digest: Northwind Logistics')).toBeTruthy();
  });

  it('shows nothing while no schedule with mails was deleted', async () => {
    const requests = stubFetch(() => jsonResponse(200, []));
    const { container } = renderWithApp(<DeletedScheduleMails folderLabel={folderLabel} />);
    await expect.poll(() => requests.length).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Mails of deleted schedules' })).toBeNull();
    expect(container.textContent).not.toContain('schedule deleted');
  });
});
