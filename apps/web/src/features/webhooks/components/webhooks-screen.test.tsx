import type { CreatedWebhook, Webhook, WebhookDelivery } from '@argus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { WebhooksScreen } from './webhooks-screen';

const FOLDERS = [{ value: 'meridian', label: 'Meridian Pharma' }];
const labelOf = (name: string) => FOLDERS.find((folder) => folder.value === name)?.label ?? name;

const WEBHOOK_ID = '00000000-0000-4000-8000-0000000000a1';
const DELIVERY_ID = '00000000-0000-4000-8000-0000000000d1';
const SECRET = 'whsec_5f0c2a9e8b7d4c3f2a1b0c9d8e7f6a5b4c3d2e1f';

function webhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: WEBHOOK_ID,
    url: 'https://hooks.example.com/argus',
    format: 'slack',
    customer: null,
    owner: 'ana',
    status: 'active',
    failingSince: null,
    pausedAt: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: DELIVERY_ID,
    status: 'failed',
    attempts: 7,
    lastHttpStatus: 502,
    lastError: 'HTTP 502 from the receiver',
    latencyMs: 311,
    responseBody: '<html>Bad gateway</html>',
    nextAttemptAt: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    deliveredAt: null,
    ...overrides,
  };
}

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

describe('WebhooksScreen', () => {
  it('says what webhooks are for, and how alerts are turned on, while there are none', async () => {
    stubFetch(() => jsonResponse(200, { items: [] }));
    renderWithApp(<WebhooksScreen folders={null} folderLabel={labelOf} />);
    const empty = await screen.findByTestId('no-webhooks');
    expect(within(empty).getByText(/Slack, Teams or any HTTPS endpoint/)).toBeTruthy();
    expect(within(empty).getByText(/Turn alerts on/)).toBeTruthy();
  });

  it('shows the secret once after Add webhook; the list never shows it', async () => {
    let items: Webhook[] = [];
    const created: CreatedWebhook = { ...webhook({ format: 'teams', customer: 'meridian' }), secret: SECRET };
    const requests = stubFetch((request) => {
      if (request.method === 'POST') {
        items = [webhook({ format: 'teams', customer: 'meridian' })];
        return jsonResponse(201, created);
      }
      return jsonResponse(200, { items });
    });
    const { user, fill } = renderWithApp(<WebhooksScreen folders={FOLDERS} folderLabel={labelOf} />);
    await screen.findByTestId('no-webhooks');

    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const form = screen.getByRole('dialog', { name: 'Add webhook' });
    await fill(within(form).getByRole('textbox', { name: 'URL' }), 'https://hooks.example.com/argus');
    await user.click(within(form).getByText('Teams'));
    await user.click(within(form).getByRole('combobox', { name: /^Folder/ }));
    await user.click(screen.getByRole('option', { name: 'Meridian Pharma' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Webhook to hooks.example.com' });
    expect(within(shown).getByText('Copy this signing secret now: it will not be shown again.')).toBeTruthy();
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(within(shown).getByText(/HMAC-SHA256/)).toBeTruthy();
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        url: '/api/webhooks',
        body: { url: 'https://hooks.example.com/argus', format: 'teams', customer: 'meridian' },
      },
    ]);

    await user.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    // The list is read again: the webhook is there, Active, and its secret is nowhere on the page.
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const row = await within(table).findByText('hooks.example.com');
    expect(row).toBeTruthy();
    expect(within(table).getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Folder Meridian Pharma').length).toBeGreaterThan(0);
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('puts a 400 naming the URL on the URL field', async () => {
    const requests = stubFetch((request) =>
      request.method === 'POST'
        ? errorResponse(400, {
            error: 'Bad Request',
            message: 'url: must not point at a private or loopback address',
            field: 'body.url',
          })
        : jsonResponse(200, { items: [] }),
    );
    const { user, fill } = renderWithApp(<WebhooksScreen folders={null} folderLabel={labelOf} />);
    await screen.findByTestId('no-webhooks');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const form = screen.getByRole('dialog', { name: 'Add webhook' });
    // A non-admin is not offered a folder.
    expect(within(form).queryByRole('combobox', { name: /^Folder/ })).toBeNull();

    const url = within(form).getByRole('textbox', { name: 'URL' });
    await fill(url, 'https://10.0.0.7/hook');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));

    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Must not point at a private or loopback address')).toBeTruthy();
    expect(posts(requests)).toHaveLength(1);
    // The form stays open with what was typed, and no secret dialog opened.
    expect(screen.queryByRole('dialog', { name: /^Webhook to/ })).toBeNull();
  });

  it('refuses a URL that is not http(s) before sending it', async () => {
    const requests = stubFetch(() => jsonResponse(200, { items: [] }));
    const { user, fill } = renderWithApp(<WebhooksScreen folders={null} folderLabel={labelOf} />);
    await screen.findByTestId('no-webhooks');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const form = screen.getByRole('dialog', { name: 'Add webhook' });
    const url = within(form).getByRole('textbox', { name: 'URL' });
    await fill(url, 'ftp://hooks.example.com/argus');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(posts(requests)).toEqual([]);
  });

  it('opens the delivery log, shows an answer body, and replays a delivery, reading the log again', async () => {
    const requests = stubFetch((request) => {
      if (request.method === 'POST') return jsonResponse(200, delivery({ status: 'delivered', attempts: 8 }));
      if (request.url.endsWith('/deliveries')) return jsonResponse(200, { items: [delivery()] });
      return jsonResponse(200, { items: [webhook()] });
    });
    const { user } = renderWithApp(<WebhooksScreen folders={null} folderLabel={labelOf} />);
    await user.click(await screen.findByRole('button', { name: 'Deliveries to hooks.example.com' }));

    const log = await screen.findByRole('table', { name: 'Deliveries to hooks.example.com' });
    const row = within(log).getAllByRole('row')[1]!;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('502')).toBeTruthy();
    expect(within(row).getByText('311 ms')).toBeTruthy();
    expect(within(row).getByText('HTTP 502 from the receiver')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Show' }));
    expect(within(log).getByText('<html>Bad gateway</html>')).toBeTruthy();

    const logReads = () =>
      requests.filter((request) => request.url === `/api/webhooks/${WEBHOOK_ID}/deliveries`).length;
    const readsBefore = logReads();
    await user.click(within(row).getByRole('button', { name: 'Replay' }));
    await waitFor(() =>
      expect(posts(requests)).toEqual([
        {
          method: 'POST',
          url: `/api/webhooks/${WEBHOOK_ID}/deliveries/${DELIVERY_ID}/replay`,
          body: undefined,
        },
      ]),
    );
    await waitFor(() => expect(logReads()).toBeGreaterThan(readsBefore));
  });

  it('shows a paused webhook as Paused with Resume, which resumes it; an active one has no Resume', async () => {
    let paused = webhook({
      status: 'paused',
      failingSince: '2026-03-01T09:00:00.000Z',
      pausedAt: '2026-03-02T09:00:00.000Z',
    });
    const other = webhook({
      id: '00000000-0000-4000-8000-0000000000a2',
      url: 'https://alerts.example.org/in',
      createdAt: '2026-03-01T09:00:00.000Z',
    });
    const requests = stubFetch((request) => {
      if (request.method === 'POST') {
        paused = { ...paused, status: 'active', failingSince: null, pausedAt: null };
        return jsonResponse(200, paused);
      }
      return jsonResponse(200, { items: [paused, other] });
    });
    const { user } = renderWithApp(<WebhooksScreen folders={null} folderLabel={labelOf} />);
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const [pausedRow, activeRow] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(pausedRow).getAllByText('Paused').length).toBeGreaterThan(0);
    expect(within(activeRow).queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.getByText(/failed for 24 hours and is paused/)).toBeTruthy();

    await user.click(within(pausedRow).getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(posts(requests)).toEqual([{ method: 'POST', url: `/api/webhooks/${WEBHOOK_ID}/resume`, body: undefined }]),
    );
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Resume' })).toBeNull());
    expect(within(table).getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('shows a failing webhook with the time it began failing', async () => {
    stubFetch(() =>
      jsonResponse(200, { items: [webhook({ status: 'failing', failingSince: '2026-03-02T10:04:00.000Z' })] }),
    );
    renderWithApp(<WebhooksScreen folders={null} folderLabel={labelOf} />);
    expect((await screen.findAllByText('Failing since 2 Mar, 10:04 UTC')).length).toBeGreaterThan(0);
  });

  it('deletes a webhook after asking', async () => {
    let items = [webhook()];
    const requests = stubFetch((request) => {
      if (request.method === 'DELETE') {
        items = [];
        return jsonResponse(200, { id: WEBHOOK_ID, deleted: true });
      }
      return jsonResponse(200, { items });
    });
    const { user } = renderWithApp(<WebhooksScreen folders={null} folderLabel={labelOf} />);
    await user.click(await screen.findByRole('button', { name: 'Delete the webhook to hooks.example.com' }));
    const ask = screen.getByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete webhook' }));
    await screen.findByTestId('no-webhooks');
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `/api/webhooks/${WEBHOOK_ID}`, body: undefined },
    ]);
  });
});
