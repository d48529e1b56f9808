// A customer's communications (document 3, 2): the e-mails of the outbox (activation, reset, receipts, place offers)
// and the SMS the club sent, newest first.
import type { DatabaseSync } from 'node:sqlite';
import { allRows, getRow } from '../db/database.ts';
import { listOutbox } from './outbox-repository.ts';

/** An e-mail as the customer reads it. */
export interface CustomerEmail {
  id: number;
  subject: string;
  /** HTML. */
  body: string;
  created: string;
}

/** An SMS as the customer reads it. */
export interface CustomerSms {
  body: string;
  created: string;
}

/** The e-mails and SMS sent to a customer, newest first. */
export function listCustomerComms(
  db: DatabaseSync,
  customerId: number,
): { emails: CustomerEmail[]; smss: CustomerSms[] } {
  return {
    emails: listOutbox(db, customerId).map(({ id, subject, body, created }) => ({
      id,
      subject,
      body,
      created,
    })),
    smss: allRows<CustomerSms>(
      db,
      'SELECT body, created FROM customer_sms WHERE customer_id = ? ORDER BY created DESC, id DESC',
      customerId,
    ),
  };
}

/** One e-mail sent to the customer; undefined for an unknown id and for another customer's e-mail alike. */
export function findCustomerEmail(
  db: DatabaseSync,
  id: number,
  customerId: number,
): CustomerEmail | undefined {
  return getRow<CustomerEmail>(
    db,
    'SELECT id, subject, body, created FROM outbox WHERE id = ? AND customer_id = ?',
    id,
    customerId,
  );
}
