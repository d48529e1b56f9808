import type { CustomField, CustomFieldValue } from '@club/shared-contracts/entities';

/** The answers to the club's custom fields as typed, by customFieldId; a bool field holds "true" or "false". */
export type CustomFieldAnswers = Record<number, string>;

/** The options of a picklist (document 1, 2.13): the comma-separated pickListValues, each trimmed, empties left out. */
export function pickListOptions(pickListValues: string): string[] {
  return pickListValues
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

/** The customer's answers as stored. */
export function answersOf(fields: readonly CustomField[]): CustomFieldAnswers {
  return Object.fromEntries(fields.map((field) => [field.customFieldId, field.value]));
}

/** The customFieldValues of the account save: a JSON string of `[{ customFieldId, value }]` for every field. */
export function customFieldValuesJson(fields: readonly CustomField[]): string {
  const values: CustomFieldValue[] = fields.map((field) => ({
    customFieldId: field.customFieldId,
    value: field.value,
  }));
  return JSON.stringify(values);
}
