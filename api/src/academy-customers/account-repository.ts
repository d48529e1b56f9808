import type { DatabaseSync } from 'node:sqlite';
import type { Customer, CustomerGender, CustomField, CustomFieldType } from '@club/shared-contracts/entities';
import { eraseCheckoutDelivery } from '../checkout/checkout-store.ts';
import { normalizeEmail } from '../customers/customer-repository.ts';
import { allRows, getRow, runSql } from '../db/database.ts';

/** The account data of a customer as the account page edits it (document 1, 2.13). */
export type AccountData = Omit<Customer, 'id' | 'customFields'>;

/** A customer's account: its id, data and custom field answers (the wire record of the account page). */
export type Account = Customer;

interface AccountRow {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  email2: string;
  email3: string;
  phone: string;
  phone2: string;
  phone3: string;
  gender: number | null;
  birth_date: string | null;
  address_line1: string;
  postal_code: string;
  city: string;
  town: string;
  country: string;
  accept_conditions: number;
  ok_rss: number;
}

interface CustomFieldRow {
  id: number;
  name: string;
  label: string;
  field_type: CustomFieldType;
  pick_list_values: string;
  value: string | null;
}

const ACCOUNT_COLUMNS = `id, name, surname, email, email2, email3, phone, phone2, phone3, gender, birth_date,
  address_line1, postal_code, city, town, country, accept_conditions, ok_rss`;

function toGender(value: number | null): CustomerGender | null {
  return value === 0 || value === 1 ? value : null;
}

/** The account data of customers and the club's custom fields. */
export interface AccountRepository {
  /** The account of a customer that exists and is not deleted. */
  find(customerId: number): Account | undefined;
  /** True when another customer (deleted ones have no e-mail) logs in with this e-mail. */
  isEmailTaken(email: string, exceptCustomerId: number): boolean;
  /** Stores the account data and the given custom field answers (the others keep theirs). */
  save(customerId: number, data: AccountData, answers: ReadonlyMap<number, string>): void;
  /**
   * Deletes an account: erases the personal data, frees the e-mail, drops the custom answers and detaches it from
   * its parent; answers the ids of its child profiles, which go with it. The caller ends sessions and cards.
   */
  erase(customerId: number, when: Date): number[];
}

/** Creates the account repository. */
export function createAccountRepository(db: DatabaseSync): AccountRepository {
  const customFieldsOf = (customerId: number): CustomField[] =>
    allRows<CustomFieldRow>(
      db,
      `SELECT f.id, f.name, f.label, f.field_type, f.pick_list_values, v.value
         FROM custom_fields f
         LEFT JOIN customer_custom_values v ON v.custom_field_id = f.id AND v.customer_id = ?
        ORDER BY f.position, f.id`,
      customerId,
    ).map((row) => ({
      customFieldId: row.id,
      name: row.name,
      label: row.label,
      fieldType: row.field_type,
      pickListValues: row.pick_list_values,
      value: row.value ?? '',
    }));

  const eraseOne = (customerId: number, when: string): void => {
    runSql(
      db,
      `UPDATE customers
          SET parent_id = NULL, name = '', surname = '', email = NULL, email2 = '', email3 = '', phone = '',
              phone2 = '', phone3 = '', gender = NULL, birth_date = NULL, address_line1 = '', postal_code = '',
              city = '', town = '', country = '', logo = '', password_hash = NULL, ok_rss = 0,
              accept_conditions = 0, deleted = ?
        WHERE id = ?`,
      when,
      customerId,
    );
    runSql(db, 'DELETE FROM customer_custom_values WHERE customer_id = ?', customerId);
    eraseCheckoutDelivery(db, customerId);
  };

  return {
    find(customerId) {
      const row = getRow<AccountRow>(
        db,
        `SELECT ${ACCOUNT_COLUMNS} FROM customers WHERE id = ? AND deleted IS NULL`,
        customerId,
      );
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        surname: row.surname,
        email: row.email ?? '',
        email2: row.email2,
        email3: row.email3,
        phone: row.phone,
        phone2: row.phone2,
        phone3: row.phone3,
        gender: toGender(row.gender),
        birthDate: row.birth_date,
        addressLine1: row.address_line1,
        postalCode: row.postal_code,
        city: row.city,
        town: row.town,
        country: row.country,
        acceptConditions: row.accept_conditions === 1,
        okRss: row.ok_rss === 1,
        customFields: customFieldsOf(row.id),
      };
    },
    isEmailTaken(email, exceptCustomerId) {
      return (
        getRow(
          db,
          'SELECT id FROM customers WHERE email = ? AND id <> ?',
          normalizeEmail(email),
          exceptCustomerId,
        ) !== undefined
      );
    },
    save(customerId, data, answers) {
      runSql(
        db,
        `UPDATE customers
            SET name = ?, surname = ?, email = ?, email2 = ?, email3 = ?, phone = ?, phone2 = ?, phone3 = ?,
                gender = ?, birth_date = ?, address_line1 = ?, postal_code = ?, city = ?, town = ?, country = ?,
                accept_conditions = ?, ok_rss = ?
          WHERE id = ?`,
        data.name,
        data.surname,
        normalizeEmail(data.email),
        data.email2,
        data.email3,
        data.phone,
        data.phone2,
        data.phone3,
        data.gender,
        data.birthDate,
        data.addressLine1,
        data.postalCode,
        data.city,
        data.town,
        data.country,
        data.acceptConditions ? 1 : 0,
        data.okRss ? 1 : 0,
        customerId,
      );
      for (const [customFieldId, value] of answers) {
        runSql(
          db,
          `INSERT INTO customer_custom_values (customer_id, custom_field_id, value) VALUES (?, ?, ?)
           ON CONFLICT (customer_id, custom_field_id) DO UPDATE SET value = excluded.value`,
          customerId,
          customFieldId,
          value,
        );
      }
    },
    erase(customerId, when) {
      const children = allRows<{ id: number }>(
        db,
        'SELECT id FROM customers WHERE parent_id = ? AND deleted IS NULL',
        customerId,
      ).map((row) => row.id);
      for (const id of [customerId, ...children]) eraseOne(id, when.toISOString());
      return children;
    },
  };
}
