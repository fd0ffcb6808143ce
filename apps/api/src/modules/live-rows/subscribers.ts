import type { CurrentUser } from '../../lib/current-user';
import { tooManyRequests } from '../../lib/http-error';
import type { EventStream } from './event-stream';

export type Subscriber = {
  customer: string;
  user: CurrentUser;
  tokenText: string;
  /** Rows published before this (epoch ms) are not in the client's folder. */
  from: number | null;
  stream: EventStream;
};

/** The open streams of an instance, by customer, and how many each user holds (at most `streamsPerUser`). */
export function createSubscribers(streamsPerUser: number) {
  const byCustomer = new Map<string, Set<Subscriber>>();
  const streamsByUser = new Map<string, number>();
  return {
    /** Counts a new stream of the user; refuses it (429) beyond the limit. */
    reserve(user: CurrentUser) {
      const count = streamsByUser.get(user.id) ?? 0;
      if (count >= streamsPerUser) {
        throw tooManyRequests(`At most ${streamsPerUser} live streams per user are open at a time.`);
      }
      streamsByUser.set(user.id, count + 1);
    },
    add(subscriber: Subscriber) {
      const set = byCustomer.get(subscriber.customer) ?? new Set();
      set.add(subscriber);
      byCustomer.set(subscriber.customer, set);
    },
    remove(subscriber: Subscriber) {
      const set = byCustomer.get(subscriber.customer);
      if (!set?.delete(subscriber)) return;
      if (set.size === 0) byCustomer.delete(subscriber.customer);
      const count = (streamsByUser.get(subscriber.user.id) ?? 1) - 1;
      if (count > 0) streamsByUser.set(subscriber.user.id, count);
      else streamsByUser.delete(subscriber.user.id);
    },
    watches: (customer: string) => (byCustomer.get(customer)?.size ?? 0) > 0,
    of: (customer: string) => [...(byCustomer.get(customer) ?? [])],
    all: () => [...byCustomer.values()].flatMap((set) => [...set]),
  };
}
export type Subscribers = ReturnType<typeof createSubscribers>;

export function closeStreams(streams: readonly Subscriber[]) {
  streams.forEach((subscriber) => subscriber.stream.close());
}
