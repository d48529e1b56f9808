import type { DatabaseSync } from 'node:sqlite';
import { allRows, insertRow } from '../db/database.ts';

/** A mail the club sent (kept in the outbox; there is no SMTP in the demo). */
export interface OutboxMail {
  id: number;
  customerId: number | null;
  email: string;
  subject: string;
  /** HTML, including the link path for activation and reset mails. */
  body: string;
  created: string;
}

/** A mail to put in the outbox. */
export interface NewMail {
  customerId: number | null;
  email: string;
  subject: string;
  body: string;
}

interface OutboxRow {
  id: number;
  customer_id: number | null;
  email: string;
  subject: string;
  body: string;
  created: string;
}

/** A customer's mails, newest first (later shown as the customer's communications). */
export function listOutbox(db: DatabaseSync, customerId: number): OutboxMail[] {
  return allRows<OutboxRow>(
    db,
    'SELECT id, customer_id, email, subject, body, created FROM outbox WHERE customer_id = ? ORDER BY created DESC, id DESC',
    customerId,
  ).map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    email: row.email,
    subject: row.subject,
    body: row.body,
    created: row.created,
  }));
}

/** The outbox: mails are queued here instead of being sent. */
export interface OutboxRepository {
  queue(mail: NewMail): number;
  listByCustomer(customerId: number): OutboxMail[];
}

/** Creates the outbox repository. */
export function createOutboxRepository(db: DatabaseSync, now: () => Date): OutboxRepository {
  return {
    queue(mail) {
      return insertRow(
        db,
        'INSERT INTO outbox (customer_id, email, subject, body, created) VALUES (?, ?, ?, ?, ?)',
        mail.customerId,
        mail.email,
        mail.subject,
        mail.body,
        now().toISOString(),
      );
    },
    listByCustomer: (customerId) => listOutbox(db, customerId),
  };
}
