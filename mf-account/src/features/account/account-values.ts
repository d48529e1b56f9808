// What the Personal Data and Address tabs edit, the checks made before sending (document 1, 5) and the save body
// (PUT put-json), which always carries the whole record: each tab sends its own fields as typed and the others as
// they were last saved, so an unsaved change on one tab never leaves with the other's Save.
import {
  customerTextLimits,
  type Customer,
  type CustomerGender,
  type CustomerSavePayload,
} from '@club/shared-contracts/entities';
import { readBirthDate, showBirthDate } from './birth-date';
import { answersOf, customFieldValuesJson, type CustomFieldAnswers } from './custom-fields';

/** The texts of the Personal Data tab. */
const personalTextFields = [
  'name',
  'surname',
  'email',
  'email2',
  'email3',
  'phone',
  'phone2',
  'phone3',
] as const;
/** The texts of the Address tab. */
const addressFields = ['addressLine1', 'postalCode', 'city', 'town', 'country'] as const;

/** A text of the Personal Data tab. */
export type PersonalTextField = (typeof personalTextFields)[number];
/** A text of the Address tab. */
export type AddressField = (typeof addressFields)[number];
/** A text of the account form. */
export type AccountTextField = PersonalTextField | AddressField;

/** The account as typed in its form. */
export type AccountValues = Record<AccountTextField, string> & {
  gender: CustomerGender | null;
  /** As typed, in the club's date format. */
  birthDate: string;
  okRss: boolean;
  acceptConditions: boolean;
  customFields: CustomFieldAnswers;
};

/** The tab that saves: each sends its own fields. */
export type AccountPart = 'personal-data' | 'address';

/** Where a problem shows: a field of the form, or a custom field as `custom-{customFieldId}`. */
export type ProblemField = AccountTextField | 'birthDate' | `custom-${number}`;

/** The English source texts of the form's problems. */
export const problemTexts = {
  required: 'The field is required',
  invalidEmail: 'Please enter a valid email address',
  tooLong: 'Maximum length is {{max}}',
  invalidDate: 'Please enter a valid date',
  futureDate: 'The birth date cannot be in the future',
} as const;

/** One problem: the source text and what it interpolates. */
export interface Problem {
  text: (typeof problemTexts)[keyof typeof problemTexts];
  values?: Record<string, string | number>;
}

/** The problems of a form by field, in the form's order; empty when it may be sent. */
export type Problems = Partial<Record<ProblemField, Problem>>;

const requiredFields = ['name', 'surname', 'email', 'phone'] as const;
const emailFields = ['email', 'email2', 'email3'] as const;
// The shape the API checks too: something, one @, a domain with a dot, no spaces.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's values for a customer record; the birth date in the given format. */
export function valuesOf(customer: Customer, dateFormat: string): AccountValues {
  return {
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    email2: customer.email2,
    email3: customer.email3,
    phone: customer.phone,
    phone2: customer.phone2,
    phone3: customer.phone3,
    addressLine1: customer.addressLine1,
    postalCode: customer.postalCode,
    city: customer.city,
    town: customer.town,
    country: customer.country,
    gender: customer.gender,
    birthDate: showBirthDate(customer.birthDate, dateFormat),
    okRss: customer.okRss,
    acceptConditions: customer.acceptConditions,
    customFields: answersOf(customer.customFields),
  };
}

function textProblems(values: AccountValues, fields: readonly AccountTextField[]): Problems {
  const problems: Problems = {};
  for (const field of fields) {
    const value = values[field].trim();
    const max = customerTextLimits[field];
    if (value.length > max) problems[field] = { text: problemTexts.tooLong, values: { max } };
  }
  return problems;
}

/**
 * The problems of the Personal Data tab: name, surname, e-mail and phone required ("The field is required", each
 * on its field), e-mails well formed, no text longer than the API takes, a real birth date that is not in the
 * future, custom answers within their limit.
 */
function personalDataProblems(
  values: AccountValues,
  customer: Customer,
  dateFormat: string,
  today: Date,
): Problems {
  const problems = textProblems(values, personalTextFields);
  for (const field of emailFields) {
    const value = values[field].trim();
    if (value && !problems[field] && !emailShape.test(value)) {
      problems[field] = { text: problemTexts.invalidEmail };
    }
  }
  for (const field of requiredFields) {
    if (!values[field].trim()) problems[field] = { text: problemTexts.required };
  }
  const birthDate = readBirthDate(values.birthDate, dateFormat, today);
  if ('problem' in birthDate) {
    // The field's hint shows an example of the format beside the message.
    problems.birthDate = {
      text: birthDate.problem === 'future' ? problemTexts.futureDate : problemTexts.invalidDate,
    };
  }
  for (const field of customer.customFields) {
    const value = (values.customFields[field.customFieldId] ?? '').trim();
    if (value.length > customerTextLimits.customFieldValue) {
      problems[`custom-${field.customFieldId}`] = {
        text: problemTexts.tooLong,
        values: { max: customerTextLimits.customFieldValue },
      };
    }
  }
  return problems;
}

/** The problems of the Address tab: no text longer than the API takes (none of its fields is required). */
function addressProblems(values: AccountValues): Problems {
  return textProblems(values, addressFields);
}

/** The problems of a tab. */
export function problemsOf(
  part: AccountPart,
  values: AccountValues,
  customer: Customer,
  dateFormat: string,
  today: Date,
): Problems {
  return part === 'personal-data'
    ? personalDataProblems(values, customer, dateFormat, today)
    : addressProblems(values);
}

function trimmed<F extends AccountTextField>(values: AccountValues, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, values[field].trim()])) as Record<F, string>;
}

/**
 * The customer record a tab with no problems saves: the stored record with the tab's fields as typed, trimmed (the
 * inputs already strip non-printable characters), the birth date as the API's YYYY-MM-DD.
 */
export function changedCustomer(
  part: AccountPart,
  values: AccountValues,
  customer: Customer,
  dateFormat: string,
  today: Date,
): Customer {
  if (part === 'address') return { ...customer, ...trimmed(values, addressFields) };
  const birthDate = readBirthDate(values.birthDate, dateFormat, today);
  return {
    ...customer,
    ...trimmed(values, personalTextFields),
    gender: values.gender,
    birthDate: 'value' in birthDate ? birthDate.value : customer.birthDate,
    okRss: values.okRss,
    acceptConditions: values.acceptConditions,
    customFields: customer.customFields.map((field) => ({
      ...field,
      value: (values.customFields[field.customFieldId] ?? field.value).trim(),
    })),
  };
}

/** The save body of a customer record (PUT put-json): the custom answers go as a JSON string. */
export function savePayload(customer: Customer): CustomerSavePayload {
  const { customFields, ...record } = customer;
  return { ...record, customFieldValues: customFieldValuesJson(customFields) };
}

/** The form's values once a tab saved: that tab's fields as stored (trimmed), the other tab's as typed. */
export function valuesAfterSave(
  part: AccountPart,
  values: AccountValues,
  saved: Customer,
  dateFormat: string,
): AccountValues {
  const stored = valuesOf(saved, dateFormat);
  if (part === 'address') return { ...values, ...pickFields(stored, addressFields) };
  return { ...stored, ...pickFields(values, addressFields) };
}

function pickFields<F extends AccountTextField>(
  values: AccountValues,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as Record<F, string>;
}
