// The customer's pending sales (document 3, 2 Pending Sales and 3 Pending sale): what they still owe and may pay
// through the checkout — the sales of confirmed bookings left to pay (at the club, or a share of a shared payment),
// the pending fees of their periodic sales and the sales of their paid activities' sign-ups. A hold still running is the cart's, not a debt, so it is left out.
import type { DatabaseSync } from 'node:sqlite';
import type { PendingSale } from '@club/shared-contracts/entities';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { pendingAmounts } from '../checkout/cart.ts';
import { allRows } from '../db/database.ts';

interface DebtRow {
  id: number;
  number: string;
  title: string;
  concept: string;
  gross_cents: number;
  net_cents: number;
  paid_cents: number;
  day: string;
}

/** A debt as the wire carries it. */
function pendingSaleOf(row: DebtRow): PendingSale {
  const pending = pendingAmounts(row, true);
  return {
    id: row.id,
    saleNumber: row.number,
    title: row.title,
    total: centsToDecimal(row.gross_cents),
    pending: centsToDecimal(pending.grossCents),
    netPending: centsToDecimal(pending.netCents),
    saleItems: [{ parentIdentifier: row.concept }],
  };
}

/** The customer's pending sales, oldest first (a booking by its day, a fee by its due date, an activity by its start). */
export function listPendingSales(db: DatabaseSync, customerId: number): PendingSale[] {
  const rows = allRows<DebtRow>(
    db,
    `SELECT s.id, s.number, t.name AS title, s.description AS concept, s.gross_cents, s.net_cents, s.paid_cents,
       b.day
     FROM booking_sales s JOIN bookings b ON b.id = s.booking_id JOIN booking_types t ON t.id = b.booking_type_id
     WHERE s.customer_id = ? AND s.status = 'Pending' AND b.status = 'Confirmed' AND s.gross_cents > s.paid_cents
     UNION ALL
     SELECT f.id, f.number, p.description AS title, f.concept, f.gross_cents, f.net_cents, f.paid_cents,
       f.due_date AS day
     FROM periodic_fees f JOIN customer_periodic_sales p ON p.id = f.periodic_sale_id
     WHERE p.customer_id = ? AND f.status = 'Pending'
     UNION ALL
     SELECT s.id, s.number, s.concept AS title, s.concept, s.gross_cents, s.net_cents, s.paid_cents,
       substr(a.start_at, 1, 10) AS day
     FROM activity_sales s JOIN activity_inscriptions i ON i.id = s.inscription_id
       JOIN activities a ON a.id = i.activity_id
     WHERE s.customer_id = ? AND s.status = 'Pending'
     ORDER BY day, number`,
    customerId,
    customerId,
    customerId,
  );
  return rows.map(pendingSaleOf);
}
