import { useMemo, useState } from 'react';
import { getBookingFilters, getBookingList } from '@club/shared-contracts/api/bookings';
import type { BookingFilters, BookingList } from '@club/shared-contracts/booking-entities';
import { errorMessage, loadFailed, prefetch } from '@club/shared-contracts/http';
import { useLoad, type Load } from '@club/shared-ui/use-load';

function loadFilters(bookingTypeId: number | null): Promise<BookingFilters> {
  return getBookingFilters(bookingTypeId ?? undefined).then((answer) => answer.model);
}

/** Starts loading the page's filters ahead of its code (the route's preload). */
export function prefetchBookingFilters(bookingTypeId: number | null): void {
  prefetch(() => loadFilters(bookingTypeId));
}

/** The booking types, anticipation and cancel text of the page (GET /api/publicbookings/filters[/{id}]). */
export function useBookingFilters(bookingTypeId: number | null): Load<BookingFilters> {
  const request = useMemo(() => () => loadFilters(bookingTypeId), [bookingTypeId]);
  return useLoad('booking filters', request);
}

/** The query of the day's list. */
export interface ListQuery {
  date: string;
  bookingTypeId: number;
  customerId: number | null;
}

/** The day's courts, or why there are none: the server's errorMsg, the list's own errorMsg or null. */
export interface DayList {
  list: BookingList;
  /** Null when the list has courts or the server gave no reason (then 'Sorry nothing found…' is shown). */
  message: string | null;
}

const noCourts: BookingList = { list: [], errorMsg: '', multipleResources: [] };

function loadDayList({ date, bookingTypeId, customerId }: ListQuery): Promise<DayList> {
  return getBookingList({ date, bookingTypeId, customerId }).then(
    ({ model }) => ({
      list: model,
      message: model.list.length === 0 && model.errorMsg ? model.errorMsg : null,
    }),
    (error: unknown) => {
      // A refused or failed list is shown in place of the courts (document 2, 8), and logged.
      loadFailed('booking list', error);
      return { list: noCourts, message: errorMessage(error) };
    },
  );
}

/**
 * The type's courts with their free starts on the day (POST /api/publicbookings/list), at the customer's prices. The
 * same day loading again at another customer's prices (a login, or the session the browser brings to a page the
 * server drew for a visitor) keeps the list shown until the new one arrives: a slot picked meanwhile stays picked.
 */
export function useDayList(query: ListQuery | null): Load<DayList> {
  const { date, bookingTypeId, customerId } = query ?? {};
  const request = useMemo(
    () =>
      date === undefined || bookingTypeId === undefined
        ? null
        : () => loadDayList({ date, bookingTypeId, customerId: customerId ?? null }),
    [date, bookingTypeId, customerId],
  );
  const load = useLoad('booking list', request);
  const day = `${bookingTypeId}/${date}`;
  const [shown, setShown] = useState<{ day: string; list: DayList } | null>(null);
  if (load.state === 'loaded' && (shown?.list !== load.data || shown.day !== day)) {
    setShown({ day, list: load.data });
  }
  return load.state === 'loading' && shown?.day === day ? { state: 'loaded', data: shown.list } : load;
}
