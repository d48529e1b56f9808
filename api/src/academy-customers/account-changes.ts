import type { CustomerSavePayload } from '@club/shared-contracts/entities';
import { HttpError } from '../http/errors.ts';
import type { AccountData } from './account-repository.ts';

/** Messages of account data that cannot be stored (document 1, 5; the required text is the catalogue's). */
export const ACCOUNT_SAVE_TEXTS = {
  required: 'The field is required',
  invalidEmail: 'must be a valid email',
  invalidBirthDate: 'birthDate is not a valid date',
  futureBirthDate: 'birthDate cannot be in the future',
} as const;

/** The save body as the schema lets it through: only the required fields are sure to be there. */
export type AccountSaveBody = Pick<CustomerSavePayload, 'id' | 'name' | 'surname' | 'email' | 'phone'> &
  Partial<CustomerSavePayload>;

const TEXT_FIELDS = [
  'name',
  'surname',
  'email',
  'email2',
  'email3',
  'phone',
  'phone2',
  'phone3',
  'addressLine1',
  'postalCode',
  'city',
  'town',
  'country',
] as const;
const REQUIRED_FIELDS = ['name', 'surname', 'email', 'phone'] as const;
const EMAIL_FIELDS = ['email', 'email2', 'email3'] as const;

// The same shape the account form checks: something, one @, a domain with a dot, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OLDEST_BIRTH_YEAR = 1900;

function checkedBirthDate(value: string | null, today: Date): string | null {
  if (value === null) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // Date rolls 2001-02-30 over into March: a real date reads back the same.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new HttpError(400, ACCOUNT_SAVE_TEXTS.invalidBirthDate);
  }
  if (date.getUTCFullYear() < OLDEST_BIRTH_YEAR)
    throw new HttpError(400, ACCOUNT_SAVE_TEXTS.invalidBirthDate);
  // Compared with the latest date anywhere on earth today, so nobody born today is refused by a time zone.
  const latest = new Date(today.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (value > latest) throw new HttpError(400, ACCOUNT_SAVE_TEXTS.futureBirthDate);
  return value;
}

/**
 * The account data to store: the stored data with what the body sends (a field left out keeps its value), texts
 * trimmed. Throws a 400 naming the field for an empty required text, a malformed e-mail or an impossible birth date.
 */
export function accountDataFrom(body: AccountSaveBody, stored: AccountData, today: Date): AccountData {
  const data: AccountData = { ...stored };
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value !== undefined) data[field] = value.trim();
  }
  for (const field of REQUIRED_FIELDS) {
    if (data[field] === '') throw new HttpError(400, `${field}: ${ACCOUNT_SAVE_TEXTS.required}`);
  }
  for (const field of EMAIL_FIELDS) {
    if (data[field] !== '' && !EMAIL_SHAPE.test(data[field])) {
      throw new HttpError(400, `${field} ${ACCOUNT_SAVE_TEXTS.invalidEmail}`);
    }
  }
  if (body.gender !== undefined) data.gender = body.gender;
  if (body.birthDate !== undefined) data.birthDate = checkedBirthDate(body.birthDate, today);
  if (body.acceptConditions !== undefined) data.acceptConditions = body.acceptConditions;
  if (body.okRss !== undefined) data.okRss = body.okRss;
  return data;
}
