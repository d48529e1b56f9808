// The dynamic forms a club defines on a record (document 3, 3 Dynamic form field): the fields of an activity's
// sign-up or of the registration, and the answers and files a customer saves.
import type { DatabaseSync } from 'node:sqlite';
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import { allRows, runSql } from '../db/database.ts';

/** The records a form belongs to. */
export const FORM_PARENTS = ['Activity', 'Customer'] as const;
/** One of the records a form belongs to. */
export type FormParent = (typeof FORM_PARENTS)[number];

/*
 * Field columns by input type: what `col1` and `col2` hold, and what the answer (`value`) is, for each input type (columnDef). A field's `value`
 * in the definition is its default answer; `label` is the text shown beside the input (or the text itself for a
 * label). Types that only show something carry it in col1 and are not answered.
 *
 * | columnDef        | col1                                              | col2                    | answer                      |
 * | ---------------- | ------------------------------------------------- | ----------------------- | --------------------------- |
 * | label            | –                                                 | –                       | none (shows `label`)        |
 * | href             | the link's URL (http(s) or a site path)           | –                       | none (`label` is its text)  |
 * | image            | the picture: a file of Settings.Uploads or a URL  | –                       | none (`label` is its alt)   |
 * | html             | the HTML shown (sanitized)                        | –                       | none                        |
 * | text, password   | placeholder                                       | maximum length (digits) | the text                    |
 * | email            | placeholder                                       | maximum length (digits) | an e-mail address           |
 * | textarea         | placeholder                                       | maximum length (digits) | the text, line breaks kept  |
 * | picklist         | the options, comma-separated (each trimmed)       | –                       | one of the options          |
 * | lookup           | the controller: rows from POST /api/public{col1}/list with `{ search }`, from 3 characters | – | the chosen row's id |
 * | checkbox         | –                                                 | –                       | `true` or `false`; required means `true` |
 * | date             | –                                                 | –                       | `YYYY-MM-DDTHH:mm`          |
 * | datewithouttime  | –                                                 | –                       | `YYYY-MM-DD`                |
 * | hourpicker       | –                                                 | –                       | `HH:mm`                     |
 * | colorpicker      | –                                                 | –                       | `#rrggbb`                   |
 * | currency         | –                                                 | –                       | an amount, `12.50` or `12,50` |
 * | hidden           | –                                                 | –                       | its default `value`, as defined |
 * | fileloader       | –                                                 | –                       | files: images, pdf, docx, doc, txt, xlsx |
 * | imageloader      | –                                                 | –                       | files: images (png, jpeg, gif, webp) |
 *
 * A password answer is stored only as its hash. The demo lookup names `customers` (the customers' lookup,
 * POST /api/publiccustomers/list, logged-in callers, answering `rowData` of `{ id, name, surname, logo }`).
 */

/** Input types that only show something: nothing to answer. */
export const SHOWN_ONLY: ReadonlySet<DynamicInputType> = new Set([
  DynamicInputType.Label,
  DynamicInputType.Href,
  DynamicInputType.Image,
  DynamicInputType.Html,
]);

/** Input types answered with files. */
export const FILE_TYPES: ReadonlySet<DynamicInputType> = new Set([
  DynamicInputType.FileLoader,
  DynamicInputType.ImageLoader,
]);

interface FieldRow {
  id: number;
  name: string;
  label: string;
  default_value: string;
  required: number;
  col1: string;
  col2: string;
  column_def: DynamicInputType;
}

/** A saved answer to a field (a file field's answer is the ids of its stored files, comma-separated). */
export interface FormAnswer {
  fieldId: number;
  value: string;
}

/** A file stored in the form files folder, to be recorded with the answers. */
export interface StoredFormFile {
  id: string;
  fieldId: number;
  originalName: string;
  contentType: string;
  size: number;
}

/** Where saved answers belong: a customer, and the sign-up they were given for (null for the customer record). */
export interface AnswerOwner {
  customerId: number;
  inscriptionId: number | null;
}

/** The dynamic forms' reads and writes. */
export interface FormRepository {
  /** The fields of a record's form in the club's order (empty when it has none). */
  listFields(parentName: string, parentId: number): DynamicFormField[];
  /** Records answers and files (inside the caller's transaction); a customer's earlier answers to them go. */
  saveAnswers(
    owner: AnswerOwner,
    answers: readonly FormAnswer[],
    files: readonly StoredFormFile[],
    nowIso: string,
  ): void;
}

/** Creates the dynamic forms' repository. */
export function createFormRepository(db: DatabaseSync): FormRepository {
  return {
    listFields(parentName, parentId) {
      return allRows<FieldRow>(
        db,
        `SELECT id, name, label, default_value, required, col1, col2, column_def FROM dynamic_form_fields
         WHERE parent_name = ? AND parent_id = ? ORDER BY position, id`,
        parentName,
        parentId,
      ).map((row) => ({
        id: row.id,
        name: row.name,
        label: row.label,
        value: row.default_value,
        required: row.required === 1,
        col1: row.col1,
        col2: row.col2,
        columnDef: row.column_def,
        isFile: FILE_TYPES.has(row.column_def),
      }));
    },
    saveAnswers(owner, answers, files, nowIso) {
      for (const answer of answers) {
        runSql(
          db,
          'DELETE FROM dynamic_form_answers WHERE field_id = ? AND customer_id = ? AND inscription_id IS ?',
          answer.fieldId,
          owner.customerId,
          owner.inscriptionId,
        );
        runSql(
          db,
          `INSERT INTO dynamic_form_answers (field_id, customer_id, inscription_id, value, created)
           VALUES (?, ?, ?, ?, ?)`,
          answer.fieldId,
          owner.customerId,
          owner.inscriptionId,
          answer.value,
          nowIso,
        );
      }
      for (const file of files) {
        runSql(
          db,
          `INSERT INTO dynamic_form_files (id, field_id, customer_id, inscription_id, original_name, content_type, size,
             created)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          file.id,
          file.fieldId,
          owner.customerId,
          owner.inscriptionId,
          file.originalName,
          file.contentType,
          file.size,
          nowIso,
        );
      }
    },
  };
}
