import type { DatabaseSync } from 'node:sqlite';
import { allRows } from '../db/database.ts';

/** A file attached to a record (gallery picture, sponsor logo, …). */
export interface FileUpload {
  fileName: string;
  description: string;
}

/** Files attached to records, listed by parent and category. */
export interface FileRepository {
  list(parentName: string, parentId: number, category: string): FileUpload[];
}

/** Creates the file upload repository. */
export function createFileRepository(db: DatabaseSync): FileRepository {
  return {
    list(parentName, parentId, category) {
      return allRows<{ file_name: string; description: string }>(
        db,
        `SELECT file_name, description FROM file_uploads
         WHERE parent_name = ? AND parent_id = ? AND category = ? ORDER BY position, id`,
        parentName,
        parentId,
        category,
      ).map((row) => ({ fileName: row.file_name, description: row.description }));
    },
  };
}
