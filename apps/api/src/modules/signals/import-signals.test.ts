import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  signalArguments,
  signalDayCounts,
  signalEntities,
  signalImports,
  signals,
  targetEntities,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { openTestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { importSignalLines, importSignalsFile, type ImportProgress } from './import-signals';
import { createEventType, createTargetEntity } from './signals.factories';
import { markSignalHidden } from './signals.repository';

/** A create-signal body of the import file: the `index`-th day of `month` in 2026, the folder and type given. */
function signalLine(customerName: string, eventType: string, month: string, index: number) {
  return {
    customerName,
    targetEntityName: `Company ${index}`,
    eventType,
    publishDate: `2026-${month}-${String(index).padStart(2, '0')}T08:00:00Z`,
    mediaSegment: 'news',
    reliability: 3,
    language: 'en',
    sourceDocumentId: `doc-${index}`,
    eventArguments: [] as { name: string; value: string; targetEntityId?: string }[],
  };
}

/** The same line naming target entities: `subject` as the signal's, `acquirer` in its one argument. */
function entityLine(
  customerName: string,
  eventType: string,
  month: string,
  index: number,
  entities: { subject: string; acquirer: string },
) {
  return JSON.stringify({
    ...signalLine(customerName, eventType, month, index),
    targetEntityId: entities.subject,
    eventArguments: [{ name: 'acquirer', value: 'Acme', targetEntityId: entities.acquirer }],
  });
}

describe.each(testDatabaseKinds())('signal import on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('loads the good lines in batches and reports each bad one with its line number', async () => {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db, { argumentNames: ['acquirer', 'target'] });
    const entity = await createTargetEntity(testApp.db);
    const good = (index: number) => ({
      ...signalLine(customer.name, eventType.name, '01', index),
      eventArguments: [{ name: 'acquirer', value: 'Acme', targetEntityId: entity.id }],
    });
    const lines = [
      JSON.stringify(good(1)),
      '{ not json',
      '',
      JSON.stringify({ ...good(2), reliability: 9 }),
      JSON.stringify({ ...good(3), eventType: 'No Such Type' }),
      JSON.stringify({ ...good(4), eventArguments: [{ name: 'plaintiff', value: 'x' }] }),
      JSON.stringify({ ...good(5), customerName: 'nobody_here' }),
      JSON.stringify({ ...good(6), targetEntityId: '00000000-0000-4000-8000-000000000000' }),
      JSON.stringify(good(7)),
      JSON.stringify(good(8)),
    ];
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'argus-import-')), 'signals.ndjson');
    fs.writeFileSync(file, lines.join('\n'));

    const report = await importSignalsFile(testApp.db, file, { batchSize: 2 });
    expect(report).toEqual({
      imported: 3,
      rejected: 6,
      partition: { number: expect.any(Number), table: expect.stringMatching(/^signals_import_\d{5}$/) },
      rejections: [
        { line: 2, message: 'is not valid JSON' },
        { line: 4, message: expect.stringMatching(/^reliability: /) },
        { line: 5, message: expect.stringMatching(/^eventType: /) },
        { line: 6, message: expect.stringMatching(/^eventArguments\.0\.name: /) },
        { line: 7, message: expect.stringMatching(/^customerName: /) },
        { line: 8, message: expect.stringMatching(/^targetEntityId: /) },
      ],
    });
    const rows = await testApp.db.select().from(signals).where(eq(signals.customerName, customer.name));
    expect(rows.map((row) => row.targetEntityName).sort()).toEqual(['Company 1', 'Company 7', 'Company 8']);
    // In the import's own range of ids (ADR 0168), in the file's order: ffffffff, the import's partition number, then
    // the line's, as a well-formed UUID of version 7; and held in that partition of signals.
    const idsInFileOrder = [...rows]
      .sort((a, b) => a.publishDate.getTime() - b.publishDate.getTime())
      .map((row) => row.id);
    expect([...idsInFileOrder].sort()).toEqual(idsInFileOrder);
    const partitionNumbers = new Set(
      idsInFileOrder.map((id) => /^ffffffff-([0-9a-f]{4})-7000-8000-[0-9a-f]{12}$/.exec(id)?.[1]),
    );
    expect(partitionNumbers.size).toBe(1);
    const partition = `signals_import_${String(Number.parseInt([...partitionNumbers][0]!, 16)).padStart(5, '0')}`;
    const held = await testApp.db.execute(
      sql`select "tableoid"::regclass::text as "table" from "signals" where "customer_name" = ${customer.name}`,
    );
    expect((held as { rows: { table: string }[] }).rows.map((row) => row.table)).toEqual([
      partition,
      partition,
      partition,
    ]);
    expect(rows.find((row) => row.targetEntityName === 'Company 7')).toMatchObject({
      sourceDocumentId: 'doc-7',
      reliability: 3,
      publishDate: new Date('2026-01-07T08:00:00Z'),
    });
    const argumentsOfFirst = await testApp.db
      .select()
      .from(signalArguments)
      .where(eq(signalArguments.signalId, rows[0]!.id));
    expect(argumentsOfFirst).toMatchObject([{ position: 0, name: 'acquirer', targetEntityId: entity.id }]);
    const audit = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'signal.import'));
    expect(audit.at(-1)!.details).toMatchObject({ imported: 3, rejected: 6 });
  });

  it('continues a stopped import after its last committed batch, loads no line twice, and a finished file once', async () => {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db, { argumentNames: ['acquirer'] });
    const line = (index: number) =>
      JSON.stringify({
        ...signalLine(customer.name, eventType.name, '02', index),
        eventArguments: [{ name: 'acquirer', value: 'Acme' }],
      });
    const lines = [line(1), line(2), '{ bad', line(3), line(4), line(5), line(6), line(7)];
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'argus-import-')), 'signals.ndjson');
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    const importedDocuments = async () =>
      (await testApp.db.select().from(signals).where(eq(signals.customerName, customer.name)))
        .map((row) => row.sourceDocumentId)
        .sort();

    // The process dies after its second batch committed (a kill between batches): progress is reported after commit.
    let reports = 0;
    const dying = importSignalsFile(testApp.db, file, {
      batchSize: 2,
      onProgress: () => {
        reports += 1;
        if (reports === 2) throw new Error('killed');
      },
    });
    await expect(dying).rejects.toThrow('killed');
    // Its four good lines so far wait in the import's own tables (ADR 0168): none is a signal before the file is read.
    expect(await importedDocuments()).toEqual([]);
    const fileSha256 = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    const [stopped] = await testApp.db.select().from(signalImports).where(eq(signalImports.fileSha256, fileSha256));
    expect(stopped).toMatchObject({ linesDone: 5, imported: 4, rejected: 1, finishedAt: null });
    const staged = await testApp.db.execute(
      sql.raw(`select "source_document_id" from "signals_import_${String(stopped!.partitionNumber).padStart(5, '0')}"`),
    );
    expect((staged as { rows: unknown[] }).rows).toHaveLength(4);

    const progress: ImportProgress[] = [];
    const resumed = await importSignalsFile(testApp.db, file, { batchSize: 2, onProgress: (p) => progress.push(p) });
    expect(resumed).toMatchObject({
      imported: 3,
      rejected: 0,
      before: { linesDone: 5, imported: 4, rejected: 1 },
    });
    expect(await importedDocuments()).toEqual(['doc-1', 'doc-2', 'doc-3', 'doc-4', 'doc-5', 'doc-6', 'doc-7']);
    // Skipped lines count as read, not as this run's; the last report has the whole file.
    expect(progress.at(-1)).toMatchObject({
      lines: 8,
      imported: 3,
      finished: true,
      totalBytes: fs.statSync(file).size,
    });
    expect(progress.at(-1)!.bytesRead).toBe(fs.statSync(file).size);
    expect(progress[0]!.bytesSkipped).toBeGreaterThan(0);

    const finished = await importSignalsFile(testApp.db, file, { batchSize: 2 });
    expect(finished).toMatchObject({ imported: 0, alreadyImported: { imported: 7, rejected: 1 } });
    expect(await importedDocuments()).toHaveLength(7);

    const again = await importSignalsFile(testApp.db, file, { batchSize: 2, again: true });
    expect(again).toMatchObject({ imported: 7, rejected: 1 });
    expect(again.before).toBeUndefined();
    expect(await importedDocuments()).toHaveLength(14);
  });

  it("reads a CRLF file whole: every line loads, and the progress reaches the file's size", async () => {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db);
    // A name of several bytes a character, so that bytes and characters differ.
    const line = (index: number) =>
      JSON.stringify({ ...signalLine(customer.name, eventType.name, '03', index), title: `Müller 株式会社 ${index}` });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'argus-import-')), 'signals.ndjson');
    fs.writeFileSync(file, `${[line(1), line(2), '{ bad', '', line(3)].join('\r\n')}\r\n`);

    const progress: ImportProgress[] = [];
    const report = await importSignalsFile(testApp.db, file, { batchSize: 2, onProgress: (p) => progress.push(p) });
    expect(report).toMatchObject({ imported: 3, rejected: 1, rejections: [{ line: 3, message: 'is not valid JSON' }] });
    const titles = (await testApp.db.select().from(signals).where(eq(signals.customerName, customer.name)))
      .map((row) => row.title)
      .sort();
    expect(titles).toEqual(['Müller 株式会社 1', 'Müller 株式会社 2', 'Müller 株式会社 3']);
    expect(progress.at(-1)).toMatchObject({ lines: 5, finished: true, bytesRead: fs.statSync(file).size });
  });

  it('stores its progress during a long run of bad lines, so that a kill there resumes after them', async () => {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db);
    const line = (index: number) => JSON.stringify(signalLine(customer.name, eventType.name, '04', index));
    const bad = Array.from({ length: 6 }, () => '{ bad');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'argus-import-')), 'signals.ndjson');
    fs.writeFileSync(file, `${[line(1), ...bad, line(2)].join('\n')}\n`);

    // Two batches' worth of lines (4) without a full batch: the import stores where it got, then is killed.
    const dying = importSignalsFile(testApp.db, file, {
      batchSize: 2,
      onProgress: () => {
        throw new Error('killed');
      },
    });
    await expect(dying).rejects.toThrow('killed');

    const progress: ImportProgress[] = [];
    const resumed = await importSignalsFile(testApp.db, file, { batchSize: 2, onProgress: (p) => progress.push(p) });
    expect(resumed).toMatchObject({ imported: 1, rejected: 3, before: { linesDone: 4, imported: 1, rejected: 3 } });
    // After the run of bad lines, the last batch; then the import's signals are attached; then the end.
    expect(progress.map((report) => [report.lines, report.attaching ?? false, report.finished])).toEqual([
      [8, false, false],
      [8, true, false],
      [8, false, true],
    ]);
  });

  it('stops a second import of the same file running at once before it loads a line twice', async () => {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db, { argumentNames: ['acquirer'] });
    const lines = [1, 2, 3, 4].map((index) => JSON.stringify(signalLine(customer.name, eventType.name, '03', index)));
    const fileSha256 = `concurrent-${customer.name}`;
    // Run B read no stored progress; meanwhile run A stored some: B's first batch must not go in.
    await testApp.db.insert(signalImports).values({ fileSha256, linesDone: 2, imported: 2, rejected: 0 });
    const fresh = { fileSha256, skipLines: 0, imported: 0, rejected: 0, storedLinesDone: null, partitionNumber: null };
    await expect(importSignalLines(testApp.db, lines, { batchSize: 2 }, fresh)).rejects.toThrow(
      'Another import of this file is running',
    );
    // Run B read A's progress after line 2, then A moved on to line 4: B's next batch must not go in either.
    await testApp.db.update(signalImports).set({ linesDone: 4 }).where(eq(signalImports.fileSha256, fileSha256));
    const resumed = { fileSha256, skipLines: 2, imported: 2, rejected: 0, storedLinesDone: 2, partitionNumber: null };
    await expect(importSignalLines(testApp.db, lines, { batchSize: 2 }, resumed)).rejects.toThrow(
      'Another import of this file is running',
    );
    const held = await testApp.db.select().from(signals).where(eq(signals.customerName, customer.name));
    expect(held).toHaveLength(0);
    // With the progress it expects, the same run goes on.
    const current = { ...resumed, storedLinesDone: 4, skipLines: 4 };
    await importSignalLines(testApp.db, [...lines, ...lines], { batchSize: 2 }, current);
    expect(await testApp.db.select().from(signals).where(eq(signals.customerName, customer.name))).toHaveLength(4);
  });

  it('attaches an import as any signals: counted by day, linked, and hidden or deleted as the live ones', async () => {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db, { argumentNames: ['acquirer'] });
    const subject = await createTargetEntity(testApp.db);
    const acquirer = await createTargetEntity(testApp.db);
    const line = (index: number) =>
      entityLine(customer.name, eventType.name, '05', index, { subject: subject.id, acquirer: acquirer.id });
    const report = await importSignalLines(testApp.db, [line(1), line(2), line(2)], { batchSize: 2 });
    expect(report).toMatchObject({ imported: 3, rejected: 0 });
    const dayCounts = () =>
      testApp.db
        .select({ day: signalDayCounts.day, visible: signalDayCounts.visible })
        .from(signalDayCounts)
        .where(eq(signalDayCounts.customerName, customer.name))
        .orderBy(signalDayCounts.day);
    const linksOf = async (id: string) =>
      (await testApp.db.select().from(signalEntities).where(eq(signalEntities.signalId, id)))
        .map((link) => link.entityId)
        .sort();
    expect(await dayCounts()).toEqual([
      { day: '2026-05-01', visible: 1 },
      { day: '2026-05-02', visible: 2 },
    ]);
    const [first, second] = await testApp.db
      .select()
      .from(signals)
      .where(eq(signals.customerName, customer.name))
      .orderBy(signals.id);
    expect(await linksOf(first!.id)).toEqual([subject.id, acquirer.id].sort());

    // The parents' triggers fire for rows of the import's partition as for the live ones.
    await markSignalHidden(testApp.db, first!.id, 'Not relevant', null);
    expect(await linksOf(first!.id)).toEqual([]);
    await testApp.db.delete(signals).where(eq(signals.id, second!.id));
    expect(await testApp.db.select().from(signalArguments).where(eq(signalArguments.signalId, second!.id))).toEqual([]);
    expect(await linksOf(second!.id)).toEqual([]);
    expect(await dayCounts()).toEqual([
      { day: '2026-05-01', visible: 0 },
      { day: '2026-05-02', visible: 1 },
    ]);
  });

  it("sends the live streams the attached signals' ids, by folder, as their inserts would have", async () => {
    const database = await openTestDatabase(kind);
    try {
      const heard: { customer: string; kind: string; ids: string[] }[] = [];
      let listening!: () => void;
      const ready = new Promise<void>((resolve) => (listening = resolve));
      const stop = await database.listen('argus_signal_rows', {
        onNotification: (payload) => heard.push(JSON.parse(payload) as (typeof heard)[number]),
        onListening: () => listening(),
        onLost: () => undefined,
      });
      await ready;
      const customer = await createCustomer(database.db);
      const eventType = await createEventType(database.db);
      const lines = Array.from({ length: 150 }, (_, index) =>
        JSON.stringify(signalLine(customer.name, eventType.name, '07', (index % 28) + 1)),
      );
      await importSignalLines(database.db, lines, { batchSize: 100 });
      const held = await database.db
        .select({ id: signals.id })
        .from(signals)
        .where(eq(signals.customerName, customer.name));
      // At most 100 ids a notification, as migration 0022's trigger sends them.
      await expect.poll(() => heard.flatMap((notification) => notification.ids).length, { timeout: 10_000 }).toBe(150);
      expect(
        heard.every((notification) => notification.customer === customer.name && notification.kind === 'insert'),
      ).toBe(true);
      expect(heard.map((notification) => notification.ids.length).sort((a, b) => a - b)).toEqual([50, 100]);
      expect(heard.flatMap((notification) => notification.ids).sort()).toEqual(held.map((row) => row.id).sort());
      await stop();
    } finally {
      await database.close();
    }
  });

  it('clears a target entity deleted while the import ran, as the live signals lose it, instead of failing', async () => {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db, { argumentNames: ['acquirer'] });
    const merged = await createTargetEntity(testApp.db);
    const line = (index: number) =>
      entityLine(customer.name, eventType.name, '06', index, { subject: merged.id, acquirer: merged.id });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'argus-import-')), 'signals.ndjson');
    fs.writeFileSync(file, `${[line(1), line(2), line(3)].join('\n')}\n`);
    // Stopped after its first batch was staged; then a moderator deletes the entity it names.
    const dying = importSignalsFile(testApp.db, file, {
      batchSize: 1,
      onProgress: () => {
        throw new Error('killed');
      },
    });
    await expect(dying).rejects.toThrow('killed');
    await testApp.db.delete(targetEntities).where(eq(targetEntities.id, merged.id));

    // The second run refuses the lines that name it now, and attaches the staged one without it.
    const resumed = await importSignalsFile(testApp.db, file, { batchSize: 1 });
    expect(resumed).toMatchObject({ imported: 0, rejected: 2 });
    const held = await testApp.db.select().from(signals).where(eq(signals.customerName, customer.name));
    expect(held.map((row) => [row.sourceDocumentId, row.targetEntityId])).toEqual([['doc-1', null]]);
    const [argument] = await testApp.db.select().from(signalArguments).where(eq(signalArguments.signalId, held[0]!.id));
    expect(argument).toMatchObject({ name: 'acquirer', targetEntityId: null });
  });

  it('lists only the first rejections but counts all', async () => {
    const report = await importSignalLines(testApp.db, ['x', 'y', 'z'], { maxListedRejections: 1 });
    expect(report).toEqual({ imported: 0, rejected: 3, rejections: [{ line: 1, message: 'is not valid JSON' }] });
  });
});
