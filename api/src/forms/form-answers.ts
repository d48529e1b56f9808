// The answers of a dynamic form checked on the server, as the renderer checks them (document 3, 5 Dynamic form):
// every required field answered (a required checkbox ticked, a required file loader with a file), each answer in
// its input type's form (form-repository.ts says which), the legal conditions accepted. A hidden field keeps the
// value its definition gives; fields that only show something are not answered.
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import { ACTIVITY_TEXTS } from '../activities/activity-texts.ts';
import { FILE_TYPES, SHOWN_ONLY, type FormAnswer } from './form-repository.ts';

/** An answer as sent. */
export interface SentAnswer {
  id: number;
  name?: string;
  value?: string;
}

/** What the save sends besides the answers. */
export interface SentForm {
  acceptConditions: boolean;
  answers: readonly SentAnswer[];
  /** How many files were sent for each field. */
  fileCounts: ReadonlyMap<number, number>;
}

/** The answers to store (a file field's are written once its files are stored), or why the save is refused. */
export type AnswersCheck = { ok: true; answers: FormAnswer[] } | { ok: false; errorMsg: string };

const FORMS: Partial<Record<DynamicInputType, RegExp>> = {
  [DynamicInputType.Email]: /^[^\s@]+@[^\s@]+\.[^\s@]+$/u,
  [DynamicInputType.Checkbox]: /^(true|false)$/,
  [DynamicInputType.Date]: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/,
  [DynamicInputType.DateWithoutTime]: /^\d{4}-\d{2}-\d{2}$/,
  [DynamicInputType.HourPicker]: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
  [DynamicInputType.ColorPicker]: /^#[0-9a-fA-F]{6}$/,
  [DynamicInputType.Currency]: /^-?\d{1,9}([.,]\d{1,2})?$/,
  [DynamicInputType.Lookup]: /^\d{1,10}$/,
};

/** What a pick list or lookup with nothing chosen answers ('Choose an option'), as the renderer sends it. */
const NO_CHOICE = '-1';
const CHOICES: ReadonlySet<DynamicInputType> = new Set([DynamicInputType.PickList, DynamicInputType.Lookup]);

/** A pick list's options: its comma-separated col1, each trimmed (as the host's registration form reads it). */
export const pickListOptions = (field: DynamicFormField): string[] =>
  field.col1
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');

// Why an answer does not fit its field, or null.
function misfit(field: DynamicFormField, value: string): string | null {
  const invalid = ACTIVITY_TEXTS.fieldInvalid(field.label);
  const pattern = FORMS[field.columnDef];
  if (pattern && !pattern.test(value)) return invalid;
  if (field.columnDef === DynamicInputType.PickList && !pickListOptions(field).includes(value))
    return invalid;
  const maxLength = /^\d+$/.test(field.col2) ? Number(field.col2) : null;
  if (maxLength !== null && maxLength > 0 && [...value].length > maxLength) return invalid;
  return null;
}

/** Checks a save's answers against the form's fields. */
export function checkAnswers(fields: readonly DynamicFormField[], sent: SentForm): AnswersCheck {
  if (!sent.acceptConditions) return { ok: false, errorMsg: ACTIVITY_TEXTS.acceptConditions };
  const answers: FormAnswer[] = [];
  for (const field of fields) {
    if (SHOWN_ONLY.has(field.columnDef)) continue;
    if (FILE_TYPES.has(field.columnDef)) {
      if (field.required && !sent.fileCounts.get(field.id))
        return { ok: false, errorMsg: ACTIVITY_TEXTS.fieldRequired(field.label) };
      continue;
    }
    if (field.columnDef === DynamicInputType.Hidden) {
      answers.push({ fieldId: field.id, value: field.value });
      continue;
    }
    const raw = sent.answers.find((answer) => answer.id === field.id)?.value ?? '';
    // A password is taken as typed; other answers without the spaces around them.
    const value = field.columnDef === DynamicInputType.Password ? raw : raw.trim();
    const unanswered =
      value === '' ||
      (CHOICES.has(field.columnDef) && value === NO_CHOICE) ||
      (field.columnDef === DynamicInputType.Checkbox && field.required && value !== 'true');
    if (unanswered) {
      if (field.required) return { ok: false, errorMsg: ACTIVITY_TEXTS.fieldRequired(field.label) };
      continue;
    }
    const problem = misfit(field, value);
    if (problem) return { ok: false, errorMsg: problem };
    answers.push({ fieldId: field.id, value });
  }
  return { ok: true, answers };
}
