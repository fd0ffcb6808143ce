import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  claimScheduleRun,
  listEnabledScheduleRows,
  tryTransactionLock,
  type ScheduleRow,
} from './email-schedules.repository';
import { sendAndRecordMail } from './mail-outbox.service';
import { auditSchedule, ownerMayRead, parseCron, planDigest, type DigestPost } from './email-schedules.service';

// One key for the scheduler's tick across every instance on one database (the migration lock is 4_747_001).
const SCHEDULER_LOCK_KEY = 4_747_002;
// Scheduled sends are nobody's request: the audit log names the scheduler instead of a user and an address.
const SCHEDULER_ACTOR = { actorUserId: null, actorUsername: 'scheduler' };

/**
 * Due when the schedule's first firing after its last send (or, never sent, after its creation) has passed. A
 * server that was down over several firings sends one digest for all of them, not one per firing.
 */
function isDue(row: ScheduleRow, now: Date): boolean {
  try {
    const next = parseCron(row.cron).nextRun(row.lastSentAt ?? row.createdAt);
    return next !== null && next <= now;
  } catch {
    // Stored patterns are validated on write; one that no longer parses (a library change) never fires.
    return false;
  }
}

/** The due schedules this instance claimed; none when another instance holds this minute's tick. */
function claimDueSchedules(db: Database, now: Date): Promise<ScheduleRow[]> {
  return db.transaction(async (transaction) => {
    if (!(await tryTransactionLock(transaction, SCHEDULER_LOCK_KEY))) return [];
    const claimed: ScheduleRow[] = [];
    for (const row of await listEnabledScheduleRows(transaction)) {
      if (isDue(row, now) && (await claimScheduleRun(transaction, row.id, row.lastSentAt, now))) claimed.push(row);
    }
    return claimed;
  });
}

/**
 * Sends every due digest once and answers how many schedules it handled. The claim is committed before the mails
 * go out: an instance that dies mid-send loses that digest rather than sending it twice. A failed delivery is
 * recorded in the schedule's history and the next firing covers the signals from this one on; so does a period
 * without anything new, which sends nothing unless the schedule asks for empty digests.
 */
export async function sendDueDigests(db: Database, post: DigestPost, log: FastifyBaseLogger, now = new Date()) {
  const claimed = await claimDueSchedules(db, now);
  for (const row of claimed) {
    const audit = (action: string, details: object) =>
      auditSchedule({ db, actor: SCHEDULER_ACTOR }, { action, target: row, details });
    try {
      // The owner lost the customer since the schedule was made: the digest would leak its signals.
      if (!(await ownerMayRead({ db }, row))) {
        await audit('email-schedule.skip', { reason: 'owner has no access' });
        continue;
      }
      const plan = await planDigest({ db, publicUrl: post.publicUrl }, { row, now });
      if (!plan.sends) {
        await audit('email-schedule.skip', { reason: 'no new signals' });
        continue;
      }
      const message = await sendAndRecordMail(db, post.mailer, plan.mail, { schedule: row });
      await audit('email-schedule.send', {
        messageId: message.id,
        status: message.status,
        signalCount: plan.items.length,
        scheduled: true,
      });
    } catch (error) {
      log.error({ err: error, scheduleId: row.id }, 'a scheduled digest could not be sent');
    }
  }
  return claimed.length;
}

export type DigestScheduler = { stop: () => Promise<void> };

export type SchedulerOptions = {
  /** When to look for due digests (croner pattern, UTC): every minute, when cron patterns can fire. */
  tickPattern?: string;
  /** The time a tick takes as now; tests move it instead of waiting for a minute to pass. */
  clock?: () => Date;
  /** Called after each tick with the number of schedules it handled. */
  onTick?: (handled: number) => void;
  /** Called after a tick that failed (it is logged too). */
  onFailure?: () => void;
};

/**
 * Checks for due digests at the start of every minute (UTC). Every instance ticks; a transaction-scoped advisory
 * lock lets one of them send per tick, and the per-schedule claim keeps a digest single even if the lock were lost.
 */
export function startDigestScheduler(
  db: Database,
  post: DigestPost,
  log: FastifyBaseLogger,
  { tickPattern = '* * * * *', clock = () => new Date(), onTick, onFailure }: SchedulerOptions = {},
): DigestScheduler {
  let running: Promise<void> = Promise.resolve();
  const job = new Cron(tickPattern, { timezone: 'UTC', protect: true }, () => {
    running = sendDueDigests(db, post, log, clock()).then(
      (handled) => onTick?.(handled),
      (error: unknown) => {
        log.error({ err: error }, 'the digest scheduler tick failed');
        onFailure?.();
      },
    );
    return running;
  });
  return {
    stop: async () => {
      job.stop();
      await running;
    },
  };
}
