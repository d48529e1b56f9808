// The files of a dynamic form's file and image loaders (document 3, 5: images, pdf, docx, doc, txt and xlsx): what a
// file is, told by its content (its first bytes), never by the type the browser claims; a name whose extension
// says otherwise is refused too (an HTML page named .png, a program named .pdf). Stored under a random name alone
// in the app's form files folder, so the name a customer's computer gave it is never part of a path.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The limits of a form's files: each file, all of them together, and how many. */
export const FORM_FILE_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  requestBytes: 20 * 1024 * 1024,
  files: 10,
} as const;

/** A kind of file a loader takes, with the extensions its name may have. */
interface FileKind {
  contentType: string;
  extensions: readonly string[];
  image: boolean;
}

const KINDS = {
  png: { contentType: 'image/png', extensions: ['png'], image: true },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], image: true },
  gif: { contentType: 'image/gif', extensions: ['gif'], image: true },
  webp: { contentType: 'image/webp', extensions: ['webp'], image: true },
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], image: false },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    image: false,
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    image: false,
  },
  // Word 97-2003 (and Excel 97-2003, the same container).
  doc: { contentType: 'application/msword', extensions: ['doc', 'xls'], image: false },
  txt: { contentType: 'text/plain; charset=utf-8', extensions: ['txt', 'csv'], image: false },
} as const satisfies Record<string, FileKind>;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

// A docx or xlsx file is a zip whose entries are named word/… or xl/…; the names are plain text in the archive's
// headers. Any other zip (one holding a program, say) is none of the kinds taken.
function officeKindOf(bytes: Buffer): FileKind | undefined {
  const names = bytes.toString('latin1');
  if (!names.includes('[Content_Types].xml')) return undefined;
  if (names.includes('word/')) return KINDS.docx;
  if (names.includes('xl/')) return KINDS.xlsx;
  return undefined;
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What the bytes of a file are, by their signature; undefined for anything a loader does not take. */
export function fileKindOf(bytes: Buffer): FileKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpeg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return KINDS.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return KINDS.webp;
  if (startsWith(bytes, ascii('%PDF-'))) return KINDS.pdf;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeKindOf(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return KINDS.doc;
  return isPlainText(bytes) ? KINDS.txt : undefined;
}

/** The extension of a file name, lower case ('' when it has none). */
const extensionOf = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
};

/**
 * The content type of a file a loader takes: its bytes are one of the kinds taken (images only for an image
 * loader), and its name's extension is one of that kind's; undefined otherwise.
 */
export function acceptedContentType(bytes: Buffer, name: string, imagesOnly: boolean): string | undefined {
  const kind = fileKindOf(bytes);
  if (!kind || (imagesOnly && !kind.image)) return undefined;
  return kind.extensions.includes(extensionOf(name)) ? kind.contentType : undefined;
}

/** Stores a file's bytes in the folder under a new random name (32 hex digits), which it answers. */
export async function storeFormFile(folder: string, bytes: Buffer): Promise<string> {
  await mkdir(folder, { recursive: true });
  const id = randomBytes(16).toString('hex');
  // 'wx': never over an existing file.
  await writeFile(join(folder, id), bytes, { flag: 'wx', mode: 0o600 });
  return id;
}

/** Removes stored files (of a save that was refused after they were written). */
export async function removeFormFiles(folder: string, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => rm(join(folder, id), { force: true })));
}
