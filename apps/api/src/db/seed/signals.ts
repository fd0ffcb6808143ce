import type { Language, ResultLabel } from '@argus/contract';
import type { signalArguments, signals } from '../schema';
import type { SeedEntity } from './companies';
import type { CustomerDefinition } from './customers';
import { addDays, addMinutes, DAY_MS, HISTORY_DAYS } from './dates';
import { createEventArguments, renderEventText, type EventArgument } from './event-arguments';
import { EVENT_TYPES, type EventTypeDefinition } from './event-catalogue';
import { createWeightedPicker, type Random } from './random';
import { buildArticleUrl, pickMediaSegment, pickReliability, pickSource, slugify } from './sources';

export type SignalRow = typeof signals.$inferInsert & { id: string; publishDate: Date; customerName: string };
export type SignalArgumentRow = typeof signalArguments.$inferInsert;

export type MonitoringFolder = { definition: CustomerDefinition; entities: readonly SeedEntity[] };

export type SignalWorldInput = {
  random: Random;
  /** Start of `now`'s UTC day: every signal lies before it. */
  dayStart: Date;
  targetCount: number;
  folders: readonly MonitoringFolder[];
  allEntities: readonly SeedEntity[];
  moderatorId: string;
  adminId: string;
};

/** Share of an event seen by one folder that also lands in another folder monitoring the same entity. */
const SHARED_EVENT_SHARE = 0.3;
const DUPLICATE_SHARE = 0.02;
/** How recent the event of each folder's first second report is. */
const RECENT_DUPLICATE_DAYS = 14;
const HIDDEN_SHARE = 0.015;
const DELETED_SHARE = 0.007;
const MANUAL_SHARE = 0.003;

const HIDDEN_REASONS = [
  'Not relevant for this customer',
  'Wrong company matched',
  'Outdated news',
  'Rumour without confirmation',
  'Already covered by an earlier report',
];
const DELETED_REASONS = ['Extraction error', 'Test entry', 'Requested by the customer', 'Source retracted the article'];

/**
 * A year of signals for the monitoring folders, with their extracted arguments. Events about an entity that several
 * folders monitor are partly shared (same source document, entity, type and date), ~2 % are marked duplicates of an
 * earlier signal of their folder, and a few are hidden or soft-deleted.
 */
