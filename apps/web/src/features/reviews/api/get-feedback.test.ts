import type { Feedback } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { selectOwnFeedback } from './get-feedback';

const entry = (id: string, username: string): Feedback => ({
  id,
  eventId: `event-${id}`,
  itemKind: 'signal',
  feedback: 1,
  username,
  customerName: 'poc',
  eventType: 'Acquisition',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('selectOwnFeedback', () => {
  it("keeps the current user's feedback only, without the fields the spec strips", () => {
    const legacy = { ...entry('3', 'analyst'), title: 'T', sentence: 'S', url: 'u', highlight: 'h', version: 2 };
    const own = selectOwnFeedback([entry('1', 'analyst'), entry('2', 'moderator'), legacy], 'analyst');
    expect(own.map((item) => item.id)).toEqual(['1', '3']);
    for (const item of own) {
      for (const field of ['username', 'title', 'sentence', 'url', 'highlight', 'version']) {
        expect(item).not.toHaveProperty(field);
      }
    }
    expect(own[0]).toMatchObject({ eventId: 'event-1', feedback: 1 });
  });
});
