import type { Database } from '../../db/client';
import { emailSchedules, eventTypes, signals } from '../../db/schema';
import { uniqueName } from '../../../test/factories';

export async function createEventType(db: Database) {
  const [row] = await db
    .insert(eventTypes)
    .values({ name: uniqueName('Acquisition') })
    .returning();
  return row!.name;
}

export async function createSignal(
  db: Database,
  values: Partial<typeof signals.$inferInsert> & { customerName: string; eventType: string },
) {
  const [row] = await db
    .insert(signals)
    .values({
      targetEntityName: uniqueName('Company'),
      publishDate: new Date(Date.now() - 60 * 60 * 1000),
      mediaSegment: 'news',
      reliability: 4,
      language: 'en',
      title: 'A company did something',
      ...values,
    })
    .returning();
  return row!;
}

export async function createSchedule(
  db: Database,
  values: Partial<typeof emailSchedules.$inferInsert> & { userId: string; customerName: string },
) {
  const [row] = await db
    .insert(emailSchedules)
    .values({ cron: '0 8 * * 1-5', recipients: ['digest@test.example'], ...values })
    .returning();
  return row!;
}
