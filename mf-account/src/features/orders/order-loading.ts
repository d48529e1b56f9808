import { useMemo } from 'react';
import { getCustomerOrder, getCustomerOrders } from '@club/shared-contracts/api/shop';
import type { Order, OrderSummary } from '@club/shared-contracts/entities';
import { isApiError } from '@club/shared-contracts/http';
import { useSession } from '@club/shared-contracts/session';
import { useLoad, type Load } from '@club/shared-ui/use-load';

/** The customer the account pages act for: the profile selected in the child-profile selector. */
function useCurrentCustomerId(): number | null {
  return useSession().customer?.currentId ?? null;
}

/** The orders of the customer in use (GET /api/shop/customer-orders/{customerId}). */
export function useCustomerOrders(): Load<OrderSummary[]> {
  const customerId = useCurrentCustomerId();
  // No request without a customer: the host's guard has the login open, and the session change brings one.
  const request = useMemo(
    () => (customerId === null ? null : () => getCustomerOrders(customerId).then((answer) => answer.model)),
    [customerId],
  );
  return useLoad('customer orders', request);
}

/** A sale id as a route names it: a positive whole number, or null for anything else. */
export function saleIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

// The API answers 404 for an unknown sale id and for another customer's, and 400 for an id out of its range: to the
// customer all of them are an address that names no order of theirs.
const isNoSuchOrder = (error: unknown) =>
  isApiError(error, 'http') && (error.status === 404 || error.status === 400);

/** The request of one order: null data when the id names no order of this customer. */
function orderRequest(customerId: number, saleId: number | null): () => Promise<Order | null> {
  if (saleId === null) return () => Promise.resolve(null);
  return () =>
    getCustomerOrder(customerId, saleId).then(
      (answer) => answer.model,
      (error: unknown) => {
        if (isNoSuchOrder(error)) return null;
        throw error;
      },
    );
}

/**
 * One order of the customer in use (GET /api/shop/customer-orders/{customerId}/{saleId}); loaded as null when the
 * id names no order of this customer, which the page shows as not found.
 */
export function useCustomerOrder(saleId: number | null): Load<Order | null> {
  const customerId = useCurrentCustomerId();
  const request = useMemo(
    () => (customerId === null ? null : orderRequest(customerId, saleId)),
    [customerId, saleId],
  );
  return useLoad('customer order', request);
}
