// The embedded demo's own news wire: an RSS feed that the demo world's source polls, so that a new
// installation without internet access shows a source fetched and mentions arriving.
import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/** A new item on the wire every this many minutes; the feed shows the latest DEMO_WIRE_ITEMS. */
export const DEMO_WIRE_SLOT_MINUTES = 3;
export const DEMO_WIRE_ITEMS = 20;
export const DEMO_WIRE_SOURCE_NAME = 'Argus demo wire';

export const demoWireEndpoints = defineEndpoints({
  demoWireFeed: {
    method: 'GET',
    path: '/demo-wire/feed.xml',
    operationId: 'readDemoWireFeed',
    tag: 'demo-wire',
    summary: `The embedded demo's news wire: RSS 2.0, a new item every ${DEMO_WIRE_SLOT_MINUTES} minutes naming demo companies`,
    description:
      'Served only by a server on the embedded database (else 404), from the demo folders alone. It carries an ETag and ' +
      'Last-Modified, and answers a conditional request whose validator is current with 304.',
    access: 'public',
    response: z.string().describe('An RSS 2.0 document'),
    produces: 'application/rss+xml',
    revalidates: true,
    errors: [404],
  },
});
