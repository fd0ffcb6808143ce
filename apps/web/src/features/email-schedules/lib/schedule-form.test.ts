import type { EmailScheduleRecord } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { presetOf } from './frequency-presets';
import {
  EMPTY_SCHEDULE,
  scheduleFieldOf,
  scheduleValuesOf,
  toCreateScheduleRequest,
  toUpdateScheduleRequest,
  validateNewSchedule,
  validateScheduleChanges,
} from './schedule-form';

const filled = {
  ...EMPTY_SCHEDULE,
  username: 'analyst',
  customerName: 'northwind',
  recipients: ['analyst@example.com'],
};

describe('schedule form', () => {
  it('sends only the filters that narrow the digest', () => {
    expect(toCreateScheduleRequest({ ...filled, minReliability: '4', companies: [' Acme ', ''] })).toEqual({
      username: 'analyst',
      customerName: 'northwind',
      cron: '0 6 * * *',
      recipients: ['analyst@example.com'],
      filters: { minReliability: 4, companies: ['Acme'] },
      enabled: true,
      sendWhenEmpty: false,
    });
    expect(toUpdateScheduleRequest(filled).filters).toEqual({});
  });

  it('reads a schedule back into the form', () => {
    const record: EmailScheduleRecord = {
      id: 'a',
      username: 'analyst',
      customerName: 'northwind',
      cron: '0 6 * * 1',
      recipients: ['a@example.com'],
      filters: { minReliability: 3, eventTypes: ['Acquisition'] },
      enabled: false,
      sendWhenEmpty: true,
      nextRunAt: null,
      lastSentAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(scheduleValuesOf(record)).toEqual({
      ...EMPTY_SCHEDULE,
      username: 'analyst',
      customerName: 'northwind',
      cron: '0 6 * * 1',
      recipients: ['a@example.com'],
      minReliability: '3',
      eventTypes: ['Acquisition'],
      enabled: false,
      sendWhenEmpty: true,
    });
  });

  it('names the field of each problem: owner, folder, cron, recipients', () => {
    expect(validateNewSchedule({ ...EMPTY_SCHEDULE, cron: '99 * * * *' })).toEqual({
      username: 'Pick the user the digest is for',
      customerName: 'Pick a folder',
      recipients: 'Must list at least one recipient',
      cron: 'Not a valid schedule (Invalid value for minute: 99)',
    });
    expect(validateNewSchedule(filled)).toEqual({});
  });

  it('refuses a bad address and more than 20 recipients under the recipients field', () => {
    expect(validateScheduleChanges({ ...filled, recipients: ['a@example.com', 'not-an-address'] })).toEqual({
      recipients: 'Must be an e-mail address',
    });
    const many = Array.from({ length: 10_000 }, (_, index) => `r${index}@example.com`);
    expect(validateScheduleChanges({ ...filled, recipients: many })).toEqual({
      recipients: 'Must list at most 20 recipients',
    });
  });

  it("maps the server's field paths to the form's fields", () => {
    expect(scheduleFieldOf('recipients.3')).toBe('recipients');
    expect(scheduleFieldOf('filters.eventTypes.0')).toBe('eventTypes');
    expect(scheduleFieldOf('filters.minReliability')).toBe('minReliability');
    expect(scheduleFieldOf('cron')).toBe('cron');
    expect(scheduleFieldOf('username')).toBe('username');
    expect(scheduleFieldOf('body')).toBeUndefined();
  });

  it('knows the presets by their pattern', () => {
    expect(presetOf('0  6 * * 1')).toBe('weekly');
    expect(presetOf('0 7 * * *')).toBe('custom');
  });
});
