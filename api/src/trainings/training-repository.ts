// The club's team trainings as a customer sees them: the ones the customer attends, next and past, and one in
// detail with the customer's attendance and its media. Day and start are club-local, as bookings store them.
import type { DatabaseSync } from 'node:sqlite';
import type { Training, TrainingLists, TrainingSummary } from '@club/shared-contracts/training-entities';
import { clubMoment, localDateTime } from '../bookings/club-time.ts';
import { allRows, getRow } from '../db/database.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';

/** A training of a customer's lists: the wire summary plus its team and club-local day and start minute. */
export interface CustomerTraining extends TrainingSummary {
  teamName: string;
  /** Club-local day, yyyy-MM-dd. */
  day: string;
  /** Minutes from the club-local midnight. */
  startMinute: number;
}

/** A customer's trainings: next soonest first, past newest first. */
export interface CustomerTrainings {
  next: CustomerTraining[];
  past: CustomerTraining[];
}

interface TrainingRow {
  id: number;
  team_name: string;
  day: string;
  start_minute: number;
  duration: number;
  description: string;
  public_comments: string;
  presented: number;
}

const SELECT_TRAINING = `SELECT t.id, t.team_name, t.day, t.start_minute, t.duration, t.description, t.public_comments,
    a.presented
  FROM trainings t JOIN training_attendees a ON a.training_id = t.id`;

const clubTimeZone = (db: DatabaseSync): string =>
  getRow<{ time_zone: string }>(db, 'SELECT time_zone FROM club WHERE id = ?', CLUB_ID)?.time_zone ?? 'UTC';

const customerTraining = (row: TrainingRow): CustomerTraining => ({
  id: row.id,
  start: localDateTime({ day: row.day, minute: row.start_minute }),
  duration: row.duration,
  description: row.description,
  teamName: row.team_name,
  day: row.day,
  startMinute: row.start_minute,
});

/**
 * The trainings a customer attends, split at `now` (club time): a training is next until it starts, then past.
 * `timeZone` defaults to the club's. Reusable by any caller with the database (My bookings, calendar files).
 */
export function listCustomerTrainings(
  db: DatabaseSync,
  customerId: number,
  now: Date,
  timeZone: string = clubTimeZone(db),
): CustomerTrainings {
  const { day, minute } = clubMoment(now, timeZone);
  const rows = allRows<TrainingRow>(
    db,
    `${SELECT_TRAINING} WHERE a.customer_id = ? ORDER BY t.day, t.start_minute, t.id`,
    customerId,
  ).map(customerTraining);
  const isNext = (training: CustomerTraining) =>
    training.day > day || (training.day === day && training.startMinute > minute);
  return {
    next: rows.filter(isNext),
    past: rows.filter((training) => !isNext(training)).reverse(),
  };
}

/** The wire lists: the summaries without the server's extra fields. */
export function trainingListsOf(trainings: CustomerTrainings): TrainingLists {
  const summary = ({ id, start, duration, description }: CustomerTraining): TrainingSummary => ({
    id,
    start,
    duration,
    description,
  });
  return { next: trainings.next.map(summary), past: trainings.past.map(summary) };
}

interface MediaRow {
  kind: 'image' | 'video' | 'file';
  title: string;
  url: string;
  width: number | null;
  height: number | null;
}

/** A training the customer attends, in detail; undefined when there is none or the customer does not attend it. */
export function customerTrainingDetail(
  db: DatabaseSync,
  customerId: number,
  trainingId: number,
): Training | undefined {
  const row = getRow<TrainingRow>(
    db,
    `${SELECT_TRAINING} WHERE a.customer_id = ? AND t.id = ?`,
    customerId,
    trainingId,
  );
  if (!row) return undefined;
  const media = allRows<MediaRow>(
    db,
    'SELECT kind, title, url, width, height FROM training_media WHERE training_id = ? ORDER BY kind, position, id',
    trainingId,
  );
  return {
    id: row.id,
    start: localDateTime({ day: row.day, minute: row.start_minute }),
    duration: row.duration,
    description: row.description,
    presented: row.presented === 1,
    publicComments: row.public_comments,
    gallery: media
      .filter((item) => item.kind === 'image')
      .map(({ url, title, width, height }) => ({ url, title, width: width ?? 0, height: height ?? 0 })),
    videos: media.filter((item) => item.kind === 'video').map(({ url, title }) => ({ title, url })),
    files: media.filter((item) => item.kind === 'file').map(({ url, title }) => ({ url, title })),
  };
}
