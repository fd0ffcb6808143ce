// The world the ingest benchmarks (ingest-feeds, ingest-push) match arriving items against: folders with discovery
// and search terms, target entities monitored by them, and English-like items that name planted keywords and
// companies at chosen rates. Keywords are made of syllables no filler word or company name holds (z, v, x, j, q, f),
// so an item matches exactly the terms planted in it; company names of other syllables, so neither finds the other.
import pg from 'pg';
import { seededRandom, type Random } from '../filtering/random';

export type WorldShape = {
  folders: number;
  termsPerFolder: number;
  /** Keywords per term: 1 … this many. */
  maxKeywords: number;
  entities: number;
  /** Entities each folder monitors: between these. */
  monitored: [number, number];
  seed: number;
};

export type World = {
  folders: string[];
  /** Per folder, its terms' keyword lists. */
  terms: string[][][];
  entities: { name: string; alias: string }[];
  /** Per folder, the indexes of the entities it monitors. */
  monitoredBy: number[][];
  random: Random;
};

const FILLER = `the a of to and in for on with as by at from that this said will has have was were is are be been its
their company market shares year quarter report results sales profit revenue growth analysts investors board chief
executive officer plans new after before during while over under more less than about week month today yesterday
announced expected rose fell percent million billion customers products services business deal agreement contract
talks government ministry regulators court ruling investigation statement spokesperson according people familiar
matter sources reported industry sector global european american chinese german british early late high low strong
weak demand supply prices costs energy oil gas power plant factory workers jobs union strike production output
shipments orders exports imports trade tariffs economy inflation interest rates bank loans debt bonds stock exchange
listed fund capital investment acquisition merger stake buy sell offer bid price value per share dividend outlook
forecast guidance cut raised lowered kept unchanged second third first last next quarterly annual fiscal data
security breach systems network software cloud digital platform launch product update users security privacy
cyber attack hackers outage disruption delay shortage recall safety quality standards rules law policy election
city region country international local national company's firms groups partners suppliers retailers stores online
consumers households employees staff management team leaders meeting conference press release interview comments
shares traded higher lower points index closed opened session trading volume`
  .split(/\s+/)
  .filter(Boolean);

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const syllablesOf = (consonants: string) =>
  [...consonants].flatMap((consonant) => [...'aeiou'].map((vowel) => consonant + vowel));
const KEYWORD_SYLLABLES = syllablesOf('zvxjqf');
const NAME_SYLLABLES = syllablesOf('bdklmnprst');
const SUFFIXES = ['Holdings', 'Group', 'AG', 'Industries', 'Systems', 'Bank', 'Energy', 'Logistics', 'Pharma'];

/** Words that stand in the filler, lower-cased: a company alias or name must be none of them. */
const fillerSet = new Set(FILLER.map((word) => word.toLowerCase()));

export function buildWorld(shape: WorldShape): World {
  const random = seededRandom(shape.seed);
  const word = (syllables: readonly string[], min: number, max: number) =>
    Array.from({ length: min + Math.floor(random.next() * (max - min + 1)) }, () => random.pick(syllables)).join('');
  const usedKeywords = new Set<string>();
  const keyword = () => {
    for (;;) {
      const text =
        random.next() < 0.3
          ? `${word(KEYWORD_SYLLABLES, 2, 3)} ${word(KEYWORD_SYLLABLES, 2, 3)}`
          : word(KEYWORD_SYLLABLES, 4, 5);
      if (!usedKeywords.has(text)) {
        usedKeywords.add(text);
        return text;
      }
    }
  };
  const folders = Array.from(
    { length: shape.folders },
    (_, index) => `ingest_folder_${String(index).padStart(4, '0')}`,
  );
  const terms = folders.map(() =>
    Array.from({ length: shape.termsPerFolder }, () =>
      Array.from({ length: 1 + Math.floor(random.next() * shape.maxKeywords) }, keyword),
    ),
  );
  const usedNames = new Set<string>();
  const entities: World['entities'] = [];
  while (entities.length < shape.entities) {
    const first = capital(word(NAME_SYLLABLES, 2, 3));
    const second = random.next() < 0.6 ? capital(word(NAME_SYLLABLES, 2, 3)) : random.pick(SUFFIXES);
    const name = `${first} ${second}`;
    if (usedNames.has(name) || fillerSet.has(first.toLowerCase())) continue;
    usedNames.add(name);
    entities.push({ name, alias: first });
  }
  const monitoredBy = folders.map(() => {
    const [low, high] = shape.monitored;
    const wanted = low + Math.floor(random.next() * (high - low + 1));
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(Math.floor(random.next() * entities.length));
    return [...chosen];
  });
  return { folders, terms, entities, monitoredBy, random };
}

