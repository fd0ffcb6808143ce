import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { z } from 'zod';
import { createSignalRequestSchema } from '@argus/contract';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import {
  findExistingTargetEntityIds,
  insertSignalBatch,
  listAllEventTypes,
  listCustomerNames,
  type ImportedSignalRow,
  type SignalArgumentRow,
} from './signals.repository';
import { argumentRowsOf, signalValuesOf } from './signal-values';

/**
 * One line of an import file: a create-signal body, plus the source document the extraction came from (so that
 * hiding can find the same event in other customers' folders).
 */
export const importSignalLineSchema = createSignalRequestSchema.extend({
  sourceDocumentId: z.string().trim().min(1).max(200).optional(),
});
type ImportSignalLine = z.infer<typeof importSignalLineSchema>;

export type RejectedLine = { line: number; message: string };
export type ImportSignalsReport = { imported: number; rejected: number; rejections: RejectedLine[] };

export type ImportSignalsOptions = {
  batchSize?: number;
  /** How many rejections the report lists in full; all are counted. */
  maxListedRejections?: number;
  actor?: { actorUserId: string | null; actorUsername: string | null };
};

type PendingSignal = { line: number; value: ImportSignalLine };

/** Reads an NDJSON file line by line, so that a file of a million signals never sits in memory whole. */
export async function importSignalsFile(db: Database, filePath: string, options: ImportSignalsOptions = {}) {
  const report = await importSignalLines(db, readLines(filePath), options);
  await recordAudit(db, {
    actorUserId: options.actor?.actorUserId ?? null,
    actorUsername: options.actor?.actorUsername ?? 'cli',
    action: 'signal.import',
    targetType: 'signal',
    details: { file: filePath, imported: report.imported, rejected: report.rejected },
  });
  return report;
}

/**
 * The file is opened only when the first line is pulled: a readline interface created earlier would emit its lines
 * (and its close) while the import still loads its reference data, and the loop would wait forever.
 */
async function* readLines(filePath: string) {
  yield* readline.createInterface({ input: fs.createReadStream(filePath, 'utf8'), crlfDelay: Infinity });
}

/**
 * Validates each line with the create-signal schema and the references it makes (customer, event type and its
 * argument names, target entities); loads the good lines in batches of one transaction each and reports each bad
 * one with its line number (1-based). Blank lines are skipped.
 */
export async function importSignalLines(
  db: Database,
  lines: AsyncIterable<string> | Iterable<string>,
  options: ImportSignalsOptions = {},
): Promise<ImportSignalsReport> {
  const batchSize = options.batchSize ?? 5000;
  const maxListed = options.maxListedRejections ?? 1000;
  const argumentNamesByType = new Map(
    (await listAllEventTypes(db)).map((eventType) => [eventType.name, new Set(eventType.argumentNames)]),
  );
  const customerNames = new Set(await listCustomerNames(db));
  const report: ImportSignalsReport = { imported: 0, rejected: 0, rejections: [] };
  const reject = (line: number, message: string) => {
    report.rejected += 1;
    if (report.rejections.length < maxListed) report.rejections.push({ line, message });
  };

  let pending: PendingSignal[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    report.imported += await loadBatch(db, batch, reject);
  };

  let lineNumber = 0;
  for await (const text of lines) {
    lineNumber += 1;
    if (text.trim() === '') continue;
    const value = parseLine(text);
    if ('error' in value) {
      reject(lineNumber, value.error);
      continue;
    }
    const problem = checkReferences(value.data, customerNames, argumentNamesByType);
    if (problem) {
      reject(lineNumber, problem);
      continue;
    }
    pending.push({ line: lineNumber, value: value.data });
    if (pending.length >= batchSize) await flush();
  }
  if (pending.length > 0) await flush();
  return report;
}

function parseLine(text: string): { data: ImportSignalLine } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'is not valid JSON' };
  }
  const result = importSignalLineSchema.safeParse(json);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'line';
  return { error: `${field}: ${issue?.message ?? 'is invalid'}` };
}

function checkReferences(
  value: ImportSignalLine,
  customerNames: Set<string>,
  argumentNamesByType: Map<string, Set<string>>,
): string | null {
  if (!customerNames.has(value.customerName)) return `customerName: there is no customer "${value.customerName}"`;
  const argumentNames = argumentNamesByType.get(value.eventType);
  if (!argumentNames) return `eventType: there is no event type "${value.eventType}"`;
  const index = value.eventArguments.findIndex((argument) => !argumentNames.has(argument.name));
  if (index >= 0) {
    return `eventArguments.${index}.name: "${value.eventArguments[index]!.name}" is not an argument of ${value.eventType}`;
  }
  return null;
}

/** Target entities are checked per batch (one query), then the batch goes in as one transaction. */
async function loadBatch(db: Database, batch: PendingSignal[], reject: (line: number, message: string) => void) {
  const referenced = new Set<string>();
  for (const { value } of batch) {
    if (value.targetEntityId) referenced.add(value.targetEntityId);
    for (const argument of value.eventArguments) if (argument.targetEntityId) referenced.add(argument.targetEntityId);
  }
  const existing = await findExistingTargetEntityIds(db, [...referenced]);
  const rows: ImportedSignalRow[] = [];
  const argumentRows: (SignalArgumentRow & { signalId: string; position: number })[] = [];
  for (const { line, value } of batch) {
    if (value.targetEntityId && !existing.has(value.targetEntityId)) {
      reject(line, 'targetEntityId: there is no such target entity');
      continue;
    }
    const missing = value.eventArguments.findIndex(
      (argument) => argument.targetEntityId !== undefined && !existing.has(argument.targetEntityId),
    );
    if (missing >= 0) {
      reject(line, `eventArguments.${missing}.targetEntityId: there is no such target entity`);
      continue;
    }
    const id = randomUUID();
    rows.push({ ...signalValuesOf(value), id, sourceDocumentId: value.sourceDocumentId ?? null, createdBy: null });
    argumentRowsOf(value).forEach((argument, position) => argumentRows.push({ ...argument, signalId: id, position }));
  }
  if (rows.length > 0) await insertSignalBatch(db, rows, argumentRows);
  return rows.length;
}