export function createSignals(input: SignalWorldInput): { signals: SignalRow[]; signalArguments: SignalArgumentRow[] } {
  const { random, dayStart, folders } = input;
  const rows: SignalRow[] = [];
  const argumentRows: SignalArgumentRow[] = [];
  const argumentsBySignal = new Map<string, EventArgument[]>();

  // Some companies make the news far more often than others (a heavy tail), in every folder alike.
  // Authorities and NGOs are rarely the subject of corporate news.
  const newsworthiness = new Map(
    input.allEntities.map((entity) => [
      entity.id,
      Math.min(25, 1 / Math.max(0.04, random.next()) ** 0.9) *
        (entity.entityType === 'Public Authority' || entity.entityType === 'NGO' ? 0.3 : 1),
    ]),
  );
  const folderPickers = folders.map((folder) => ({
    folder,
    pickEntity: createWeightedPicker(
      random,
      folder.entities,
      folder.entities.map((entity) => newsworthiness.get(entity.id) ?? 1),
    ),
  }));
  const pickFolder = createWeightedPicker(
    random,
    folderPickers,
    folderPickers.map((entry) => entry.folder.definition.signalShare),
  );
  const foldersByEntity = new Map<string, string[]>();
  for (const folder of folders) {
    for (const entity of folder.entities) {
      const list = foldersByEntity.get(entity.id) ?? [];
      list.push(folder.definition.name);
      foldersByEntity.set(entity.id, list);
    }
  }
  const pickEventType = createEventTypePicker(random);
  const pickOtherEntity = createCounterpartyPicker(random, input.allEntities);

  const addRow = (
    customerName: string,
    row: Omit<SignalRow, 'id' | 'customerName'>,
    eventArguments: readonly EventArgument[],
  ) => {
    const id = random.uuid();
    const createdAt = addMinutes(row.publishDate, random.integer(15, 240));
    const result = pickResult(random, dayStart.getTime() - row.publishDate.getTime());
    const reviewedAt = result
      ? earliest(addMinutes(createdAt, random.integer(60, 4 * 24 * 60)), addMinutes(dayStart, -random.integer(1, 600)))
      : createdAt;
    rows.push({ ...row, id, customerName, result, createdAt, updatedAt: reviewedAt });
    argumentsBySignal.set(id, [...eventArguments]);
    eventArguments.forEach((argument, position) => {
      argumentRows.push({
        signalId: id,
        position,
        name: argument.name,
        value: argument.value,
        targetEntityId: argument.entity?.id ?? null,
      });
    });
    return id;
  };

  const primaryTarget = Math.round(input.targetCount * (1 - DUPLICATE_SHARE));
  while (rows.length < primaryTarget) {
    const { folder, pickEntity } = pickFolder();
    const entity = pickEntity();
    const definition = pickEventType(entity);
    const publishDate = pickPublishMoment(random, dayStart);
    const language = pickLanguage(random, entity);
    const eventArguments = createEventArguments(definition, {
      random,
      language,
      subject: entity,
      publishDate,
      pickOtherEntity: (kind) => pickOtherEntity(kind, entity),
    });
    const mediaSegment = pickMediaSegment(random);
    const source = pickSource(random, language, mediaSegment);
    const event = {
      targetEntityId: entity.id,
      targetEntityName: entity.name,
      dunsId: entity.dunsId,
      eventType: definition.name,
      publishDate,
      mediaSegment,
      reliability: pickReliability(random, mediaSegment),
      language,
      title: renderEventText(definition.title[language], eventArguments, language),
      sentence: renderEventText(definition.sentence[language], eventArguments, language),
      url: buildArticleUrl(
        random,
        source,
        mediaSegment,
        publishDate,
        `${slugify(entity.shortName)}-${slugify(definition.name)}`,
      ),
      source,
      sourceDocumentId: `doc-${random.hex(20)}`,
    };
    addRow(folder.definition.name, event, eventArguments);
    // The same article seen by the other folders that monitor this entity: same document, entity, type and date.
    for (const otherFolder of foldersByEntity.get(entity.id) ?? []) {
      if (otherFolder !== folder.definition.name && random.chance(SHARED_EVENT_SHARE))
        addRow(otherFolder, event, eventArguments);
    }
  }

  // Duplicates: a second article about the same event a little later, which the de-duplication missed. Each folder's
  // first one reports an event of its last fortnight, so that the month a folder opens on shows the marker (and the
  // journeys find one at either scale); the pair stays visible. The rest follow any earlier signal.
  const originals = [...rows];
  const recentSince = dayStart.getTime() - RECENT_DUPLICATE_DAYS * DAY_MS;
  const recentOriginals = folders.flatMap(({ definition }) => {
    const recent = originals.filter(
      (row) => row.customerName === definition.name && row.publishDate.getTime() >= recentSince,
    );
    return recent.length > 0 ? [random.pick(recent)] : [];
  });
  const keptVisible = new Set<string>();
  while (rows.length < input.targetCount) {
    const recentOriginal = recentOriginals.shift();
    const original = recentOriginal ?? random.pick(originals);
    const latest = dayStart.getTime() - 60_000;
    const publishDate = new Date(Math.min(latest, original.publishDate.getTime() + random.integer(2, 36) * 3_600_000));
    const segment = pickMediaSegment(random);
    const source = pickSource(random, original.language as Language, segment);
    const id = addRow(
      original.customerName,
      {
        ...original,
        publishDate,
        mediaSegment: segment,
        reliability: pickReliability(random, segment),
        source,
        url: buildArticleUrl(
          random,
          source,
          segment,
          publishDate,
          `${slugify(original.targetEntityName)}-${slugify(original.eventType)}`,
        ),
        sourceDocumentId: `doc-${random.hex(20)}`,
        duplicateOfId: original.id,
      },
      argumentsBySignal.get(original.id) ?? [],
    );
    const duplicate = rows[rows.length - 1];
    if (duplicate && duplicate.id === id && random.chance(0.3)) duplicate.result = 'missed duplicate';
    if (recentOriginal) keptVisible.add(original.id).add(id);
  }

  moderateSome(rows, keptVisible, input);
  return { signals: rows, signalArguments: argumentRows };
}

/**
 * A few signals hidden by the moderator, soft-deleted by the admin or entered by hand, after the fact; never those in
 * `keptVisible`. One draw of the random sequence per row all the same, so that the rest of the world stays as it is.
 */