/** `count` filler words, English-like enough for a language detector; plant phrases into them, then join. */
export function filler(random: Random, count: number) {
  return Array.from({ length: count }, () => random.pick(FILLER));
}

/** Puts `phrase` at a random gap of `words`, never inside a phrase planted before. */
export function plant(random: Random, words: string[], phrase: string) {
  words.splice(Math.floor(random.next() * (words.length + 1)), 0, phrase);
}

/** A keyword of one of the folder's terms. */
export function keywordOf(world: World, folder: number) {
  return world.random.pick(world.random.pick(world.terms[folder]!));
}

/** A company the folder monitors, by its name or (a third of the time) its alias. */
export function companyOf(world: World, folder: number) {
  const entity = world.entities[world.random.pick(world.monitoredBy[folder]!)]!;
  return world.random.next() < 0.33 ? entity.alias : entity.name;
}

/** Any company, monitored or not. */
export function anyCompany(world: World) {
  return world.random.pick(world.entities).name;
}

/**
 * The world into the database, set-wise: folders with discovery, one discovery each with its terms, the entities
 * (name and alias) and who monitors them.
 */
export async function insertWorld(url: string, world: World) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into customers (name, folder_db_table, monitoring, discovery)
       select name, 'events_' || name, true, true from unnest($1::text[]) as name`,
      [world.folders],
    );
    const discoveries = await client.query<{ id: string; customer_name: string }>(
      `insert into discoveries (customer_name, name)
       select name, 'Discovery of ' || name from unnest($1::text[]) as name returning id, customer_name`,
      [world.folders],
    );
    const discoveryOf = new Map(discoveries.rows.map((row) => [row.customer_name, row.id]));
    const termRecords = world.folders.flatMap((folder, index) =>
      world.terms[index]!.map((keywords, termIndex) => ({
        discovery_id: discoveryOf.get(folder),
        term: `Term ${termIndex} of ${folder}`,
        keywords,
      })),
    );
    await client.query(
      `insert into search_terms (discovery_id, term, keywords)
       select discovery_id, term, keywords
         from jsonb_to_recordset($1::jsonb) as record(discovery_id uuid, term text, keywords text[])`,
      [JSON.stringify(termRecords)],
    );
    const entityRows = await client.query<{ id: string; name: string }>(
      `insert into target_entities (name, aliases)
       select name, array[alias] from unnest($1::text[], $2::text[]) as record(name, alias) returning id, name`,
      [world.entities.map((entity) => entity.name), world.entities.map((entity) => entity.alias)],
    );
    const idOf = new Map(entityRows.rows.map((row) => [row.name, row.id]));
    const links = world.folders.flatMap((folder, index) =>
      world.monitoredBy[index]!.map((entity) => [folder, idOf.get(world.entities[entity]!.name)!] as const),
    );
    await client.query(
      `insert into customer_target_entities (customer_name, target_entity_id)
       select * from unnest($1::text[], $2::uuid[])`,
      [links.map((link) => link[0]), links.map((link) => link[1])],
    );
    await client.query('commit');
    await client.query('analyze');
    return { terms: termRecords.length, links: links.length };
  } finally {
    await client.end();
  }
}

/** Rows of a table, counted on a connection of its own. */
export async function countRows(url: string, table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** One statement on a connection of its own. */
export async function execute(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The load average of the machine, for the figures' notes. */
export async function loadAverage() {
  const { loadavg } = await import('node:os');
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}
