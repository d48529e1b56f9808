// The demo club's account-page data (document 1, 2.13): custom fields of each type, Ana's full record with her
// answers and saved cards, Bruno's card, and Carla, a customer kept for the account journeys that change or delete
// data. Seeded after the club area's customers.
import type { DatabaseSync } from 'node:sqlite';
import { getRow, insertRow, runSql } from './database.ts';
import { DEMO_CUSTOMERS, daysBefore, type SeedContext } from './demo-club.ts';

/**
 * The customer the account journeys change and delete cards of, so no other journey's data moves; her password is
 * DEMO_PASSWORD like every demo account's.
 */
export const DEMO_ACCOUNT_CUSTOMER = {
  email: 'carla@club.test',
  name: 'Carla',
  surname: 'Ortega Navarro',
  phone: '+34 600 999 000',
} as const;

/** The club's custom fields, one of each type; the picklist's options are typed with spaces, as clubs do. */
export const DEMO_CUSTOM_FIELDS = {
  licence: {
    name: 'licencia',
    label: 'Número de licencia federativa',
    fieldType: 'text',
    pickListValues: '',
  },
  leftHanded: { name: 'zurdo', label: 'Juego con la mano izquierda', fieldType: 'bool', pickListValues: '' },
  position: {
    name: 'posicion',
    label: 'Posición preferida en la pista',
    fieldType: 'picklist',
    pickListValues: 'Derecha , Revés,Indiferente ',
  },
} as const;

/** Ana's account data beyond what every demo customer has. */
export const DEMO_ANA_ACCOUNT = {
  email2: 'ana.garcia@trabajo.test',
  phone2: '+34 910 222 333',
  gender: 1,
  birthDate: '1986-05-14',
  addressLine1: 'Calle de Serrano 41, 3º B',
  postalCode: '28001',
  city: 'Madrid',
  town: 'Madrid',
  country: 'España',
  answers: { licence: 'FMP-28-10457', leftHanded: 'true', position: 'Revés' },
} as const;

/** The last digits of the demo customers' saved cards, the newest first. */
export const DEMO_CARDS = {
  ana: ['4242', '4444'],
  bruno: ['1881'],
  carla: ['0005', '3222'],
} as const;

/**
 * Adds the account-page demo data; `now` dates the saved cards and Carla's account. On a database of an earlier
 * version a customer's own data wins: Ana's fields are filled only where empty, a demo customer no longer found (or
 * an e-mail already taken) is left out.
 */
export function seedAccountDemo(db: DatabaseSync, { now, passwordHash }: SeedContext): void {
  const at = (daysAgo: number): string => daysBefore(now, daysAgo);
  const idOf = (email: string): number | undefined =>
    getRow<{ id: number }>(db, 'SELECT id FROM customers WHERE email = ?', email)?.id;

  const fieldIds = Object.fromEntries(
    Object.entries(DEMO_CUSTOM_FIELDS).map(([key, field], position) => [
      key,
      insertRow(
        db,
        'INSERT INTO custom_fields (position, name, label, field_type, pick_list_values) VALUES (?, ?, ?, ?, ?)',
        position,
        field.name,
        field.label,
        field.fieldType,
        field.pickListValues,
      ),
    ]),
  );

  const saveCards = (customerId: number | undefined, cards: readonly string[]): void =>
    cards.forEach((lastDigits, index) => {
      if (customerId === undefined) return;
      insertRow(
        db,
        'INSERT INTO card_tokens (customer_id, last_digits, created) VALUES (?, ?, ?)',
        customerId,
        lastDigits,
        at(30 * (index + 1)),
      );
    });

  const anaId = idOf(DEMO_CUSTOMERS.ana.email);
  if (anaId !== undefined) {
    const ana = DEMO_ANA_ACCOUNT;
    const fill = (column: string) => `${column} = COALESCE(NULLIF(${column}, ''), ?)`;
    runSql(
      db,
      `UPDATE customers SET ${['email2', 'phone2', 'gender', 'birth_date', 'address_line1', 'postal_code', 'city', 'town', 'country'].map(fill).join(', ')}
       WHERE id = ?`,
      ana.email2,
      ana.phone2,
      ana.gender,
      ana.birthDate,
      ana.addressLine1,
      ana.postalCode,
      ana.city,
      ana.town,
      ana.country,
      anaId,
    );
    for (const [key, value] of Object.entries(ana.answers)) {
      runSql(
        db,
        'INSERT INTO customer_custom_values (customer_id, custom_field_id, value) VALUES (?, ?, ?)',
        anaId,
        fieldIds[key] ?? null,
        value,
      );
    }
    saveCards(anaId, DEMO_CARDS.ana);
  }
  saveCards(idOf(DEMO_CUSTOMERS.bruno.email), DEMO_CARDS.bruno);

  if (idOf(DEMO_ACCOUNT_CUSTOMER.email) === undefined) {
    const carlaId = insertRow(
      db,
      `INSERT INTO customers (name, surname, email, phone, status, password_hash, ok_rss, accept_conditions, created)
       VALUES (?, ?, ?, ?, 'Active', ?, 0, 1, ?)`,
      DEMO_ACCOUNT_CUSTOMER.name,
      DEMO_ACCOUNT_CUSTOMER.surname,
      DEMO_ACCOUNT_CUSTOMER.email,
      DEMO_ACCOUNT_CUSTOMER.phone,
      passwordHash,
      at(120),
    );
    saveCards(carlaId, DEMO_CARDS.carla);
  }
}
