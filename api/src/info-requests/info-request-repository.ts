import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/database.ts';

/** A visitor's question from the footer form. */
export interface NewInfoRequest {
  email: string;
  question: string;
  origin: string;
}

/** Stored "Request more info" questions. */
export interface InfoRequestRepository {
  add(request: NewInfoRequest): number;
}

/** Creates the info request repository. */
export function createInfoRequestRepository(db: DatabaseSync, now: () => Date): InfoRequestRepository {
  return {
    add(request) {
      return insertRow(
        db,
        'INSERT INTO info_requests (email, question, origin, created) VALUES (?, ?, ?, ?)',
        request.email,
        request.question,
        request.origin,
        now().toISOString(),
      );
    },
  };
}
