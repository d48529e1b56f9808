// The customer's periodic sales (document 3, 2 Your Fees, 3 Customer periodic sale, 4 Cancelling a periodic sale):
// memberships charged every month, each with its fees, and stopping one. A stopped membership charges no more fees
// (no next fee), but its fees still owed stay listed and payable.
import type { DatabaseSync } from 'node:sqlite';
import type { CustomerPeriodicSale, Fee } from '@club/shared-contracts/entities';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { allRows, getRow, runSql } from '../db/database.ts';
import { DEBT_TEXTS } from './debt-texts.ts';
import { pendingAmounts } from '../checkout/cart.ts';

interface PeriodicSaleRow {
  id: number;
  description: string;
  monthly_gross_cents: number;
  next_due_date: string;
  min_stay_until: string | null;
  status: 'Active' | 'Stopped';
}

interface FeeRow {
  id: number;
  periodic_sale_id: number;
  number: string;
  concept: string;
  gross_cents: number;
  net_cents: number;
  paid_cents: number;
}

function feeOf(row: FeeRow): Fee {
  const pending = pendingAmounts(row, true);
  return {
    id: row.id,
    saleNumber: row.number,
    saleItem: { parentIdentifier: row.concept },
    total: centsToDecimal(row.gross_cents),
    pending: centsToDecimal(pending.grossCents),
    netPending: centsToDecimal(pending.netCents),
  };
}

/** The customer's periodic sales, active first, each with its fees newest first. */
export function listCustomerPeriodicSales(db: DatabaseSync, customerId: number): CustomerPeriodicSale[] {
  const sales = allRows<PeriodicSaleRow>(
    db,
    `SELECT id, description, monthly_gross_cents, next_due_date, min_stay_until, status
     FROM customer_periodic_sales WHERE customer_id = ? ORDER BY status = 'Stopped', created DESC, id DESC`,
    customerId,
  );
  const fees = allRows<FeeRow>(
    db,
    `SELECT f.id, f.periodic_sale_id, f.number, f.concept, f.gross_cents, f.net_cents, f.paid_cents
     FROM periodic_fees f JOIN customer_periodic_sales p ON p.id = f.periodic_sale_id
     WHERE p.customer_id = ? ORDER BY f.due_date DESC, f.id DESC`,
    customerId,
  );
  return sales.map((sale) => ({
    description: sale.description,
    nextNotPaidFeeInfo:
      sale.status === 'Active'
        ? { date: sale.next_due_date, dPrice: centsToDecimal(sale.monthly_gross_cents), cpsId: sale.id }
        : null,
    fees: fees.filter((fee) => fee.periodic_sale_id === sale.id).map(feeOf),
  }));
}

/** What stopping a periodic sale answered: done, or the refusal the customer reads. */
export type StopResult = { ok: true } | { ok: false; errorMsg: string };

/**
 * Stops the customer's periodic sale from `today` (club-local day): no later fee is charged. Refused when it is
 * not theirs, already stopped, or within its minimum stay.
 */
export function stopPeriodicSale(
  db: DatabaseSync,
  customerId: number,
  periodicSaleId: number,
  today: string,
  nowIso: string,
): StopResult {
  const sale = getRow<PeriodicSaleRow>(
    db,
    `SELECT id, description, monthly_gross_cents, next_due_date, min_stay_until, status
     FROM customer_periodic_sales WHERE id = ? AND customer_id = ?`,
    periodicSaleId,
    customerId,
  );
  if (!sale) return { ok: false, errorMsg: DEBT_TEXTS.periodicSaleNotFound };
  if (sale.status === 'Stopped') return { ok: false, errorMsg: DEBT_TEXTS.alreadyStopped };
  if (sale.min_stay_until !== null && today < sale.min_stay_until) {
    return { ok: false, errorMsg: DEBT_TEXTS.minimumStay(sale.min_stay_until) };
  }
  runSql(
    db,
    "UPDATE customer_periodic_sales SET status = 'Stopped', stopped = ? WHERE id = ? AND status = 'Active'",
    nowIso,
    sale.id,
  );
  return { ok: true };
}
