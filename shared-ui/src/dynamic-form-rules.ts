// The rules and answers of a dynamic form (document 3, 3 and 5): which fields show only a text, what each field
// answers, which answers stop the form from being saved, and what the save sends. Pure functions, apart from the
// renderer, so a form (the activity sign-up, the registration) checks and sends its answers without rendering.
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';

/** An answer: text for every input type, the chosen files for file loader and image loader. */
export type DynamicAnswer = string | File[];
/** The answers of a form by field id; a field without one answers its definition's value. */
export type DynamicValues = Record<number, DynamicAnswer>;
/** The problems of a form by field id: English source texts of the 'ui' namespace. */
export type DynamicProblems = Record<number, string>;

/** What the save sends: a value for every answered field, and the chosen files with the field they belong to. */
export interface DynamicFormAnswersToSend {
  fields: { id: number; name: string; value: string }[];
  files: { fieldId: number; file: File }[];
}

/** The English source texts of the problems. */
export const dynamicProblemTexts = {
  /** Nothing typed, ticked or chosen where the field needs it. */
  required: 'The field is required',
  /** A choice (pick list, lookup) with nothing chosen. */
  choiceRequired: 'Required',
  email: 'Please enter a valid email address',
  amount: 'Please enter a valid amount',
  fileType: 'Only images, PDF, Word, text and Excel files are accepted',
  imageType: 'Only images are accepted',
} as const;

/** The kinds that only show something (a text, a link, an image, HTML): nobody answers them. */
const shownOnly = new Set<DynamicInputType>([
  DynamicInputType.Label,
  DynamicInputType.Href,
  DynamicInputType.Image,
  DynamicInputType.Html,
]);

/** The kinds whose answer is files. */
const fileKinds = new Set<DynamicInputType>([DynamicInputType.FileLoader, DynamicInputType.ImageLoader]);

/** The kinds answered by choosing one of several options. */
const choiceKinds = new Set<DynamicInputType>([DynamicInputType.PickList, DynamicInputType.Lookup]);

/** True for the kinds that show a text, a link, an image or HTML and take no answer. */
export function isShownOnly(field: DynamicFormField): boolean {
  return shownOnly.has(field.columnDef);
}

/** True for file loader and image loader. */
export function isFileField(field: DynamicFormField): boolean {
  return fileKinds.has(field.columnDef);
}

/** The value of a pick list or lookup with nothing chosen ('Choose an option'). */
export const noChoice = '-1';

/** The colour a colour picker shows before one is chosen; it is also its answer, so what shows is what is sent. */
export const defaultColor = '#000000';

/** A field's text answer: what was typed or chosen, else its definition's value. */
export function textAnswer(field: DynamicFormField, values: DynamicValues): string {
  const answer = values[field.id];
  const text = typeof answer === 'string' ? answer : field.value;
  if (field.columnDef === DynamicInputType.Checkbox) return String(text === 'true');
  if (field.columnDef === DynamicInputType.ColorPicker) return text || defaultColor;
  return text;
}

/** A file field's chosen files (none before a choice). */
export function fileAnswer(field: DynamicFormField, values: DynamicValues): File[] {
  const answer = values[field.id];
  return Array.isArray(answer) ? answer : [];
}