function moderateSome(rows: SignalRow[], keptVisible: ReadonlySet<string>, input: SignalWorldInput) {
  const { random, dayStart } = input;
  for (const row of rows) {
    const roll = random.next();
    if (keptVisible.has(row.id)) continue;
    if (roll < HIDDEN_SHARE) {
      row.hidden = true;
      row.hiddenReason = random.pick(HIDDEN_REASONS);
      row.hiddenAt = earliest(
        addDays(row.publishDate, random.integer(1, 5)),
        addMinutes(dayStart, -random.integer(1, 600)),
      );
      row.hiddenBy = input.moderatorId;
      row.updatedAt = row.hiddenAt;
    } else if (roll < HIDDEN_SHARE + DELETED_SHARE) {
      row.deleted = true;
      row.deletedReason = random.pick(DELETED_REASONS);
      row.deletedAt = earliest(
        addDays(row.publishDate, random.integer(1, 10)),
        addMinutes(dayStart, -random.integer(1, 600)),
      );
      row.deletedBy = input.adminId;
      row.updatedAt = row.deletedAt;
    } else if (roll < HIDDEN_SHARE + DELETED_SHARE + MANUAL_SHARE) {
      // Entered by hand by a moderator: no source document behind it.
      row.createdBy = input.moderatorId;
      row.sourceDocumentId = null;
      row.source = 'Analyst entry';
    }
  }
}

function earliest(left: Date, right: Date) {
  return left.getTime() <= right.getTime() ? left : right;
}

/** A moment in the year before `dayStart`: denser toward the present, thinner at weekends, in business hours. */
export function pickPublishMoment(random: Random, dayStart: Date): Date {
  for (;;) {
    const daysAgo = 1 + Math.floor((HISTORY_DAYS - 1) * random.next() ** 1.6);
    const day = addDays(dayStart, -daysAgo);
    const weekday = day.getUTCDay();
    if ((weekday === 0 || weekday === 6) && random.chance(0.55)) continue;
    return new Date(day.getTime() + random.integer(5 * 3600, 22 * 3600) * 1000);
  }
}

/** German companies are written about in German, Chinese ones in Chinese: overall about 70 % en, 20 % de, 10 % zh. */
export function pickLanguage(random: Random, entity: SeedEntity): Language {
  const country = entity.country.code;
  if (country === 'DE' || country === 'AT' || country === 'CH')
    return random.pickWeighted(['en', 'de'] as const, [40, 60]);
  if (country === 'CN' || country === 'TW' || country === 'SG')
    return random.pickWeighted(['en', 'zh'] as const, [45, 55]);
  return random.pickWeighted(['en', 'de', 'zh'] as const, [82, 10, 8]);
}

// Older signals have mostly been reviewed; the last two weeks are mostly still open.
function pickResult(random: Random, ageMs: number): ResultLabel | null {
  const labels = [null, 'relevant', 'irrelevant', 'needs review', 'complete error', 'missed duplicate'] as const;
  return ageMs > 14 * DAY_MS
    ? random.pickWeighted(labels, [40, 43, 8, 4, 3, 2])
    : random.pickWeighted(labels, [76, 16, 3, 3, 1, 1]);
}

/** Event types by weight, three times as likely in the industries they concern, never where they cannot happen. */
export function createEventTypePicker(random: Random) {
  const pickers = new Map<string, () => EventTypeDefinition>();
  return (entity: SeedEntity) => {
    const key = entity.industry?.key ?? '';
    let picker = pickers.get(key);
    if (!picker) {
      picker = createWeightedPicker(
        random,
        EVENT_TYPES,
        EVENT_TYPES.map((definition) => {
          if (definition.onlyIn && !definition.onlyIn.includes(key)) return 0;
          if (definition.notIn?.includes(key)) return 0;
          return definition.weight * (definition.industries?.includes(key) ? 3 : 1);
        }),
      );
      pickers.set(key, picker);
    }
    return picker();
  };
}

/** Counterparties: half from the subject's own industry (competitors, peers), half from anywhere. */
function createCounterpartyPicker(random: Random, entities: readonly SeedEntity[]) {
  const businesses = entities.filter(
    (entity) => entity.entityType !== 'NGO' && entity.entityType !== 'Public Authority',
  );
  const ngos = entities.filter((entity) => entity.entityType === 'NGO');
  const byIndustry = new Map<string, SeedEntity[]>();
  for (const entity of businesses) {
    const key = entity.industry?.key ?? '';
    const list = byIndustry.get(key) ?? [];
    list.push(entity);
    byIndustry.set(key, list);
  }
  return (kind: 'company' | 'ngo', subject: SeedEntity): SeedEntity => {
    const pool =
      kind === 'ngo' && ngos.length > 0
        ? ngos
        : random.chance(0.5)
          ? (byIndustry.get(subject.industry?.key ?? '') ?? businesses)
          : businesses;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const candidate = random.pick(pool);
      if (candidate.id !== subject.id) return candidate;
    }
    return random.pick(businesses.filter((entity) => entity.id !== subject.id));
  };
}
