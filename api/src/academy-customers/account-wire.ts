// The customer record of the account page on the wire (shared-contracts Customer) and the body of its save
// (CustomerSavePayload), with the limits both the page and the API apply.
import { customerTextLimits } from '@club/shared-contracts/entities';
import type { Customer } from '@club/shared-contracts/entities';
import { customerLine, idSchema, withErrors } from '../http/schemas.ts';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;

const customFieldSchema = {
  type: 'object',
  properties: {
    customFieldId: { type: 'integer' },
    name: str,
    label: str,
    value: str,
    fieldType: { type: 'string', enum: ['text', 'bool', 'picklist'] },
    pickListValues: str,
  },
  required: ['customFieldId', 'name', 'label', 'value', 'fieldType', 'pickListValues'],
} as const;

/** The answer schema of the calls that read an account: `{ ok, model: Customer }`. */
export const customerAnswerSchema = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    model: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: str,
        surname: str,
        email: str,
        email2: str,
        email3: str,
        phone: str,
        phone2: str,
        phone3: str,
        gender: { type: ['integer', 'null'] },
        birthDate: { type: ['string', 'null'] },
        addressLine1: str,
        postalCode: str,
        city: str,
        town: str,
        country: str,
        acceptConditions: bool,
        okRss: bool,
        customFields: { type: 'array', items: customFieldSchema },
      },
      required: [
        'id',
        'name',
        'surname',
        'email',
        'email2',
        'email3',
        'phone',
        'phone2',
        'phone3',
        'gender',
        'birthDate',
        'addressLine1',
        'postalCode',
        'city',
        'town',
        'country',
        'acceptConditions',
        'okRss',
        'customFields',
      ],
    },
  },
  required: ['ok', 'model'],
});

/** The longest customFieldValues JSON the save takes. */
export const CUSTOM_FIELD_VALUES_MAX_LENGTH = 20_000;

/** The texts of the save body, by field. */
export type AccountTextField = keyof typeof customerTextLimits & keyof Customer;

// Each text is one line of customer text: cleaned by the customer text rule, then held to its limit.
const line = (field: AccountTextField) => customerLine(customerTextLimits[field]);

/** The body of PUT put-json: the record without its custom fields, whose answers come as a JSON string. */
export const customerSaveBodySchema = {
  type: 'object',
  properties: {
    id: idSchema,
    name: line('name'),
    surname: line('surname'),
    email: line('email'),
    email2: line('email2'),
    email3: line('email3'),
    phone: line('phone'),
    phone2: line('phone2'),
    phone3: line('phone3'),
    gender: { type: ['integer', 'null'], enum: [0, 1, null] },
    birthDate: { type: ['string', 'null'], maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    addressLine1: line('addressLine1'),
    postalCode: line('postalCode'),
    city: line('city'),
    town: line('town'),
    country: line('country'),
    acceptConditions: bool,
    okRss: bool,
    // JSON of at most 100 answers of 500 characters each, escapes included; each answer is cleaned when read.
    customFieldValues: { type: 'string', maxLength: CUSTOM_FIELD_VALUES_MAX_LENGTH },
  },
  required: ['id', 'name', 'surname', 'email', 'phone'],
  additionalProperties: false,
} as const;
