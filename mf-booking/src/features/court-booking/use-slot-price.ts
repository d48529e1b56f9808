import { useMemo } from 'react';
import { loadPrice } from '@club/shared-contracts/api/bookings';
import type { BookingResource, BookingType } from '@club/shared-contracts/booking-entities';
import { errorMessage, loadFailed } from '@club/shared-contracts/http';
import { useLoad } from '@club/shared-ui/use-load';
import type { PickedSlot } from './booking-confirm';
import type { SlotKey } from './court-view';
import { slotsFor } from './slot-grid';

/** The picked slot: none, its prices loading, loaded (the slot expands), or failed with what to tell. */
export type SlotPrice =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'expanded'; picked: PickedSlot }
  | { state: 'failed'; message: string | null };

/** What the price of a picked slot depends on; a new attempt asks again after a failure. */
export interface SlotPriceQuery {
  type: BookingType | null;
  resources: BookingResource[];
  duration: number;
  slot: SlotKey | null;
  customerId: number | null;
  attempt: number;
}

/**
 * Loads the picked slot's prices (POST /api/publicbookings/loadprice): the customer's, and the generic one
 * (customerId -1) for the teammates' shares. A slot the day does not have is not picked; a failure says 'crash' or
 * the server's errorMsg, and the slot does not expand (document 2, 8).
 */
export function useSlotPrice({
  type,
  resources,
  duration,
  slot,
  customerId,
  attempt,
}: SlotPriceQuery): SlotPrice {
  const resourceId = slot?.resourceId;
  const sstart = slot?.sstart;
  const request = useMemo(() => {
    const resource = resources.find((candidate) => candidate.id === resourceId);
    const found = resource && slotsFor(resource, duration).find((candidate) => candidate.sstart === sstart);
    if (!type || !resource || !found) return null;
    const query = { startDate: found.start, bookingTypeId: type.id, duration, resourceId: resource.id };
    return (): Promise<SlotPrice> => {
      const mine = loadPrice({ ...query, customerId: customerId ?? -1 });
      const generic = customerId === null ? mine : loadPrice({ ...query, customerId: -1 });
      return Promise.all([mine, generic]).then(
        ([customerPrice, genericPrice]): SlotPrice => ({
          state: 'expanded',
          picked: {
            resource,
            slot: found,
            duration,
            price: customerPrice.price,
            genericPrice: genericPrice.price,
          },
        }),
        (error: unknown): SlotPrice => {
          loadFailed(`slot price (attempt ${attempt + 1})`, error);
          return { state: 'failed', message: errorMessage(error) };
        },
      );
    };
  }, [type, resources, duration, resourceId, sstart, customerId, attempt]);
  // A new attempt makes a new request, which useLoad sends again.
  const load = useLoad('slot price', request);
  if (!request) return { state: 'none' };
  return load.state === 'loaded' ? load.data : { state: 'loading' };
}
