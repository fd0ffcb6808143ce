// The bodies of webhook deliveries (ADR 0136), one per format. Composed once, at a delivery's first attempt, and stored,
// so that every retry and replay sends (and signs) the same bytes.
import type { WebhookFormat } from '@argus/contract';

export type WebhookItem = { kind: 'signal' | 'mention'; id: string; title: string; url: string };

/** What a delivery tells, whatever its format. */
export type WebhookMessage = {
  deliveryId: string;
  view: { id: string; name: string } | null;
  customer: string | null;
  /** The alert's sentence: a match's item title, or a summary's own. */
  title: string;
  /** Where the alert leads in the console (absolute). */
  url: string;
  /** How many matches it stands for: 1 for a match, the summary's count for a summary. */
  count: number;
  /** A match's item, or up to 20 of a summary's matches. */
  items: WebhookItem[];
  createdAt: string;
};

/** Titles are cut here in the chat formats: a card of twenty full mention titles is no longer a notice. */
const CHAT_TITLE_MAX = 200;

function cut(text: string, max = CHAT_TITLE_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function headline(message: WebhookMessage): string {
  const where = message.view ? `“${message.view.name}”` : 'your saved view';
  const folder = message.customer ? ` (${message.customer})` : '';
  return message.count === 1
    ? `Argus: a new match in ${where}${folder}`
    : `Argus: ${message.count} new matches in ${where}${folder}`;
}

/** The generic format: `{ event, deliveryId, view, customer, count, items, createdAt }`. */
function jsonBody(message: WebhookMessage) {
  return {
    event: 'alert' as const,
    deliveryId: message.deliveryId,
    view: message.view,
    customer: message.customer,
    count: message.count,
    items: message.items,
    createdAt: message.createdAt,
  };
}

/** Slack's mrkdwn: &, < and > are its control characters (a link is `<url|text>`). */
function slackEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A Slack incoming-webhook message: `text` (the notification and the fallback) and a section per item. */
function slackBody(message: WebhookMessage) {
  const text = headline(message);
  const more = message.count - message.items.length;
  return {
    text,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*${slackEscape(text)}*` } },
      ...message.items.map((item) => ({
        type: 'section',
        text: { type: 'mrkdwn', text: `<${item.url}|${slackEscape(cut(item.title))}>` },
      })),
      ...(more > 0
        ? [
            {
              type: 'context',
              elements: [{ type: 'mrkdwn', text: `<${message.url}|and ${more} more in Argus>` }],
            },
          ]
        : []),
    ],
  };
}

/** Markdown of an Adaptive Card's TextBlock: brackets would end a link's text early. */
function cardEscape(text: string): string {
  return text.replace(/[[\]()*_~`\\]/g, (character) => `\\${character}`);
}

/**
 * A Teams message carrying an Adaptive Card. Chosen over the older MessageCard because Microsoft retires the Office 365
 * connectors that read MessageCards; the Workflows ("When a Teams webhook request is received") that replace them post
 * Adaptive Card attachments, and so does a bot. Version 1.4 is what Teams renders everywhere.
 */
function teamsBody(message: WebhookMessage) {
  const more = message.count - message.items.length;
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: headline(message), weight: 'Bolder', wrap: true },
            ...message.items.map((item) => ({
              type: 'TextBlock',
              text: `[${cardEscape(cut(item.title))}](${item.url})`,
              wrap: true,
            })),
            ...(more > 0 ? [{ type: 'TextBlock', text: `and ${more} more`, isSubtle: true, wrap: true }] : []),
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Open in Argus', url: message.url }],
        },
      },
    ],
  };
}

/** The exact text a delivery sends and signs. */
export function composeWebhookBody(format: WebhookFormat, message: WebhookMessage): string {
  switch (format) {
    case 'json':
      return JSON.stringify(jsonBody(message));
    case 'slack':
      return JSON.stringify(slackBody(message));
    case 'teams':
      return JSON.stringify(teamsBody(message));
  }
}
