import type { DatabaseSync } from 'node:sqlite';
import { allRows, getRow, insertRow, runSql } from '../db/database.ts';

/** Whether a customer has activated the account. */
export type CustomerStatus = 'Active' | 'Temporary';

/** A customer as the server works with it (never sent as is). */
export interface Customer {
  id: number;
  parentId: number | null;
  name: string;
  surname: string;
  email: string | null;
  phone: string;
  logo: string;
  status: CustomerStatus;
  passwordHash: string | null;
  okRss: boolean;
  acceptConditions: boolean;
  created: string;
}

/** The short form of a customer: id and names. */
export interface CustomerName {
  id: number;
  name: string;
  surname: string;
}

/** Fields needed to create a customer. */
export interface NewCustomer {
  parentId?: number | null;
  name: string;
  surname: string;
  email: string | null;
  phone?: string;
  logo?: string;
  status: CustomerStatus;
  passwordHash: string | null;
  okRss?: boolean;
  acceptConditions?: boolean;
  created: string;
}

interface CustomerRow {
  id: number;
  parent_id: number | null;
  name: string;
  surname: string;
  email: string | null;
  phone: string;
  logo: string;
  status: CustomerStatus;
  password_hash: string | null;
  ok_rss: number;
  accept_conditions: number;
  created: string;
}

const COLUMNS =
  'id, parent_id, name, surname, email, phone, logo, status, password_hash, ok_rss, accept_conditions, created';

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    logo: row.logo,
    status: row.status,
    passwordHash: row.password_hash,
    okRss: row.ok_rss === 1,
    acceptConditions: row.accept_conditions === 1,
    created: row.created,
  };
}

/** E-mails are compared trimmed and case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Customers and their family links. */
export interface CustomerRepository {
  findById(id: number): Customer | undefined;
  findByEmail(email: string): Customer | undefined;
  listChildren(parentId: number): CustomerName[];
  create(customer: NewCustomer): number;
  setPassword(id: number, passwordHash: string): void;
  activate(id: number): void;
  /** Fills the customer's empty address fields (a checkout's delivery address); fields already set stay as they are. */
  fillAddress(id: number, address: CustomerAddress): void;
}

/** A customer's postal address, as a checkout's delivery form takes it. */
export interface CustomerAddress {
  addressLine1: string;
  postalCode: string;
  city: string;
  town: string;
  country: string;
}

/** Creates the customer repository. */
export function createCustomerRepository(db: DatabaseSync): CustomerRepository {
  return {
    findById(id) {
      const row = getRow<CustomerRow>(db, `SELECT ${COLUMNS} FROM customers WHERE id = ?`, id);
      return row ? toCustomer(row) : undefined;
    },
    findByEmail(email) {
      const row = getRow<CustomerRow>(
        db,
        `SELECT ${COLUMNS} FROM customers WHERE email = ?`,
        normalizeEmail(email),
      );
      return row ? toCustomer(row) : undefined;
    },
    listChildren(parentId) {
      return allRows<CustomerName>(
        db,
        'SELECT id, name, surname FROM customers WHERE parent_id = ? ORDER BY name, id',
        parentId,
      ).map((row) => ({ id: row.id, name: row.name, surname: row.surname }));
    },
    create(customer) {
      return insertRow(
        db,
        `INSERT INTO customers (parent_id, name, surname, email, phone, logo, status, password_hash, ok_rss, accept_conditions, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        customer.parentId ?? null,
        customer.name,
        customer.surname,
        customer.email === null ? null : normalizeEmail(customer.email),
        customer.phone ?? '',
        customer.logo ?? '',
        customer.status,
        customer.passwordHash,
        customer.okRss ? 1 : 0,
        customer.acceptConditions ? 1 : 0,
        customer.created,
      );
    },
    setPassword(id, passwordHash) {
      runSql(db, 'UPDATE customers SET password_hash = ? WHERE id = ?', passwordHash, id);
    },
    activate(id) {
      runSql(db, "UPDATE customers SET status = 'Active' WHERE id = ?", id);
    },
    fillAddress(id, address) {
      const fill = (column: string) => `${column} = COALESCE(NULLIF(${column}, ''), ?)`;
      runSql(
        db,
        `UPDATE customers SET ${['address_line1', 'postal_code', 'city', 'town', 'country'].map(fill).join(', ')}
         WHERE id = ?`,
        address.addressLine1.trim(),
        address.postalCode.trim(),
        address.city.trim(),
        address.town.trim(),
        address.country.trim(),
        id,
      );
    },
  };
}
