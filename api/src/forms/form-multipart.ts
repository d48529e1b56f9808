// Reading the dynamic form's save from multipart form data (document 3, 7): the text parts become the same body a
// JSON save has, for the route's schema to check, and the files are read into memory within FORM_FILE_LIMITS. A
// limit passed or a broken form answers 4xx with a message; the rest of the request is read and dropped, so the
// browser gets the answer rather than a closed connection.
import type { FastifyRequest } from 'fastify';
import { ACTIVITY_TEXTS } from '../activities/activity-texts.ts';
import { HttpError } from '../http/errors.ts';
import { FORM_FILE_LIMITS } from './form-files.ts';

/** A file sent for a field: `files[<fieldId>]`, with the name it had. */
export interface UploadedFile {
  fieldId: number;
  originalName: string;
  bytes: Buffer;
}

/** The save as read: its body (checked by the route's schema) and its files. */
export interface MultipartSave {
  body: Record<string, unknown>;
  files: UploadedFile[];
}

const MEGABYTE = 1024 * 1024;
/** The longest text part (a text area's answer is at most 4,000 characters of up to 4 bytes). */
const FIELD_BYTES = 16 * 1024;

/** The busboy limits of the save's parts. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: FIELD_BYTES,
  fields: 400,
  fileSize: FORM_FILE_LIMITS.fileBytes,
  files: FORM_FILE_LIMITS.files,
  parts: 420,
  headerPairs: 50,
} as const;

const TOP_FIELDS = new Set([
  'parentName',
  'parentId',
  'customerId',
  'okRss',
  'acceptConditions',
  'partnerCustomerId',
  'activityCategoryId',
]);
const OPTIONAL_IDS = new Set(['partnerCustomerId', 'activityCategoryId']);
const NUMBERS = new Set(['parentId', 'customerId', 'partnerCustomerId', 'activityCategoryId', 'id']);
const FLAGS = new Set(['okRss', 'acceptConditions']);
const LIST_FIELD = /^Fields\[(\d{1,3})\]\.(id|name|value)$/;
const FILE_PART = /^files\[(\d{1,10})\]$/;

// A form value as the JSON body would carry it: whole numbers and flags written plainly become numbers and
// booleans, an empty optional id null; anything else stays text for the schema to refuse.
function typed(name: string, text: string): unknown {
  if (OPTIONAL_IDS.has(name) && (text === '' || text === 'null')) return null;
  if (NUMBERS.has(name)) return /^-?\d{1,10}$/.test(text) ? Number(text) : text;
  if (FLAGS.has(name)) return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

function limitError(error: unknown): HttpError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, ACTIVITY_TEXTS.fileTooLarge(FORM_FILE_LIMITS.fileBytes / MEGABYTE));
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(413, ACTIVITY_TEXTS.tooManyFiles(FORM_FILE_LIMITS.files));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(413, ACTIVITY_TEXTS.badForm);
  return new HttpError(400, ACTIVITY_TEXTS.badForm);
}

/** Reads a multipart save; throws an HttpError (400, 413) for a broken form or a limit passed. */
export async function readMultipartSave(request: FastifyRequest): Promise<MultipartSave> {
  const body: Record<string, unknown> = {};
  const list = new Map<number, Record<string, unknown>>();
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const fieldId = FILE_PART.exec(part.fieldname)?.[1];
        if (fieldId === undefined) throw new HttpError(400, ACTIVITY_TEXTS.fileField);
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > FORM_FILE_LIMITS.requestBytes) {
          throw new HttpError(413, ACTIVITY_TEXTS.requestTooLarge(FORM_FILE_LIMITS.requestBytes / MEGABYTE));
        }
        if (bytes.length > 0) files.push({ fieldId: Number(fieldId), originalName: part.filename, bytes });
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(400, ACTIVITY_TEXTS.badForm);
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const listed = LIST_FIELD.exec(part.fieldname);
      if (listed) {
        const index = Number(listed[1]);
        const entry = list.get(index) ?? {};
        entry[listed[2]!] = typed(listed[2]!, value);
        list.set(index, entry);
      } else if (TOP_FIELDS.has(part.fieldname)) {
        body[part.fieldname] = typed(part.fieldname, value);
      }
    }
  } catch (error) {
    // The rest of the body is read and dropped, so the answer reaches the browser.
    request.raw.resume();
    throw error instanceof HttpError ? error : limitError(error);
  }
  if (list.size > 0) body.Fields = [...list.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  return { body, files };
}
