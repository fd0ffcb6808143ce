import type { EmailScheduleRecord } from '@argus/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { descriptionOf, renderWithApp } from '../../../test/render';
import type { ScheduleChoices } from '../lib/schedule-choices';
import { ScheduleEditor } from './schedule-editor';

const CHOICES: ScheduleChoices = {
  owners: [{ username: 'analyst', email: 'analyst@example.com', staff: false, folders: ['northwind'] }],
  folders: [
    { value: 'northwind', label: 'Northwind Logistics' },
    { value: 'meridian', label: 'Meridian Pharma' },
  ],
  folderLabel: (name) => (name === 'northwind' ? 'Northwind Logistics' : name),
  eventTypes: ['Acquisition'],
  loading: false,
};

const SCHEDULE: EmailScheduleRecord = {
  id: '3f1c0a52-5a8e-4c1e-9a59-0d6c1c2b7e11',
  username: 'analyst',
  customerName: 'northwind',
  cron: '0 6 * * *',
  recipients: ['analyst@example.com'],
  filters: {},
  enabled: true,
  sendWhenEmpty: false,
  nextRunAt: '2026-01-02T06:00:00.000Z',
  lastSentAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const cronField = () => screen.getByRole('textbox', { name: 'Cron (UTC)' });

describe('ScheduleEditor', () => {
  it("shows a server 400 beside the field it names: the cron, a recipient's index", async () => {
    const answers = [
      errorResponse(400, {
        error: 'Bad Request',
        message: 'cron: not a valid schedule (it never fires)',
        field: 'cron',
      }),
      errorResponse(400, {
        error: 'Bad Request',
        message: 'recipients.0: must be an e-mail address',
        field: 'body.recipients.0',
      }),
    ];
    const requests = stubFetch(() => answers.shift()!);
    const { user } = renderWithApp(
      <ScheduleEditor
        editing={{ kind: 'edit', schedule: SCHEDULE }}
        choices={CHOICES}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Not a valid schedule (it never fires)')).toBeTruthy();
    expect(descriptionOf(cronField())).toContain('Not a valid schedule (it never fires)');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be an e-mail address')).toBeTruthy();
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['PATCH', `/email-schedules/${SCHEDULE.id}`],
      ['PATCH', `/email-schedules/${SCHEDULE.id}`],
    ]);
  });

  it('names an unknown owner and an unknown folder under their fields on a new schedule', async () => {
    const answers = [
      errorResponse(400, { error: 'Bad Request', message: 'username: no such user.', field: 'username' }),
      errorResponse(400, {
        error: 'Bad Request',
        message: 'customerName: no such customer.',
        field: 'customerName',
      }),
    ];
    stubFetch(() => answers.shift() ?? jsonResponse(201, SCHEDULE));
    const { user } = renderWithApp(
      <ScheduleEditor
        editing={{ kind: 'new', values: { username: 'analyst', customerName: 'northwind' } }}
        choices={CHOICES}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    // The owner's address is filled in as the first recipient.
    expect(await screen.findByText('analyst@example.com')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('No such user.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('No such customer.')).toBeTruthy();
  });

  it('shows what the cron means and its next three runs as it is typed', async () => {
    stubFetch();
    const { user } = renderWithApp(
      <ScheduleEditor
        editing={{ kind: 'edit', schedule: SCHEDULE }}
        choices={CHOICES}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    await user.clear(cronField());
    await user.type(cronField(), '30 7 * * 1-5');
    expect(screen.getByText('At 07:30, Monday through Friday (UTC)')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Next runs' }).querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveProperty('value', 'Custom (cron)');
  });
});
