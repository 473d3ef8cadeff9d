import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { domainError } from '../errors/domain-error';
import type { SessionUser } from '../session/session-store';
import { windowProblem } from '../../adapters/errors/maintenance-window';
import type { MaintenanceWindow, MaintenanceWindowBody } from '../../adapters/api/maintenance';
import './db-types';

/** An instant with its offset (or Z): a time without one would be read in the server's zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const COLUMNS = [sql<string>`id::text`.as('id'), 'starts_at', 'ends_at', 'message_en', 'message_fr', 'created_by_name'] as const;

type Row = { id: string; starts_at: Date; ends_at: Date; message_en: string; message_fr: string; created_by_name: string };

function toWire(r: Row, now: Date): MaintenanceWindow {
  const on = r.starts_at.getTime() <= now.getTime() && now.getTime() < r.ends_at.getTime();
  return {
    id: r.id, starts_at: r.starts_at.toISOString(), ends_at: r.ends_at.toISOString(),
    message_en: r.message_en, message_fr: r.message_fr, on, created_by: r.created_by_name,
  };
}

/** The window on at `now`, if any (the earliest started when two touch). */
export async function currentWindow(db: Kysely<Database>, now: Date): Promise<MaintenanceWindow | undefined> {
  const row = await db
    .selectFrom('maintenance_windows')
    .select(COLUMNS)
    .where('ended_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .limit(1)
    .executeTakeFirst();
  return row && toWire(row, now);
}

/** The windows under way or to come, soonest first. */
export async function listWindows(db: Kysely<Database>, now: Date): Promise<MaintenanceWindow[]> {
  const rows = await db
    .selectFrom('maintenance_windows')
    .select(COLUMNS)
    .where('ended_at', 'is', null)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => toWire(r, now));
}

/**
 * Schedules a window: refused when a time is malformed, when it ends before (or when) it starts or has
 * ended already, and when it overlaps a window still to come or under way. One at a time (a
 * transaction-scoped lock), so two staff members cannot schedule overlapping windows at once.
 */
export async function scheduleWindow(db: Kysely<Database>, staff: SessionUser, body: MaintenanceWindowBody, now: Date): Promise<MaintenanceWindow> {
  for (const field of ['starts_at', 'ends_at'] as const) {
    if (!INSTANT.test(body[field]) || Number.isNaN(Date.parse(body[field]))) throw domainError('maintenanceTimeInvalid', { values: { field } });
  }
  const problem = windowProblem(body, now);
  if (problem === 'endsBeforeStart') throw domainError('maintenanceEndsBeforeStart');
  if (problem === 'endsInPast') throw domainError('maintenanceEndsInPast');
  const starts = new Date(body.starts_at).toISOString();
  const ends = new Date(body.ends_at).toISOString();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(210)`.execute(trx);
    const clash = await trx
      .selectFrom('maintenance_windows')
      .select(['starts_at', 'ends_at'])
      .where('ended_at', 'is', null)
      .where('starts_at', '<', new Date(ends))
      .where('ends_at', '>', new Date(starts))
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (clash) throw domainError('maintenanceOverlap', { values: { starts_at: clash.starts_at.toISOString(), ends_at: clash.ends_at.toISOString() } });
    const row = await trx
      .insertInto('maintenance_windows')
      .values({
        starts_at: starts, ends_at: ends, message_en: body.message_en.trim(), message_fr: body.message_fr.trim(),
        created_by_id: staff.id, created_by_name: `${staff.first_name} ${staff.last_name}`.trim() || staff.login,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toWire(row, now);
  });
}

/** Ends a window under way, or cancels one to come; one already over, or unknown, is a 404. */
export async function endWindow(db: Kysely<Database>, staff: SessionUser, id: string, now: Date): Promise<void> {
  const ended = await db
    .updateTable('maintenance_windows')
    .set({ ended_at: now.toISOString(), ended_by_name: `${staff.first_name} ${staff.last_name}`.trim() || staff.login })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) throw domainError('maintenanceWindowNotFound', { values: { id } });
}
