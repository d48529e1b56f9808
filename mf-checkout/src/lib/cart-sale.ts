import { PaymentType, type Sale } from '@club/shared-contracts/entities';

/** What the cart needs of a sale still owed: a pending sale or a fee. */
export interface OwedSale {
  id: number;
  saleNumber: string;
  title: string;
  total: number;
  pending: number;
  netPending: number;
}

/**
 * A sale still owed as it goes into the cart (document 3, 4 Cart): paid in full, never shared; no cancel URL, since
 * taking a debt out of the cart cancels nothing.
 */
export function cartSaleOf(owed: OwedSale): Sale {
  const netTotal = owed.pending === 0 ? 0 : (owed.netPending * owed.total) / owed.pending;
  return {
    id: owed.id,
    saleNumber: owed.saleNumber,
    title: owed.title,
    pending: owed.pending,
    netPending: owed.netPending,
    paid: Math.round((owed.total - owed.pending) * 100) / 100,
    total: owed.total,
    netTotal: Math.round(netTotal * 100) / 100,
    grossTotalWithDiscount: owed.total,
    netTotalWithDiscount: Math.round(netTotal * 100) / 100,
    paymentType: PaymentType.Full,
    withRetention: false,
  };
}
