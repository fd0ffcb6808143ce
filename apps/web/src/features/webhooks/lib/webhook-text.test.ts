import { describe, expect, it } from 'vitest';
import { formatShortTime, splitWebhookUrl } from './webhook-text';
import { toCreateWebhookRequest, validateNewWebhook } from './webhook-form';

describe('splitWebhookUrl', () => {
  it('sets the host apart from the path and query', () => {
    expect(splitWebhookUrl('https://hooks.slack.com/services/T0/B0/xyz?a=1')).toEqual({
      host: 'hooks.slack.com',
      rest: '/services/T0/B0/xyz?a=1',
    });
    expect(splitWebhookUrl('https://hooks.example.com:8443/')).toEqual({ host: 'hooks.example.com:8443', rest: '' });
  });

  it('keeps a URL it cannot read whole', () => {
    expect(splitWebhookUrl('not a url')).toEqual({ host: '', rest: 'not a url' });
  });
});

describe('formatShortTime', () => {
  it('says day, month and time in UTC', () => {
    expect(formatShortTime('2026-01-05T10:04:12.000Z')).toBe('5 Jan, 10:04 UTC');
  });
});

describe('the new webhook form', () => {
  it('sends the trimmed URL and a folder only when one is chosen', () => {
    expect(toCreateWebhookRequest({ url: ' https://a.example/x ', format: 'slack', customer: null })).toEqual({
      url: 'https://a.example/x',
      format: 'slack',
    });
    expect(toCreateWebhookRequest({ url: 'https://a.example/x', format: 'json', customer: 'meridian' })).toEqual({
      url: 'https://a.example/x',
      format: 'json',
      customer: 'meridian',
    });
  });

  it('asks for an http or https URL before sending', () => {
    expect(validateNewWebhook({ url: 'ftp://a.example', format: 'json', customer: null })).toHaveProperty('url');
    expect(validateNewWebhook({ url: 'https://a.example/hook', format: 'json', customer: null })).toEqual({});
  });
});
