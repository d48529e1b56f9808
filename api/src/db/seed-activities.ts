// The activities area of the demo data (document 3, 2 Activity detail, 4 Activity sign-up): the activities of
// DEMO_ACTIVITIES, dated from the seed's day so they are upcoming, with their categories and sign-up forms.
import type { DatabaseSync } from 'node:sqlite';
import { addDays, clubMoment } from '../bookings/club-time.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { getRow, runSql } from './database.ts';
import { DEMO_ACTIVITIES, type DemoActivity, type SeedContext } from './demo-club.ts';

function writeActivity(db: DatabaseSync, activity: DemoActivity, today: string, nowIso: string): void {
  const startDay = addDays(today, activity.startDays);
  const end = activity.end ? `${addDays(startDay, activity.end.days)}T${activity.end.time}:00` : null;
  runSql(
    db,
    `INSERT INTO activities (id, name, start_at, end_at, poster, description, online_sign_up, partner_inscription,
       price_cents, max_places, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    activity.id,
    activity.name,
    `${startDay}T${activity.start}:00`,
    end,
    activity.poster,
    activity.description,
    activity.onlineSignUp ? 1 : 0,
    activity.partnerInscription ? 1 : 0,
    activity.priceCents,
    activity.maxPlaces,
    nowIso,
  );
  activity.categories.forEach((name, position) => {
    runSql(
      db,
      'INSERT INTO activity_categories (activity_id, name, position) VALUES (?, ?, ?)',
      activity.id,
      name,
      position,
    );
  });
  activity.form.forEach((field, position) => {
    runSql(
      db,
      `INSERT INTO dynamic_form_fields (parent_name, parent_id, position, name, label, default_value, required,
         col1, col2, column_def)
       VALUES ('Activity', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      activity.id,
      position,
      field.name,
      field.label,
      field.value ?? '',
      field.required ? 1 : 0,
      field.col1 ?? '',
      field.col2 ?? '',
      field.columnDef,
    );
  });
}

/** Seeds the demo activities (an activity id already taken is left as it is). */
export function seedActivities(db: DatabaseSync, { now }: SeedContext): void {
  const timeZone =
    getRow<{ time_zone: string }>(db, 'SELECT time_zone FROM club WHERE id = ?', CLUB_ID)?.time_zone ??
    'Europe/Madrid';
  const today = clubMoment(now, timeZone).day;
  for (const activity of Object.values(DEMO_ACTIVITIES)) {
    if (getRow(db, 'SELECT 1 FROM activities WHERE id = ?', activity.id)) continue;
    writeActivity(db, activity, today, now.toISOString());
  }
}
