import type { Mention } from '@argus/contract';
import { useEffect } from 'react';
import { publishStoryMembers } from '../../../shared/item-stream/story-members';
import { storyCopiesOf } from '../lib/story-copies';

/**
 * Tells the reviews (shared/item-stream/story-members.ts) which held mentions make one story (ADR 0134), so that a
 * review of one copy covers every copy at once, as the server applies it.
 */
export function usePublishStoryCopies(customer: string | null, mentions: readonly Mention[]): void {
  useEffect(() => {
    if (customer === null) return;
    const copies = storyCopiesOf(mentions);
    publishStoryMembers('mention', customer, (id) => copies.get(id)?.map((copy) => copy.uuid));
    return () => publishStoryMembers('mention', customer, null);
  }, [customer, mentions]);
}
