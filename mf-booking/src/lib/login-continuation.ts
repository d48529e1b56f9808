import { useEffect, useEffectEvent, useRef } from 'react';
import { pendingActionKey, useSession } from '@club/shared-contracts/session';
import { useSearchParams } from '@club/shared-ui/router';

/** The action of joining a booking after the login ('join:103'), which the bookings-by-place page goes on with. */
export const joinAction = (bookingId: number): string => `join:${bookingId}`;

/** The booking a join action names, or null for another action. */
export function bookingToJoin(action: string): number | null {
  const id = /^join:(\d{1,9})$/.exec(action)?.[1];
  return id === undefined ? null : Number(id);
}

/** The address query without a pending action (for a page that changes its address as it goes on). */
export function withoutPendingAction(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(pendingActionKey);
  return next;
}

/**
 * Goes on with the action a login was asked for (requestLoginToContinue): once the customer is logged in and the
 * page is `ready` (its slot's price or its list loaded for the customer), the action leaves the address and `run`
 * takes it up with the action's text ('book', 'join:103'), once. Without a login the address keeps it: the dialog
 * was closed, so nothing goes on.
 */
export function useLoginContinuation(ready: boolean, run: (action: string) => void): void {
  const [params, setParams] = useSearchParams();
  const action = params.get(pendingActionKey);
  const loggedIn = useSession().isLoggedIn;
  const goOn = useEffectEvent(run);
  const taken = useRef<string | null>(null);
  useEffect(() => {
    if (!action || !loggedIn || !ready || taken.current === action) return;
    taken.current = action;
    setParams(withoutPendingAction, { replace: true });
    goOn(action);
  }, [action, loggedIn, ready, setParams]);
}
