import { DEMO_WIRE_ITEMS, DEMO_WIRE_SLOT_MINUTES, DEMO_WIRE_SOURCE_NAME, demoWireEndpoints } from '@argus/contract';
import type { Database } from '../../db/client';
import { CUSTOMER_DEFINITIONS } from '../../db/seed/customers';
import { createRandom } from '../../db/seed/random';
import { addSourceOnce, changeSource, listSources } from '../sources/sources.service';
import { listWireVocabulary } from './demo-wire.repository';

export type WireVocabulary = { companies: readonly string[]; keywords: readonly string[] };
export type DemoWire = { xml: string; etag: string; lastModified: string };

const SLOT_MS = DEMO_WIRE_SLOT_MINUTES * 60_000;
const WIRE_PATH = demoWireEndpoints.demoWireFeed.path;
/** The wire names only the demo world's folders' companies and keywords: never a folder someone made. */
const DEMO_FOLDERS = CUSTOMER_DEFINITIONS.filter((customer) => customer.discovery).map((customer) => customer.name);
const VOCABULARY_TTL_MS = 5 * 60_000;

/** Title and sentence templates: `{company}` and `{kw}` filled in. */
const TEMPLATES: Record<'latin' | 'chinese', readonly (readonly [string, string])[]> = {
  latin: [
    ['{company} faces questions over {kw}', '{company} was named in reports on {kw} this morning, the wire learned.'],
    ['Analysts watch {company} as {kw} spreads', 'Several analysts said {kw} could weigh on {company} this quarter.'],
    ['{company} responds to {kw} reports', 'In a short statement, {company} said it was looking into {kw}.'],
  ],
  chinese: [
    ['{company}因{kw}问题受到关注', '据报道，{company}正在应对{kw}问题。'],
    ['分析师关注{company}与{kw}', '多位分析师认为，{kw}可能影响{company}。'],
  ],
};

/**
 * The wire as it stands at `now`: one item per slot of DEMO_WIRE_SLOT_MINUTES, the latest DEMO_WIRE_ITEMS of them.
 * Each item is drawn from its slot's number alone, so every fetch of a slot sees the same item (same guid and text).
 */
export function writeDemoWire(vocabulary: WireVocabulary, now: Date): DemoWire {
  const latestSlot = Math.floor(now.getTime() / SLOT_MS);
  const lastModified = new Date(latestSlot * SLOT_MS).toUTCString();
  const items =
    vocabulary.companies.length === 0 || vocabulary.keywords.length === 0
      ? []
      : Array.from({ length: DEMO_WIRE_ITEMS }, (_, index) => wireItem(vocabulary, latestSlot - index));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>${DEMO_WIRE_SOURCE_NAME}</title>
<link>https://demo-wire.argus.example/</link>
<description>Made-up news about the demo world's companies, a new item every ${DEMO_WIRE_SLOT_MINUTES} minutes.</description>
<lastBuildDate>${lastModified}</lastBuildDate>
${items.join('\n')}
</channel></rss>
`;
  return { xml, etag: `"demo-wire-${latestSlot}-${items.length}"`, lastModified };
}

function wireItem(vocabulary: WireVocabulary, slot: number): string {
  const random = createRandom(slot);
  const company = random.pick(vocabulary.companies);
  const keyword = random.pick(vocabulary.keywords);
  const [title, sentence] = random.pick(/[\u3400-\u9fff]/.test(keyword) ? TEMPLATES.chinese : TEMPLATES.latin);
  const fill = (template: string) => template.replaceAll('{company}', company).replaceAll('{kw}', keyword);
  return `<item>
  <guid isPermaLink="false">demo-wire-${slot}</guid>
  <title>${escapeXml(fill(title))}</title>
  <description>${escapeXml(fill(sentence))}</description>
  <link>https://demo-wire.argus.example/items/${slot}</link>
  <pubDate>${new Date(slot * SLOT_MS).toUTCString()}</pubDate>
</item>`;
}

function escapeXml(text: string) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The demo folders' vocabulary, read at most every few minutes: the wire is polled, never a hot path. */
export function createWireVocabularyReader(db: Database, now: () => number = Date.now) {
  let cached: { at: number; vocabulary: Promise<WireVocabulary> } | undefined;
  return () => {
    if (!cached || now() - cached.at > VOCABULARY_TTL_MS) {
      cached = { at: now(), vocabulary: listWireVocabulary(db, DEMO_FOLDERS) };
    }
    return cached.vocabulary;
  };
}

/** What changes the demo wire's source on its own: the server, in the audit log. */
const SERVER_ACTOR = { actorUserId: null, actorUsername: 'argus' };

/**
 * The demo world's source of the wire: added on the start that seeds the demo world, and on every later start pointed
 * at the server's own origin again, so that the demo keeps working on another PORT.
 */
export async function ensureDemoWireSource(db: Database, url: string, { add }: { add: boolean }) {
  const wire = (await listSources(db)).find(
    (source) => source.name === DEMO_WIRE_SOURCE_NAME && isDemoWireUrl(source.url),
  );
  if (wire) {
    if (wire.url !== url) await changeSource({ db, actor: SERVER_ACTOR }, wire.id, { url });
    return;
  }
  if (!add) return;
  await addSourceOnce(db, {
    name: DEMO_WIRE_SOURCE_NAME,
    url,
    customers: [],
    intervalMinutes: DEMO_WIRE_SLOT_MINUTES,
    mediaSegment: 'news',
    reliability: 3,
    language: 'detect',
    paused: false,
  });
}

/** A URL of this server's wire on loopback (any port): what the seeded source holds. */
function isDemoWireUrl(url: string) {
  const parsed = new URL(url);
  return ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname) && parsed.pathname === WIRE_PATH;
}
