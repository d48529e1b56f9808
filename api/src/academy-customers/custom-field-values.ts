import { customerTextLimits, type CustomField } from '@club/shared-contracts/entities';
import { cleanCustomerLines } from '../http/customer-text.ts';
import { HttpError } from '../http/errors.ts';

/** Messages of a customFieldValues string that cannot be stored. */
export const CUSTOM_FIELD_TEXTS = {
  notJson: 'customFieldValues is not valid JSON',
  notList: 'customFieldValues must be a list of { customFieldId, value }',
  unknownField: 'customFieldValues names a custom field the club does not have',
  tooLong: `A custom field value must NOT have more than ${customerTextLimits.customFieldValue} characters`,
  notBool: 'A yes/no custom field takes "true" or "false"',
  notOption: 'A custom field value is not one of its options',
} as const;

const MAX_ENTRIES = 100;

/** The options of a picklist: its comma-separated values, each trimmed, empty ones left out. */
function pickListOptions(pickListValues: string): string[] {
  return pickListValues
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

function isEntry(value: unknown): value is { customFieldId: number; value: string } {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return Number.isInteger(entry.customFieldId) && typeof entry.value === 'string';
}

/**
 * Reads the customFieldValues JSON string of the account save ([{ customFieldId, value }], other properties
 * ignored) against the club's custom fields with the customer's stored answers: answers each field's cleaned and
 * trimmed value, or throws a 400 that says what is wrong. An empty answer clears the field. A picklist answer is one of the
 * options, or the stored answer unchanged: the club may have changed the options since it was given.
 */
export function parseCustomFieldValues(json: string, stored: readonly CustomField[]): Map<number, string> {
  const fields = new Map(stored.map((field) => [field.customFieldId, field]));
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new HttpError(400, CUSTOM_FIELD_TEXTS.notJson);
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_ENTRIES || !parsed.every(isEntry)) {
    throw new HttpError(400, CUSTOM_FIELD_TEXTS.notList);
  }
  const answers = new Map<number, string>();
  for (const entry of parsed) {
    const field = fields.get(entry.customFieldId);
    if (!field) throw new HttpError(400, CUSTOM_FIELD_TEXTS.unknownField);
    // A text answer may have several lines; it is cleaned by the customer text rule like every other text.
    const value = cleanCustomerLines(entry.value).trim();
    if (value.length > customerTextLimits.customFieldValue)
      throw new HttpError(400, CUSTOM_FIELD_TEXTS.tooLong);
    if (field.fieldType === 'bool' && !['', 'true', 'false'].includes(value)) {
      throw new HttpError(400, CUSTOM_FIELD_TEXTS.notBool);
    }
    const isOption =
      value === '' || value === field.value || pickListOptions(field.pickListValues).includes(value);
    if (field.fieldType === 'picklist' && !isOption) {
      throw new HttpError(400, CUSTOM_FIELD_TEXTS.notOption);
    }
    answers.set(entry.customFieldId, value);
  }
  return answers;
}
