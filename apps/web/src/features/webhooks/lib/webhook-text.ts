import { WEBHOOK_RETRY_WINDOW_MS, type WebhookFormat } from '@argus/contract';

export const FORMAT_LABELS: Record<WebhookFormat, string> = { json: 'JSON', slack: 'Slack', teams: 'Teams' };

/** What each format sends, said under the choice. */
export const FORMAT_HINTS: Record<WebhookFormat, string> = {
  json: 'The alert as generic JSON, for a receiver of your own.',
  slack: 'A Slack message: paste a Slack incoming webhook URL.',
  teams: 'A Teams message: paste a Teams workflow (incoming webhook) URL.',
};

/** The retry window in words: "24 hours". */
export const RETRY_WINDOW_TEXT = `${Math.round(WEBHOOK_RETRY_WINDOW_MS / 3_600_000)} hours`;

/** A URL's host and the rest, so that the host can stand out; a URL that does not parse is all "rest". */
export function splitWebhookUrl(url: string): { host: string; rest: string } {
  try {
    const parsed = new URL(url);
    return { host: parsed.host, rest: `${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search}` };
  } catch {
    return { host: '', rest: url };
  }
}

const short = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "5 Jan, 10:04 UTC": when a webhook began failing or was paused, short enough for a badge. */
export function formatShortTime(value: string): string {
  return `${short.format(new Date(value))} UTC`;
}

/** The body a receiver answered, or what stands for none. */
export function responseBodyText(body: string | null): string {
  return body === null || body === '' ? 'No answer body.' : body;
}
