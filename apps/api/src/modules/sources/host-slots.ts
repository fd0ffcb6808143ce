/**
 * At most `perHost` fetches to one host at a time (a good citizen does not hammer a site that serves many feeds). A
 * fetch waits for a slot; a slot that frees is handed to the next waiter of its host, in order, so no two waiters can
 * both see one free slot.
 */
export function createHostSlots(perHost: number) {
  const hosts = new Map<string, { active: number; waiting: (() => void)[] }>();

  const acquire = (host: string): Promise<void> => {
    const slots = hosts.get(host) ?? { active: 0, waiting: [] };
    hosts.set(host, slots);
    if (slots.active < perHost) {
      slots.active += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => slots.waiting.push(resolve));
  };

  const release = (host: string) => {
    const slots = hosts.get(host);
    if (!slots) return;
    const next = slots.waiting.shift();
    if (next) return next();
    slots.active -= 1;
    if (slots.active === 0) hosts.delete(host);
  };

  return {
    /** Runs `work` once the host has a free slot, and frees the slot when it ends. */
    async run<T>(host: string, work: () => Promise<T>): Promise<T> {
      await acquire(host);
      try {
        return await work();
      } finally {
        release(host);
      }
    },
    /** Fetches running or waiting, to every host. */
    get busy() {
      let count = 0;
      for (const slots of hosts.values()) count += slots.active + slots.waiting.length;
      return count;
    },
  };
}