/** A pick list's options: its comma-separated col1, each trimmed, empty ones left out. */
export function pickListOptions(field: DynamicFormField): string[] {
  return field.col1
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

// What the file loader takes (document 3, 5): images, pdf, docx, doc, txt and xlsx; the image loader images only.
// Images are the kinds the clubs' servers keep (png, jpeg, gif, webp): a phone then hands over a JPEG rather than
// its own format. Browsers do not always know a file's type (a .docx without Office installed), so a known
// extension counts as well. The server checks the content anyway.
const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const imageExtensions = ['.png', '.jpg', '.jpeg', '.gif', '.webp'];
const documentExtensions = ['.pdf', '.docx', '.doc', '.txt', '.xlsx'];

/** The `accept` attribute of a file field's input. */
export function acceptedFiles(field: DynamicFormField): string {
  const images = [...imageTypes, ...imageExtensions];
  return (
    field.columnDef === DynamicInputType.ImageLoader ? images : [...images, ...documentExtensions]
  ).join(',');
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

const isImage = (file: File) =>
  imageTypes.includes(file.type) || imageExtensions.includes(extensionOf(file.name));

/** True when a file field takes this file. */
export function acceptsFile(field: DynamicFormField, file: File): boolean {
  if (isImage(file)) return true;
  return (
    field.columnDef === DynamicInputType.FileLoader && documentExtensions.includes(extensionOf(file.name))
  );
}

/**
 * A link or image address a form may use: an http(s) URL or a path of the same origin; null for anything else
 * (javascript:, data:, protocol-relative addresses), which then shows as plain text or not at all.
 */
export function safeUrl(address: string): string | null {
  const url = address.trim();
  if (/^\/(?![/\\])/.test(url)) return url;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    // Only to check it parses ("http://" alone does not).
    new URL(url);
  } catch {
    return null;
  }
  return url;
}

// One @, no spaces, a dot in the domain: the shape the API's save of a form takes, so an address it would refuse is
// pointed out here first.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A currency answer as stored: a plain decimal, with at most two decimals and a dot ("1234.5"). */
export const plainAmount = /^\d+(\.\d{1,2})?$/;

/**
 * The problem of one field, or undefined. The rule of document 3, 5 ("every required field left empty shows 'The
 * field is required'; required inputs that are empty with no other error show 'Required'"), as the registration's
 * extra form has shown it:
 * - a required pick list or lookup with nothing chosen says 'Required' (a choice not made);
 * - every other required field left empty (text-like kinds, dates, hour, colour, a check not ticked, a file field
 *   without a file) says 'The field is required';
 * - a filled e-mail that does not look like one, a filled amount that is not one, and a chosen file of a type the
 *   field does not take say so, required or not;
 * - fields that only show something (label, href, image, HTML) and hidden fields never have a problem.
 */
export function dynamicFieldProblem(field: DynamicFormField, values: DynamicValues): string | undefined {
  if (isShownOnly(field) || field.columnDef === DynamicInputType.Hidden) return undefined;
  if (isFileField(field)) {
    const files = fileAnswer(field, values);
    if (files.length === 0) return field.required ? dynamicProblemTexts.required : undefined;
    if (files.every((file) => acceptsFile(field, file))) return undefined;
    return field.columnDef === DynamicInputType.ImageLoader
      ? dynamicProblemTexts.imageType
      : dynamicProblemTexts.fileType;
  }
  const answer = textAnswer(field, values).trim();
  if (choiceKinds.has(field.columnDef)) {
    return field.required && (answer === '' || answer === noChoice)
      ? dynamicProblemTexts.choiceRequired
      : undefined;
  }
  if (field.columnDef === DynamicInputType.Checkbox) {
    return field.required && answer !== 'true' ? dynamicProblemTexts.required : undefined;
  }
  if (answer === '') return field.required ? dynamicProblemTexts.required : undefined;
  if (field.columnDef === DynamicInputType.Email && !emailShape.test(answer))
    return dynamicProblemTexts.email;
  if (field.columnDef === DynamicInputType.Currency && !plainAmount.test(answer))
    return dynamicProblemTexts.amount;
  return undefined;
}

/** The problems of a form by field id; empty when it may be saved (saving is blocked while any exists). */
export function dynamicFormProblems(fields: DynamicFormField[], values: DynamicValues): DynamicProblems {
  const problems: DynamicProblems = {};
  for (const field of fields) {
    const problem = dynamicFieldProblem(field, values);
    if (problem) problems[field.id] = problem;
  }
  return problems;
}

/**
 * What the save sends: a value for every field somebody answers (hidden ones included, with their value; a check
 * 'true' or 'false'; a file field the names of its files joined by ','), and the files themselves with their
 * field's id. The fields that only show something are left out: they have nothing to save.
 */
export function dynamicAnswers(fields: DynamicFormField[], values: DynamicValues): DynamicFormAnswersToSend {
  const answers: DynamicFormAnswersToSend = { fields: [], files: [] };
  for (const field of fields) {
    if (isShownOnly(field)) continue;
    if (isFileField(field)) {
      const files = fileAnswer(field, values);
      answers.fields.push({
        id: field.id,
        name: field.name,
        value: files.map((file) => file.name).join(','),
      });
      answers.files.push(...files.map((file) => ({ fieldId: field.id, file })));
    } else {
      answers.fields.push({ id: field.id, name: field.name, value: textAnswer(field, values) });
    }
  }
  return answers;
}
