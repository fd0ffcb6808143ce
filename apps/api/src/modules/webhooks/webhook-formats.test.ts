import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './webhook-attempts';
import { DEFAULT_WEBHOOK_TIMING } from './webhook-dispatcher';
import { composeWebhookBody, type WebhookMessage } from './webhook-formats';
import {
  newWebhookSecret,
  sealWebhookSecret,
  signWebhookBody,
  unsealWebhookSecret,
  webhookSealingKey,
} from './webhook-secrets';

const message: WebhookMessage = {
  deliveryId: '0b7f2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  view: { id: 'view-1', name: 'Deals [Lyon]' },
  customer: 'acme',
  title: '3 new matches',
  url: 'https://argus.example/signals?customer=acme',
  count: 3,
  items: [
    {
      kind: 'signal',
      id: 'a',
      title: 'Acquisition: <Acme> & Co',
      url: 'https://argus.example/signals?customer=acme&id=a',
    },
    {
      kind: 'mention',
      id: 'b',
      title: 'A *bold* claim (really)',
      url: 'https://argus.example/mentions?customer=acme&id=b',
    },
  ],
  createdAt: '2026-11-29T09:00:00.000Z',
};

describe('webhook bodies', () => {
  it('writes the generic json body with the fields the contract names', () => {
    expect(JSON.parse(composeWebhookBody('json', message))).toEqual({
      event: 'alert',
      deliveryId: message.deliveryId,
      view: message.view,
      customer: 'acme',
      count: 3,
      items: message.items,
      createdAt: message.createdAt,
    });
  });

  it('writes a Slack message: text, a link per item with mrkdwn escaped, and the rest counted', () => {
    const body = JSON.parse(composeWebhookBody('slack', message));
    expect(body.text).toBe('Argus: 3 new matches in “Deals [Lyon]” (acme)');
    expect(body.blocks[1].text.text).toBe(`<${message.items[0]!.url}|Acquisition: &lt;Acme&gt; &amp; Co>`);
    expect(body.blocks.at(-1).elements[0].text).toBe(`<${message.url}|and 1 more in Argus>`);
  });

  it('writes a Teams message carrying an Adaptive Card with a link per item', () => {
    const body = JSON.parse(composeWebhookBody('teams', message));
    const card = body.attachments[0].content;
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(card.body[2].text).toBe(`[A \\*bold\\* claim \\(really\\)](${message.items[1]!.url})`);
    expect(card.actions[0]).toEqual({ type: 'Action.OpenUrl', title: 'Open in Argus', url: message.url });
  });
});

describe('webhook secrets and retries', () => {
  it('seals a secret so that only the same signing secret opens it, and signs "<t>.<body>"', () => {
    const secret = newWebhookSecret();
    const sealed = sealWebhookSecret(secret, webhookSealingKey('a'.repeat(40)));
    expect(sealed).not.toContain(secret.slice(6));
    expect(unsealWebhookSecret(sealed, webhookSealingKey('a'.repeat(40)))).toBe(secret);
    expect(() => unsealWebhookSecret(sealed, webhookSealingKey('b'.repeat(40)))).toThrow();
    // HMAC-SHA256 of "1700000000.{}" with the key "whsec_x", computed apart.
    expect(signWebhookBody('whsec_x', '{}', 1700000000)).toBe(
      't=1700000000,v1=be8cb8325f2202445260a855532f967e30ad2a9394ce28da66ee02880ddcb661',
    );
  });

  it('retries first within 30 s, then doubling with jitter up to the cap', () => {
    const low = () => 0;
    const high = () => 0.999999;
    expect(retryDelayMs(1, DEFAULT_WEBHOOK_TIMING, high)).toBeLessThanOrEqual(30_000);
    expect(retryDelayMs(1, DEFAULT_WEBHOOK_TIMING, low)).toBe(DEFAULT_WEBHOOK_TIMING.backoffBaseMs / 2);
    expect(retryDelayMs(2, DEFAULT_WEBHOOK_TIMING, low)).toBe(DEFAULT_WEBHOOK_TIMING.backoffBaseMs);
    expect(retryDelayMs(30, DEFAULT_WEBHOOK_TIMING, high)).toBeLessThanOrEqual(DEFAULT_WEBHOOK_TIMING.backoffCapMs);
    expect(retryDelayMs(30, DEFAULT_WEBHOOK_TIMING, low)).toBe(DEFAULT_WEBHOOK_TIMING.backoffCapMs / 2);
  });
});
