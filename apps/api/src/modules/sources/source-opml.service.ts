import type { ImportSourcesOpmlResponse, ImportSourcesOpmlValues } from '@argus/contract';
import { sourceUrlSchema } from '@argus/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import { recordAudit } from '../audit/audit.service';
import { FeedError, parseOpml, writeOpml } from './feed';
import { assertCustomersExist } from '../access/access.service';
import { readSource } from './sources.service';
import { insertSource, listSourceRows, listSourceUrls, replaceSourceCustomers } from './sources.repository';

/** Every source as OPML 2.0, as feed readers exchange their subscription lists. */
export async function exportSourcesOpml(db: Database): Promise<string> {
  const rows = await listSourceRows(db);
  return writeOpml(
    'Argus sources',
    rows.map((row) => ({ name: row.name, url: row.url })),
  );
}

/** An OPML document's feeds become sources with the settings given; URLs already known (or repeated) are skipped. */
export async function importSourcesOpml(
  { db, user, actor }: Pick<ServiceContext, 'db' | 'user' | 'actor'>,
  request: ImportSourcesOpmlValues,
): Promise<ImportSourcesOpmlResponse> {
  let feeds: { title: string; url: string }[];
  try {
    feeds = parseOpml(request.opml);
  } catch (error) {
    if (error instanceof FeedError) throw badRequest('opml', `opml: ${error.message}`);
    throw error;
  }
  await assertCustomersExist(db, request.customers);
  const known = await listSourceUrls(db);
  const skipped: ImportSourcesOpmlResponse['skipped'] = [];
  const createdIds: string[] = [];
  const { opml: _document, customers, ...settings } = request;
  await db.transaction(async (transaction) => {
    for (const feed of feeds) {
      if (known.has(feed.url)) {
        skipped.push({ url: feed.url, reason: 'already a source' });
        continue;
      }
      const url = sourceUrlSchema.safeParse(feed.url);
      if (!url.success) {
        skipped.push({ url: feed.url, reason: url.error.issues[0]?.message ?? 'not an http or https URL' });
        continue;
      }
      known.add(feed.url);
      const name = feed.title.trim().slice(0, 200) || new URL(feed.url).host;
      const id = await insertSource(transaction, { ...settings, name, url: feed.url, createdBy: user.username });
      await replaceSourceCustomers(transaction, id, customers);
      createdIds.push(id);
    }
    await recordAudit(transaction, {
      ...actor,
      action: 'source.import',
      targetType: 'source',
      details: { created: createdIds.length, skipped: skipped.length },
    });
  });
  return { created: await Promise.all(createdIds.map((id) => readSource(db, id))), skipped };
}
